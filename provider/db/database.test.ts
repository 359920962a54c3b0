import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, infoPages, products } from './schema';
import { seed } from './seed';
import { createTestProvider, type TestProvider } from '../testing/harness';

describe(`database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  it('applies the migrations and seeds the catalog tree', async () => {
    const rows = await provider.db.select().from(categories);
    const slugs = rows.map((row) => row.slug);
    for (const slug of ['windows', 'doors', 'rolety', 'gates', 'stavny', 'accessories']) {
      expect(slugs).toContain(slug);
    }
    expect(provider.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('seeds idempotently: a second run stores no new rows', async () => {
    const before = await provider.db.select().from(categories);
    const pagesBefore = await provider.db.select().from(infoPages);
    await seed(provider.db);
    expect(await provider.db.select().from(categories)).toHaveLength(before.length);
    expect(await provider.db.select().from(infoPages)).toHaveLength(pagesBefore.length);
  });

  it("keeps a content row's updated_at (the sitemap's lastmod) through a re-seed and moves it on a change", async () => {
    const [product] = await provider.db.select().from(products).limit(1);
    const old = new Date('2026-01-01T00:00:00Z');
    await provider.db.update(products).set({ updatedAt: old }).where(eq(products.id, product!.id));
    await seed(provider.db);
    const reseeded = await provider.db.select().from(products).where(eq(products.id, product!.id));
    expect(reseeded[0]!.updatedAt.toISOString()).toBe(old.toISOString());
    await provider.db
      .update(products)
      .set({ price: product!.price + 1 })
      .where(eq(products.id, product!.id));
    const changed = await provider.db.select().from(products).where(eq(products.id, product!.id));
    expect(changed[0]!.updatedAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it('answers liveness and readiness', async () => {
    expect((await provider.request('/health')).status).toBe(200);
    const ready = await provider.request('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});
