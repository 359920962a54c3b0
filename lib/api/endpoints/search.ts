import type { Http } from '../http';
import type { SearchQuery } from '../types/search';

/** Spec 7 GET /search/?search={text}&page={n}. */
export const searchApi = (http: Http) => ({
  search: (search: string, page = 1) =>
    http('searchAnswer', { path: '/search/', query: { search, page } satisfies SearchQuery }),
});
