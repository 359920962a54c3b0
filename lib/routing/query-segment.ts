/**
 * Listings whose state lives in the query string (`?page=2`, `?tab=`, `?category=`) are served from
 * the full-route cache, which keys on the path only. proxy.ts therefore rewrites such a request to an
 * internal path with the normalized query as one extra segment (`/ro/~q/<segment>/ferestre`), and the
 * page reads it back from its params. The public URLs stay as the spec gives them.
 */

/** The internal marker segment; a request naming it from outside is answered with 404. */
export const QUERY_MARKER = '~q';

export type Listing = 'category' | 'blog' | 'works';

/** The query keys each listing reads, in the order they are written into the segment. */
const LISTING_KEYS: Record<Listing, readonly string[]> = {
  category: ['page'],
  blog: ['page', 'tab'],
  works: ['category', 'page'],
};

const MAX_PAGE = 100_000;
const MAX_TAB = 2_147_483_647;
const MAX_TEXT = 200;

function integerIn(text: string, min: number, max: number): string | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? String(value) : null;
}

/**
 * A value the page would treat as its default (page 1, the general tab, no category) or as garbage
 * (which the page also reads as its default) is dropped, so that every distinct page has exactly one
 * cache entry and junk queries share the default page's entry.
 */
function normalize(key: string, raw: string): string | null {
  const text = raw.trim();
  if (key === 'page') return integerIn(text, 2, MAX_PAGE);
  if (key === 'tab') return integerIn(text, 1, MAX_TAB);
  return text.length > 0 && text.length <= MAX_TEXT ? text : null;
}

/** The segment for a listing's query, or null when the query changes nothing (the plain path serves it). */
export function encodeQuerySegment(listing: Listing, search: URLSearchParams): string | null {
  const kept = new URLSearchParams();
  for (const key of LISTING_KEYS[listing]) {
    const raw = search.get(key);
    const value = raw === null ? null : normalize(key, raw);
    if (value !== null) kept.set(key, value);
  }
  if (kept.size === 0) return null;
  // base64url keeps the segment free of characters a path would have to escape.
  return Buffer.from(kept.toString(), 'utf8').toString('base64url');
}

/** The query a segment carries, or null when it was not written by encodeQuerySegment. */
export function decodeQuerySegment(listing: Listing, segment: string): Record<string, string> | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(segment)) return null;
  const search = new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8'));
  const result: Record<string, string> = {};
  for (const [key, raw] of search) {
    if (!LISTING_KEYS[listing].includes(key) || key in result) return null;
    const value = normalize(key, raw);
    if (value === null || value !== raw) return null;
    result[key] = value;
  }
  return Object.keys(result).length > 0 ? result : null;
}
