import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, infoPages } from './schema';
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

  it('answers liveness and readiness', async () => {
    expect((await provider.request('/health')).status).toBe(200);
    const ready = await provider.request('/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});
