import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { worksQuerySchema } from '../../../lib/api/schemas/pages';
import type { Locale } from '../../../lib/i18n/locales';
import type { Db } from '../../db/client';
import { pick } from '../../db/localized';
import { works } from '../../db/schema';
import { loadCategories } from '../category-tree';
import { offsetOf, paginated } from '../pagination';
import { workView } from './views';

/** One page of works and the tabs of the top categories that have works. */
export async function worksContent(
  db: Db,
  locale: Locale,
  query: z.output<typeof worksQuerySchema>,
) {
  const where = query.category ? eq(works.categorySlug, query.category) : undefined;
  const [rows, total, categoryRows, used] = await Promise.all([
    db
      .select()
      .from(works)
      .where(where)
      .orderBy(asc(works.position), asc(works.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.$count(works, where),
    loadCategories(db),
    db.selectDistinct({ slug: works.categorySlug }).from(works),
  ]);
  const usedSlugs = new Set(used.map((row) => row.slug));
  return {
    ...paginated(
      rows.map((row) => workView(row, locale)),
      total,
      query,
    ),
    tabs: categoryRows
      .filter((row) => row.parentId === null && usedSlugs.has(row.slug))
      .map((row) => ({ id: row.id, slug: row.slug, title: pick(row.title, locale) })),
  };
}
