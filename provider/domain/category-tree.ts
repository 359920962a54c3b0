import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, categoryGeneration } from '../db/schema';

type CategoryRow = typeof categories.$inferSelect;

const treeByDb = new WeakMap<Db, { generation: number; rows: CategoryRow[] }>();

/**
 * Every category in menu order. The tree is read once and kept while `category_generation` (bumped
 * by a trigger on every write to categories, from any process) stands: each catalog request then
 * reads one number instead of the whole tree, which on PGlite was most of a listing's time. The
 * array is frozen because requests share it.
 */
export async function loadCategories(db: Db): Promise<CategoryRow[]> {
  // Read before the tree: a write in between leaves the copy stale by one generation, and the next call reloads it.
  const [current] = await db.select({ value: categoryGeneration.value }).from(categoryGeneration);
  const generation = current?.value ?? -1;
  const cached = treeByDb.get(db);
  if (cached && cached.generation === generation) return cached.rows;
  const rows = Object.freeze(
    await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
  ) as CategoryRow[];
  treeByDb.set(db, { generation, rows });
  return rows;
}
