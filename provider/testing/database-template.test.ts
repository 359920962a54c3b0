import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { products } from '../db/schema';
import { openFromTemplate, type TestDatabase } from './database-template';

describe("a test file's database, copied from the run's template", () => {
  const opened: TestDatabase[] = [];
  const open = async (seeded: boolean) => {
    const template = inject('databaseTemplate');
    if (!template) throw new Error('the provider project provides the template');
    const copy = await openFromTemplate(template, seeded);
    opened.push(copy);
    return copy.database.db;
  };

  afterAll(async () => {
    for (const copy of opened) {
      await copy.database.close();
      await copy.remove();
    }
  });

  it('holds the seeded catalog, or nothing but the schema', async () => {
    const [seeded] = await (await open(true)).select({ n: count() }).from(products);
    const [migrated] = await (await open(false)).select({ n: count() }).from(products);
    expect(seeded?.n).toBeGreaterThan(10);
    expect(migrated?.n).toBe(0);
  });

  it('is its own: a change in one copy is not in the template or in another copy', async () => {
    const first = await open(true);
    const [product] = await first.select({ id: products.id }).from(products).limit(1);
    await first.delete(products).where(eq(products.id, product!.id));
    const countIn = async (db: Awaited<ReturnType<typeof open>>) =>
      (await db.select({ n: count() }).from(products).where(eq(products.id, product!.id)))[0]?.n;
    expect(await countIn(first)).toBe(0);
    expect(await countIn(await open(true))).toBe(1);
  });
});
