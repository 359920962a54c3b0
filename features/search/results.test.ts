import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi, type SearchResult } from '@/lib/api';
import { groupResults, runSearch } from './results';

const BASE = 'http://api.test/backend';
const server = setupServer();
const api = createApi({
  transport: (request) => fetch(request),
  contentBaseUrl: BASE,
  calculatorBaseUrl: `${BASE}/api`,
  locale: 'ro',
  timeoutMs: 2000,
});

const result = (type: SearchResult['type'], id: number): SearchResult => ({
  type,
  id,
  slug: `item-${id}`,
  title: `Ușă ${id}`,
  description: '',
  image: null,
  link: `/product/item-${id}`,
  price: type === 'product' ? 39900 : null,
  currency: type === 'product' ? 'EUR' : null,
  per_metre: false,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('runSearch (spec 4)', () => {
  it('answers the results, pages and total of the provider, sending the page and the locale', async () => {
    let seen: URL | null = null;
    let language: string | null = null;
    server.use(
      http.get(`${BASE}/search/`, ({ request }) => {
        seen = new URL(request.url);
        language = request.headers.get('accept-language');
        return HttpResponse.json({
          search: 'usa',
          total_count: 14,
          pages: 2,
          page: 2,
          results: [result('product', 1)],
        });
      }),
    );
    const state = await runSearch(api, '  usa ', 2);
    expect(seen!.searchParams.get('search')).toBe('usa');
    expect(seen!.searchParams.get('page')).toBe('2');
    expect(language).toBe('ro');
    expect(state).toMatchObject({ query: 'usa', page: 2, pages: 2, total: 14 });
    expect(state.results).toHaveLength(1);
  });

  it('empties results and pages on an error answer, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(`${BASE}/search/`, () => HttpResponse.json({ detail: 'Eroare' }, { status: 500 })),
    );
    const state = await runSearch(api, 'ferestre', 3);
    expect(state).toEqual({ query: 'ferestre', page: 3, results: [], pages: 0, total: 0 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('empties results when the answer carries an error field or no result list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(`${BASE}/search/`, () =>
        HttpResponse.json({ error: 'index rebuilding', results: [result('product', 1)], pages: 4 }),
      ),
    );
    expect((await runSearch(api, 'ferestre', 1)).results).toEqual([]);
    server.use(http.get(`${BASE}/search/`, () => HttpResponse.json({ results: 'nope', pages: 4 })));
    const state = await runSearch(api, 'ferestre', 1);
    expect(state.results).toEqual([]);
    expect(state.pages).toBe(0);
    warn.mockRestore();
  });

  it('does not call the provider for an empty query', async () => {
    const state = await runSearch(api, '   ', 4);
    expect(state).toEqual({ query: '', page: 1, results: [], pages: 0, total: 0 });
  });

  it('groups results by type, products first', () => {
    const groups = groupResults([
      result('article', 3),
      result('product', 1),
      result('page', 4),
      result('product', 2),
    ]);
    expect(groups.map((group) => [group.type, group.items.map((item) => item.id)])).toEqual([
      ['product', [1, 2]],
      ['article', [3]],
      ['page', [4]],
    ]);
  });
});
