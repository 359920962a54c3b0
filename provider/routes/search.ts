import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Locale } from '../../lib/i18n/locales';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { offsetOf, paginated, paginationQuery } from '../domain/pagination';
import { prefixQuery, searchConfig, searchTextSchema } from '../domain/search';
import { parseQuery } from '../http/validate';

const searchQuery = paginationQuery.extend({ search: searchTextSchema });

type SearchKind = 'product' | 'category' | 'article' | 'page';

interface SearchRow {
  kind: SearchKind;
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  link: string;
  price: number | null;
  unit: string | null;
  rank: number;
  total: number;
}

/** The drivers answer `db.execute` differently: postgres-js an array, PGlite `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * One ranked query over the search index (`search_documents`, kept current by the triggers of the
 * search_triggers migration): products, categories, articles and pages in the request's language.
 * The locale is inlined, not bound, so the planner picks that language's partial GIN index.
 */
async function search(db: Db, locale: Locale, query: string, limit: number, offset: number) {
  const statement = sql`
    select d.kind, d.ref_id as id, d.slug, d.title, d.description, d.image, d.link, d.price, d.unit,
           ts_rank(d.document, q.query) as rank, count(*) over () as total
      from search_documents d, (select to_tsquery(${searchConfig(locale)}, ${query}) as query) q
     where d.locale = ${sql.raw(`'${locale}'`)} and d.document @@ q.query
     order by rank desc, d.kind_order, d.ref_id, d.source
     limit ${limit} offset ${offset}`;
  return rowsOf<SearchRow>(await db.execute(statement));
}

/** Spec 7 GET /search/?search={text}&page={n}: `results`, `pages`, `total_count`. */
export const searchRoutes = new Hono<AppEnv>().get('/search/', async (c) => {
  const params = parseQuery(c, searchQuery);
  const query = prefixQuery(params.search);
  const rows = query
    ? await search(c.get('db'), c.get('locale'), query, params.page_size, offsetOf(params))
    : [];
  // A page past the end has no row to carry the total; that page is simply empty.
  const total = rows.length ? Number(rows[0]!.total) : 0;
  const results = rows.map((row) => ({
    type: row.kind,
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    link: row.link,
    price: row.price === null ? null : Number(row.price),
    currency: row.price === null ? null : ('EUR' as const),
    per_metre: row.unit === 'metre',
  }));
  const page = paginated(results, total, params);
  return c.json({
    search: params.search,
    total_count: total,
    pages: page.pages,
    page: page.page,
    results,
  });
});
