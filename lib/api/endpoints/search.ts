import type { Http } from '../http';
import { searchAnswerSchema } from '../schemas/search';

/** Spec 7 GET /search/?search={text}&page={n}. */
export const searchApi = (http: Http) => ({
  search: (search: string, page = 1) =>
    http(searchAnswerSchema, { path: '/search/', query: { search, page } }),
});
