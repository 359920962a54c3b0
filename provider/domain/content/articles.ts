import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { articlesQuerySchema } from '../../../lib/api/schemas/pages';
import type { Locale } from '../../../lib/i18n/locales';
import type { Db } from '../../db/client';
import { pick } from '../../db/localized';
import { articles, articleTabs } from '../../db/schema';
import { offsetOf, paginated } from '../pagination';
import { articleMatches } from '../search';
import { articleView } from './views';

/** One page of articles, newest first, and the tabs. */
export async function articlesPage(
  db: Db,
  locale: Locale,
  query: z.output<typeof articlesQuerySchema>,
) {
  const filters: SQL[] = [];
  // Spec 3: tab 0 is the 'general' tab the storefront prepends, meaning every article.
  if (query.parent_category) filters.push(eq(articles.tabId, query.parent_category));
  if (query.search) filters.push(articleMatches(locale, query.search));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, total, tabs] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.$count(articles, where),
    db.select().from(articleTabs).orderBy(asc(articleTabs.position)),
  ]);
  return {
    ...paginated(
      rows.map((row) =>
        articleView(
          row,
          tabs.find((tab) => tab.id === row.tabId),
          locale,
        ),
      ),
      total,
      query,
    ),
    tabs: tabs.map((tab) => ({ id: tab.id, title: pick(tab.title, locale) })),
  };
}
