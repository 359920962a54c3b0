import { sql } from 'drizzle-orm';
import { createRoute } from '@hono/zod-openapi';
import { searchAnswerSchema, searchQuerySchema } from '../../lib/api/schemas/search';
import type { Locale } from '../../lib/i18n/locales';
import { rows, type Db } from '../db/client';
import { offsetOf, paginated } from '../domain/pagination';
import { expandedQuery, searchConfig } from '../domain/search';
import { answer, createRouter, errorAnswers, reply } from '../http/openapi';

type SearchKind = 'product' | 'category' | 'article' | 'page';

interface SearchRow {
  source: string;
  kind: SearchKind;
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  link: string;
  price: number | null;
  unit: string | null;
}

const sources = ['product', 'category', 'article', 'info_page', 'dynamic_page'] as const;
type Source = (typeof sources)[number];

/** The ranked matches of one query in one language, compactly: source codes and record ids. */
interface RankedMatches {
  generation: string;
  sources: Uint8Array;
  ids: Int32Array;
}

/**
 * Ranked match lists per database, keyed by language and query, valid while the index's generation
 * (migration search_generation) stays the same. Ranking is the cost of a broad query (every match
 * is ranked to find the first page), so a query is ranked once until the index changes.
 */
const MAX_CACHED_QUERIES = 200;
const cacheByDb = new WeakMap<Db, Map<string, RankedMatches>>();

function cacheOf(db: Db) {
  let cache = cacheByDb.get(db);
  if (!cache) {
    cache = new Map();
    cacheByDb.set(db, cache);
  }
  return cache;
}

async function indexGeneration(db: Db) {
  const [row] = rows<{ value: string | number }>(
    await db.execute(sql`select value from search_generation`),
  );
  return String(row?.value ?? '');
}

/** The query with every term restricted to lexemes of the given weights (`term:*AB`). */
const withWeights = (query: string, weights: string) => query.replaceAll(':*', `:*${weights}`);

/**
 * Every match of the query in the language, best first (issue 27: "двери" listed door handles
 * before doors). Tiers first: a category or product whose names match (its title, and for a
 * product its categories' titles: weights A and B of the search_triggers migration), then an
 * accessory whose names match, then an article or page whose title matches, then a match in a
 * body only. Within a tier by rank, ties by kind and id. The locale is inlined, not bound, so the
 * planner picks that language's partial GIN index.
 */
async function rankedMatches(db: Db, locale: Locale, query: string): Promise<RankedMatches> {
  const cache = cacheOf(db);
  const key = `${locale} ${query}`;
  // Read before ranking: a write in between leaves this entry stale and the next request re-ranks.
  const generation = await indexGeneration(db);
  const cached = cache.get(key);
  cache.delete(key);
  if (cached && cached.generation === generation) {
    cache.set(key, cached);
    return cached;
  }
  // One row of two arrays: thousands of matches cross the driver far faster than thousands of rows.
  // `term:*AB` matches a term only where it weighs A or B: the names. The few accessories' ids are
  // read once rather than joining every match to its product, which cost more than the tiers.
  const config = searchConfig(locale);
  const [ranked] = rows<{ sources: Source[] | null; ids: number[] | null }>(
    await db.execute(sql`
      select array_agg(m.source order by m.tier, m.rank desc, m.kind_order, m.ref_id, m.source) as sources,
             array_agg(m.ref_id order by m.tier, m.rank desc, m.kind_order, m.ref_id, m.source) as ids
        from (select d.source, d.ref_id, d.kind_order, ts_rank(d.document, q.query) as rank,
                     case
                       when d.source in ('product', 'category') and d.document @@ q.names
                         then case when d.source = 'product' and d.ref_id = any (q.accessories) then 1 else 0 end
                       when d.document @@ q.titles then 2
                       else 3
                     end as tier
                from search_documents d,
                     (select to_tsquery(${config}, ${query}) as query,
                             to_tsquery(${config}, ${withWeights(query, 'AB')}) as names,
                             to_tsquery(${config}, ${withWeights(query, 'A')}) as titles,
                             array(select id from products where delivery_class = 'accessory') as accessories) q
               where d.locale = ${sql.raw(`'${locale}'`)} and d.document @@ q.query) m`),
  );
  const matches: RankedMatches = {
    generation,
    sources: Uint8Array.from(ranked?.sources ?? [], (source) => sources.indexOf(source)),
    ids: Int32Array.from(ranked?.ids ?? [], Number),
  };
  cache.set(key, matches);
  if (cache.size > MAX_CACHED_QUERIES) cache.delete(cache.keys().next().value!);
  return matches;
}

/** One page of results in rank order with what each result shows, and the number of matches. */
async function search(db: Db, locale: Locale, query: string, limit: number, offset: number) {
  const matches = await rankedMatches(db, locale, query);
  const total = matches.ids.length;
  const wanted = Array.from(matches.ids.subarray(offset, offset + limit), (id, i) => ({
    source: sources[matches.sources[offset + i]!]!,
    id,
  }));
  if (!wanted.length) return { total, rows: [] };
  const keys = sql.join(
    wanted.map(({ source, id }) => sql`(${source}, ${id}::integer)`),
    sql`, `,
  );
  const found = rows<SearchRow>(
    await db.execute(sql`
      select d.source, d.kind, d.ref_id as id, d.slug, d.title, d.description, d.image, d.link, d.price, d.unit
        from search_documents d
       where d.locale = ${sql.raw(`'${locale}'`)} and (d.source, d.ref_id) in (${keys})`),
  );
  const byKey = new Map(found.map((row) => [`${row.source} ${Number(row.id)}`, row]));
  const inOrder = wanted
    .map(({ source, id }) => byKey.get(`${source} ${id}`))
    .filter((row): row is SearchRow => row !== undefined);
  return { total, rows: inOrder };
}

/** Spec 7 GET /search/?search={text}&page={n}: `results`, `pages`, `total_count`. */
const searchRoute = createRoute({
  method: 'get',
  path: '/search/',
  request: { query: searchQuerySchema },
  responses: {
    200: answer(searchAnswerSchema, 'One page of results, best first'),
    ...errorAnswers,
  },
});

export const searchRoutes = createRouter().openapi(searchRoute, async (c) => {
  const params = c.req.valid('query');
  const query = expandedQuery(c.get('locale'), params.search);
  const { total, rows } = query
    ? await search(c.get('db'), c.get('locale'), query, params.page_size, offsetOf(params))
    : { total: 0, rows: [] };
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
  return reply(
    c,
    searchAnswerSchema,
    {
      search: params.search,
      total_count: total,
      pages: page.pages,
      page: page.page,
      results,
    },
    200,
  );
});
