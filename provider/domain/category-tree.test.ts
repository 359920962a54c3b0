import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';
import { loadCategories } from './category-tree';

describe('the category tree kept in memory', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  it('is read once while no category changes, and shared read-only', async () => {
    const first = await loadCategories(provider.db);
    expect(first.length).toBeGreaterThan(5);
    expect(await loadCategories(provider.db)).toBe(first);
    expect(() => first.push(first[0]!)).toThrow(TypeError);
  });

  it('is read again after any write to categories, as another process would make it', async () => {
    const before = await loadCategories(provider.db);
    const [windows] = await provider.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'windows'));
    await provider.db.insert(categories).values({
      slug: 'tree-test',
      parentId: windows!.id,
      title: { ro: 'Test', en: 'Test' },
      position: 900,
    });
    const inserted = await loadCategories(provider.db);
    expect(inserted).not.toBe(before);
    expect(inserted.map((row) => row.slug)).toContain('tree-test');

    await provider.db
      .update(categories)
      .set({ title: { ro: 'Arbore', en: 'Tree' } })
      .where(eq(categories.slug, 'tree-test'));
    const listed = await (
      await provider.request('/categories/tree-test/', { locale: 'en' })
    ).json();
    expect(listed.title).toBe('Tree');

    await provider.db.delete(categories).where(eq(categories.slug, 'tree-test'));
    expect((await loadCategories(provider.db)).map((row) => row.slug)).not.toContain('tree-test');
    expect((await provider.request('/categories/tree-test/', { locale: 'en' })).status).toBe(404);
  });
});
