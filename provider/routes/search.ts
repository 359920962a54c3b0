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

/** `col->>locale`, falling back to ro (spec 9); `locale` is one of four fixed codes. */
const text = (column: string, locale: Locale) => `coalesce(nullif(${column}->>'${locale}', ''), ${column}->>'ro', '')`;

/**
 * One ranked query over products (with their category names), categories, articles and pages,
 * in the request's language. Titles weigh most (A), category names next (B), bodies least (C).
 */
async function search(db: Db, locale: Locale, query: string, limit: number, offset: number) {
  const config = searchConfig(locale);
  const l = (column: string) => sql.raw(text(column, locale));
  const statement = sql`
    with q as (select to_tsquery(${config}, ${query}) as query),
    documents as (
      select 'product' as kind, p.id, p.slug, ${l('p.title')} as title, ${l('p.description')} as description, p.image,
             '/product/' || p.slug as link, p.price, p.unit, 0 as kind_order,
             setweight(to_tsvector(${config}, ${l('p.title')}), 'A') ||
             setweight(to_tsvector(${config}, ${l('c.title')} || ' ' || coalesce(${l('pc.title')}, '')), 'B') ||
             setweight(to_tsvector(${config}, ${l('p.description')}), 'C') as document
        from products p
        join categories c on c.id = p.category_id
        left join categories pc on pc.id = c.parent_id
      union all
      select 'category', c.id, c.slug, ${l('c.title')}, ${l('c.description')}, c.image,
             case when pc.slug is null then '/' || c.slug else '/' || pc.slug || '/' || c.slug end, null, null, 1,
             setweight(to_tsvector(${config}, ${l('c.title')}), 'A') || setweight(to_tsvector(${config}, ${l('c.description')}), 'C')
        from categories c
        left join categories pc on pc.id = c.parent_id
      union all
      select 'article', a.id, a.slug, ${l('a.title')}, ${l('a.excerpt')}, a.image, '/blog/' || a.id, null, null, 2,
             setweight(to_tsvector(${config}, ${l('a.title')}), 'A') || setweight(to_tsvector(${config}, ${l('a.excerpt')}), 'B') ||
             setweight(to_tsvector(${config}, ${l('a.body')}), 'C')
        from articles a
      union all
      select 'page', i.id, coalesce(i.slug->>${locale}, i.slug->>'en', i.key), ${l('i.title')}, '', null,
             '/' || coalesce(i.slug->>${locale}, i.slug->>'en', i.key), null, null, 3,
             setweight(to_tsvector(${config}, ${l('i.title')}), 'A') || setweight(to_tsvector(${config}, ${l('i.body')}), 'C')
        from info_pages i
      union all
      select 'page', d.id, d.slug, ${l('d.title')}, ${l('d.description')}, d.image, '/' || d.slug, null, null, 3,
             setweight(to_tsvector(${config}, ${l('d.title')}), 'A') || setweight(to_tsvector(${config}, ${l('d.description')} || ' ' || ${l('d.body')}), 'C')
        from dynamic_pages d
    )
    select kind, id, slug, title, description, image, link, price, unit,
           ts_rank(document, q.query) as rank, count(*) over () as total
      from documents, q
     where document @@ q.query
     order by rank desc, kind_order, id
     limit ${limit} offset ${offset}`;
  return rowsOf<SearchRow>(await db.execute(statement));
}

/** Spec 7 GET /search/?search={text}&page={n}: `results`, `pages`, `total_count`. */
export const searchRoutes = new Hono<AppEnv>().get('/search/', async (c) => {
  const params = parseQuery(c, searchQuery);
  const query = prefixQuery(params.search);
  const rows = query ? await search(c.get('db'), c.get('locale'), query, params.page_size, offsetOf(params)) : [];
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
  return c.json({ search: params.search, total_count: total, pages: page.pages, page: page.page, results });
});
