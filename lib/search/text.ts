/** The longest query the provider accepts (searchTextSchema); longer text is cut rather than refused. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The query a visitor's text stands for: trimmed, cut to SEARCH_MAX_LENGTH, never ending in half of a
 * surrogate pair (an emoji cut in two). Applying it twice changes nothing, so the search page's cache
 * key (lib/routing/query-segment.ts) and the query it runs are the same text.
 */
export function normalizeSearchText(raw: string): string {
  let text = raw.trim().slice(0, SEARCH_MAX_LENGTH);
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  return text.trim();
}
