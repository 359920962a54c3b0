/**
 * Listings whose state lives in the query string (`?page=2`, `?tab=`, `?category=`) are
 * served from the full-route cache, which keys on the path only. proxy.ts therefore rewrites such a
 * request to an internal path with the normalized query as one extra segment
 * (`/ro/~q/<segment>/ferestre`), and the page reads it back from its params. The public URLs stay as
 * the spec gives them.
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

/**
 * The longest segment written. The route cache names a folder after it on disk, where a name has at
 * most 255 bytes; a longer query (a works category of many non-Latin words) is left to the plain page.
 */
export const MAX_SEGMENT_LENGTH = 240;

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

// Web APIs rather than Node's Buffer: a browser bundle that reaches this module (the route kinds
// import its marker) would otherwise carry Buffer's polyfill, 7 kB gzip.
function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws on a string that is not base64 (atob's rule); callers treat that as a foreign segment. */
function fromBase64Url(segment: string): string {
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The segment for a listing's query, or null when the query changes nothing (the plain path serves
 * it) or is too long to name a cache entry.
 */
export function encodeQuerySegment(listing: Listing, search: URLSearchParams): string | null {
  const kept: Record<string, string> = {};
  for (const key of LISTING_KEYS[listing]) {
    const raw = search.get(key);
    const value = raw === null ? null : normalize(key, raw);
    if (value !== null) kept[key] = value;
  }
  if (Object.keys(kept).length === 0) return null;
  // JSON keeps a Cyrillic query at two bytes a letter (percent-encoding would take six); base64url
  // keeps the segment free of characters a path would have to escape.
  const segment = toBase64Url(JSON.stringify(kept));
  return segment.length <= MAX_SEGMENT_LENGTH ? segment : null;
}

/** The query a segment carries, or null when it was not written by encodeQuerySegment. */
export function decodeQuerySegment(
  listing: Listing,
  segment: string,
): Record<string, string> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment) || segment.length > MAX_SEGMENT_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(segment));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed);
  if (entries.some(([, value]) => typeof value !== 'string')) return null;
  // Only the exact segment encodeQuerySegment writes for these values: known keys in their order,
  // normalized values, nothing else. Every distinct page then has exactly one cache entry.
  if (encodeQuerySegment(listing, new URLSearchParams(entries as [string, string][])) !== segment)
    return null;
  return Object.fromEntries(entries) as Record<string, string>;
}
