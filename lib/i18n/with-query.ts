/**
 * A link that keeps the page's query string (issue 27 'Changing language drops state': the
 * configuration and the search survive a language switch). `path` is whatever the switch computed,
 * with or without its own query or fragment; the page's parameters come after its own.
 */
export function withQuery(path: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return path;
  const hashAt = path.indexOf('#');
  const base = hashAt < 0 ? path : path.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${query}${hash}`;
}
