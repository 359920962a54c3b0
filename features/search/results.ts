import type { Api, SearchAnswer, SearchResult, SearchResultType } from '@/lib/api';
import { log } from '@/lib/log';
import { normalizeSearchText } from '@/lib/search/text';

export { SEARCH_MAX_LENGTH } from '@/lib/search/text';
export const SEARCH_TYPE_ORDER: SearchResultType[] = ['product', 'category', 'article', 'page'];

export interface SearchState {
  query: string;
  page: number;
  results: SearchResult[];
  pages: number;
  total: number;
}

const empty = (query: string, page: number): SearchState => ({
  query,
  page,
  results: [],
  pages: 0,
  total: 0,
});

const isAnswer = (data: unknown): data is SearchAnswer =>
  typeof data === 'object' &&
  data !== null &&
  !('error' in data) &&
  Array.isArray((data as SearchAnswer).results);

/**
 * Spec 4 'Search': an error answer (or one whose results are not a list) empties the results and
 * the pages; the failure is only logged. An empty query asks nothing.
 */
export async function runSearch(
  api: Pick<Api, 'search'>,
  rawQuery: string,
  page: number,
): Promise<SearchState> {
  const query = normalizeSearchText(rawQuery);
  if (!query) return empty('', 1);
  const result = await api.search.search(query, page);
  if (!result.ok) {
    log.warn(`search failed with ${result.status}`, result.error);
    return empty(query, page);
  }
  if (!isAnswer(result.data)) {
    log.warn('search answered without a result list');
    return empty(query, page);
  }
  return {
    query,
    page,
    results: result.data.results,
    pages: result.data.pages,
    total: result.data.total_count,
  };
}

/**
 * The last page when the asked one lies past the end of a search that did find something
 * (`?page=999`, issue 27), so the page says so instead of "nothing found"; null otherwise. The
 * provider answers such a page with no results but the query's total and page count (spec 7).
 */
export function lastPageWhenPastEnd(state: SearchState): number | null {
  return state.results.length === 0 && state.total > 0 ? Math.max(1, state.pages) : null;
}

/** Results grouped by type in a fixed order (products first); empty groups left out. */
export function groupResults(results: SearchResult[]) {
  return SEARCH_TYPE_ORDER.map((type) => ({
    type,
    items: results.filter((result) => result.type === type),
  })).filter((group) => group.items.length > 0);
}
