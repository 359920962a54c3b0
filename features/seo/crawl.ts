import pLimit from 'p-limit';
import { pathOf } from './checks';

/**
 * The whole-site crawl of the SEO report (issue 42): from the sitemap's URLs it follows each page's
 * links within the shop, as a search engine finds pages, so that pages missing from the sitemap,
 * links to redirects and soft 404s show. Bounded: at most `maxPages` pages, `concurrency` at once,
 * one host (links elsewhere are never followed).
 */

/** Pages a report crawls at most: the sitemap (about 600 URLs) and what its pages link to. */
export const CRAWL_MAX_PAGES = 1_500;
/** Page numbers past the last probed at most, one per paginated listing. */
export const CRAWL_MAX_PROBES = 40;
/** A page number no listing of the shop reaches: the probe for a soft 404 past the last page. */
export const PAST_THE_LAST_PAGE = 9_999;

/** What the crawl needs of a loaded page: where it ended and what it links to. */
export interface CrawledPage {
  path: string;
  finalPath: string | null;
  /** Internal links (paths with their query), each once. */
  links?: readonly string[];
}

export interface CrawlResult<T extends CrawledPage> {
  /** Every loaded page by the path asked, in the order found (the seeds first). */
  pages: Map<string, T>;
  /** True when `maxPages` stopped the crawl with links left to follow. */
  truncated: boolean;
}

/**
 * Loads the seeds and every page they lead to, breadth first within the bound. A redirect's target
 * is followed as a link of its own, so it has its own row.
 */
export async function crawl<T extends CrawledPage>(options: {
  seeds: readonly string[];
  load: (path: string) => Promise<T>;
  maxPages?: number;
  concurrency: number;
  /** Each loaded page, with the count of pages found so far (loaded or waiting). */
  onPage?: (page: T, found: number) => void;
}): Promise<CrawlResult<T>> {
  const maxPages = options.maxPages ?? CRAWL_MAX_PAGES;
  const limit = pLimit(options.concurrency);
  const seen = new Set<string>();
  const pages = new Map<string, T>();
  let truncated = false;
  const visit = async (path: string): Promise<void> => {
    if (seen.has(path)) return;
    if (seen.size >= maxPages) {
      truncated = true;
      return;
    }
    seen.add(path);
    const page = await limit(() => options.load(path));
    pages.set(path, page);
    options.onPage?.(page, seen.size);
    const next = [...(page.finalPath && page.finalPath !== path ? [page.finalPath] : [])];
    await Promise.all([...next, ...(page.links ?? [])].map(visit));
  };
  await Promise.all(options.seeds.map(visit));
  // Insertion order is completion order; the report lists the seeds first, then the rest as found.
  const ordered = new Map<string, T>();
  for (const path of [...options.seeds, ...seen]) {
    const page = pages.get(path);
    if (page && !ordered.has(path)) ordered.set(path, page);
  }
  return { pages: ordered, truncated };
}

/**
 * For each paginated listing the crawl found (a link with `page=`), the same listing at a page
 * number past its last, keyed by the listing's path: a shop answering it 200 has a soft 404.
 */
export function pastTheLastProbes(paths: Iterable<string>): Map<string, string> {
  const probes = new Map<string, string>();
  for (const path of paths) {
    const url = new URL(path, 'http://shop.invalid');
    if (!url.searchParams.has('page') || probes.size >= CRAWL_MAX_PROBES) continue;
    url.searchParams.set('page', String(PAST_THE_LAST_PAGE));
    const listing = new URL(url);
    listing.searchParams.delete('page');
    const key = `${listing.pathname}${listing.search}`;
    if (!probes.has(key)) probes.set(key, `${url.pathname}${url.search}`);
  }
  return probes;
}

/** A path of this shop no page has: what the shop answers to it is its not-found page. */
export const notFoundProbePath = () => `/seo-report-missing-${Date.now().toString(36)}`;

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** Files and machinery a crawler of pages leaves alone. */
const NOT_A_PAGE =
  /^\/(_next|backend|api)\/|\.(png|jpe?g|gif|webp|avif|svg|ico|pdf|xml|txt|css|js)$/i;

/**
 * The page's `<a href>` links to this shop, as paths with their query (no fragment), each once:
 * relative links, and absolute ones to one of `shopOrigins`. Other hosts and schemes are left out.
 */
export function pageLinks(
  html: string,
  pagePath: string,
  shopOrigins: readonly string[],
): string[] {
  const base = new URL(pagePath, shopOrigins[0] ?? 'http://shop.invalid');
  const origins = new Set(shopOrigins.map((origin) => new URL(origin).origin));
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const href = decodeEntities(match[2] ?? match[3] ?? '').trim();
    if (!href || href.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (!/^https?:$/.test(url.protocol) || !origins.has(url.origin)) continue;
    if (NOT_A_PAGE.test(url.pathname)) continue;
    links.add(pathOf(url.href));
  }
  return [...links];
}

/** The texts of the page's h1 headings, without markup. */
export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) =>
    decodeEntities(match[1]!.replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The words of the page's main content (`<main>`, else the body), without the shared header and footer. */
export function mainWords(html: string): string[] {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? html;
  const text = decodeEntities(
    main
      .replace(/<(script|style|template|svg|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  );
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Words per shingle, and the size of a page's sketch (its smallest shingle hashes). */
const SHINGLE_WORDS = 5;
export const SKETCH_SIZE = 128;

/** FNV-1a, 32 bits: a stable hash of a shingle, the same in the server and the browser. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/**
 * A bottom-k sketch of the text's word shingles: the `SKETCH_SIZE` smallest hashes, sorted. Two
 * sketches estimate the Jaccard similarity of the whole shingle sets (exactly, for short texts),
 * and a page sends 128 numbers instead of its text.
 */
export function shingleSketch(words: readonly string[]): number[] {
  const hashes = new Set<number>();
  for (let start = 0; start + SHINGLE_WORDS <= words.length; start += 1)
    hashes.add(hash(words.slice(start, start + SHINGLE_WORDS).join(' ')));
  return [...hashes].sort((a, b) => a - b).slice(0, SKETCH_SIZE);
}

/**
 * The Jaccard similarity two sketches estimate (bottom-k): of the union's `SKETCH_SIZE` smallest
 * hashes, the share found in both. Exact when both texts have fewer shingles than that.
 */
export function sketchSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  // Both are sorted: one merge walks the union's smallest hashes without allocating (the report
  // compares every pair of pages of a language).
  let i = 0;
  let j = 0;
  let union = 0;
  let both = 0;
  while (union < SKETCH_SIZE && (i < a.length || j < b.length)) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    if (x === y) {
      both += 1;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
    union += 1;
  }
  return both / union;
}
