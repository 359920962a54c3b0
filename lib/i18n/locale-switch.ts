import type { Locale } from './locales';
import { getPathname, linkPath } from './navigation';
import { localizedSlugs, pageForSlug, slugFor } from './slugs';

/** Each info page's slug per language (spec 2: en the fallback), as GET /pages/info-page/detail/ gives them. */
export type InfoPageSlugs = readonly Partial<Record<string, string>>[];

/** Where a language's link leads: the page's path in that language, and the query the page carries. */
export interface SwitchTarget {
  path: string;
  /** Null when the link leads to another page (a parent, the home page), where the page's query means nothing. */
  query: string | null;
}

const home = (locale: Locale) => getPathname({ locale, href: '/' });

/** The internal segment of the query-keyed listings (lib/routing/query-segment, written by proxy.ts). */
const QUERY_MARKER = '~q';

/** Pages of one segment only (spec 2 'Static pages'), besides the home page. */
const SINGLE_PAGES = new Set([
  ...Object.keys(localizedSlugs),
  'blog',
  'calculators',
  'dealers',
  'search',
  'seo-preview',
  'reset-password',
]);

/** Pages with one dynamic segment, an id or slug that is the same in every language. */
const ENTITY_PAGES = new Set(['blog', 'contacts', 'product', 'promos', 'calculators']);

/** Route folders that are no first segment of a category: internal ones and the API's. */
const NOT_CATEGORIES = new Set([
  ...SINGLE_PAGES,
  ...ENTITY_PAGES,
  'info',
  'session',
  'staff',
  QUERY_MARKER,
]);

/**
 * The query a `~q` segment carries (base64url JSON of strings). Decoded the same way in the browser
 * and on the server, so the server's HTML and the hydrating client write the same link.
 */
function queryOfSegment(segment: string | undefined): string | null {
  if (segment === undefined || !/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))),
    );
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    if (entries.some(([, value]) => typeof value !== 'string')) return null;
    return new URLSearchParams(entries as [string, string][]).toString();
  } catch {
    return null;
  }
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** An info page's slug in the target language, as its hreflang names it (app/[locale]/info/[slug]). */
function infoSlug(slug: string, target: Locale, infoPages: InfoPageSlugs): string {
  const page = infoPages.find((slugs) => Object.values(slugs).includes(slug));
  return page?.[target] ?? page?.en ?? slug;
}

/** The target language's path (without its prefix) of the page these segments name, or null when they name none. */
function pagePath(
  segments: readonly string[],
  target: Locale,
  infoPages: InfoPageSlugs,
): string | null {
  const [first, ...rest] = segments;
  if (first === undefined) return '/';
  const page = pageForSlug(first);
  const head = encodeURIComponent(page ? slugFor(page, target) : first);
  const tail = rest.map(encodeURIComponent);
  if (rest.length === 0)
    return first === 'info' || first === 'session' || first === QUERY_MARKER ? null : `/${head}`;
  if (first === 'info')
    return rest.length === 1
      ? `/info/${encodeURIComponent(infoSlug(rest[0]!, target, infoPages))}`
      : null;
  if (ENTITY_PAGES.has(first) && rest.length === 1) return `/${head}/${tail[0]}`;
  if (first === 'calculators' && rest.length === 2) return `/${head}/${tail.join('/')}`;
  // Spec 2: any other two segments are a sub-category (`/{parent_category_slug}/{category_slug}`).
  if (!NOT_CATEGORIES.has(first) && rest.length === 1) return `/${head}/${tail[0]}`;
  return null;
}

/**
 * Spec 2 'Switching locale', from the route being rendered: the same page in the target language,
 * under its localized slug, its dynamic segment kept, an info page under that language's own slug;
 * a listing's page or tab (the `~q` segment proxy.ts writes) is carried as the query. Where the
 * path names no page, the nearest parent that does. `segments` are useSelectedLayoutSegments() of
 * the locale layout: the same in the server's render and in the hydrating browser, rewrites
 * included (a catch-all's value holds its slashes).
 */
export function switchTarget(
  segments: readonly string[],
  target: Locale,
  infoPages: InfoPageSlugs = [],
): SwitchTarget {
  let query = '';
  let route = segments;
  if (route[0] === QUERY_MARKER) {
    const carried = queryOfSegment(route[1]);
    if (carried === null) return { path: home(target), query: null };
    query = carried;
    route = route.slice(2);
  }
  const parts = route.flatMap((segment) => segment.split('/')).map(decoded);
  if (parts.some((part) => part === null || part === ''))
    return { path: home(target), query: null };
  for (let length = parts.length; length >= 0; length -= 1) {
    const path = pagePath((parts as string[]).slice(0, length), target, infoPages);
    if (path !== null)
      return { path: linkPath(target, path), query: length === parts.length ? query : null };
  }
  return { path: home(target), query: null };
}
