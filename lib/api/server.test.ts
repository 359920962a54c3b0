// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

const handleProviderRequest = vi.fn(async (request: Request, bindings?: unknown) => {
  void request;
  void bindings;
  return Response.json({ access: 'a', refresh: 'r' });
});
vi.mock('../../provider', () => ({ handleProviderRequest }));

/** Next's data cache as a map: an entry per key, nothing kept when the read throws. */
const dataCache = vi.hoisted(() => ({
  entries: new Map<string, unknown>(),
  declared: [] as { url: string; tags: string[]; revalidate: number | false | undefined }[],
}));
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(
      read: () => Promise<T>,
      keyParts: string[],
      options: { tags: string[]; revalidate?: number | false },
    ) =>
    async () => {
      dataCache.declared.push({
        url: keyParts[1]!,
        tags: options.tags,
        revalidate: options.revalidate,
      });
      const key = JSON.stringify(keyParts);
      if (dataCache.entries.has(key)) return dataCache.entries.get(key) as T;
      const value = await read();
      dataCache.entries.set(key, value);
      return value;
    },
}));

async function freshServerApi() {
  vi.resetModules();
  return (await import('./server')).serverApi;
}

async function freshCachedApi() {
  vi.resetModules();
  return (await import('./server')).cachedApi;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  handleProviderRequest.mockClear();
  dataCache.entries.clear();
  dataCache.declared.length = 0;
});

// Issue 26: logins through the storefront reached the provider without the shopper's address, so
// every shopper shared one per-client rate-limit bucket.
describe('serverApi passes the shopper’s address to the provider', () => {
  it('in process, as a binding no client can set (never as a header)', async () => {
    vi.stubEnv('PROVIDER_API_URL', '');
    const serverApi = await freshServerApi();
    await serverApi('ro', null, { clientAddress: '203.0.113.9' }).auth.login({
      email: 'ion@example.md',
      password: 'fereastra-2024',
    });
    const [request, bindings] = handleProviderRequest.mock.calls[0]!;
    expect(bindings).toEqual({ clientAddress: '203.0.113.9' });
    expect(request.headers.has('x-forwarded-for')).toBe(false);

    await serverApi('ro').auth.login({ email: 'ion@example.md', password: 'fereastra-2024' });
    expect(handleProviderRequest.mock.calls[1]![1]).toEqual({});
  });

  it('to an external provider, as X-Forwarded-For (the storefront is one trusted hop there)', async () => {
    vi.stubEnv('PROVIDER_API_URL', 'https://api.example.md');
    const fetchSpy = vi.fn(async (request: Request) => {
      void request;
      return Response.json({ access: 'a', refresh: 'r' });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const serverApi = await freshServerApi();
    await serverApi('ro', null, { clientAddress: '2001:db8::7' }).auth.refresh('token');
    expect(fetchSpy.mock.calls[0]![0].headers.get('x-forwarded-for')).toBe('2001:db8::7');
    await serverApi('ro').auth.refresh('token');
    expect(fetchSpy.mock.calls[1]![0].headers.has('x-forwarded-for')).toBe(false);
    expect(handleProviderRequest).not.toHaveBeenCalled();
  });
});

/** Not a whole product: the answer's parse (logged, silenced here) is not what these tests read. */
const productAnswer = { id: 1, slug: 'usa-1' };

// ADR 53: a loader declares the profile of its reads (cachedApi); the URL decides nothing.
describe('cachedApi keeps a loader’s public reads under the tags it declared', () => {
  it('in process: one provider call per URL and language, tagged as declared', async () => {
    vi.stubEnv('PROVIDER_API_URL', '');
    const { CACHE_PROFILES } = await import('../cache/manifest');
    const cachedApi = await freshCachedApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    handleProviderRequest.mockImplementation(async () => Response.json(productAnswer));
    const product = () => cachedApi('ro', CACHE_PROFILES.product, 'usa-1').catalog.product('usa-1');
    await product();
    await product();
    expect(handleProviderRequest).toHaveBeenCalledTimes(1);
    expect(handleProviderRequest.mock.calls[0]![1]).toEqual({});
    expect(dataCache.declared[0]).toEqual({
      url: 'http://provider.internal/backend/products/usa-1/',
      tags: ['catalog', 'product:usa-1'],
      revalidate: 300,
    });
    await cachedApi('en', CACHE_PROFILES.product, 'usa-1').catalog.product('usa-1');
    expect(handleProviderRequest).toHaveBeenCalledTimes(2);
    // The same URL read under another declaration is an entry of its own, with its own tags.
    await cachedApi('ro', CACHE_PROFILES.catalog).catalog.product('usa-1');
    expect(handleProviderRequest).toHaveBeenCalledTimes(3);
    expect(dataCache.declared.at(-1)!.tags).toEqual(['catalog']);
  });

  it('keeps no failure, and sends writes past the cache', async () => {
    vi.stubEnv('PROVIDER_API_URL', '');
    const { CACHE_PROFILES } = await import('../cache/manifest');
    const cachedApi = await freshCachedApi();
    handleProviderRequest.mockImplementation(async () =>
      Response.json({ detail: 'not found' }, { status: 404 }),
    );
    const api = cachedApi('ro', CACHE_PROFILES.content);
    expect((await api.pages.article(7)).status).toBe(404);
    expect((await api.pages.article(7)).status).toBe(404);
    expect(handleProviderRequest).toHaveBeenCalledTimes(2);
    expect(dataCache.entries.size).toBe(0);

    handleProviderRequest.mockClear();
    dataCache.declared.length = 0;
    await api.calculator.quote({} as never);
    expect(handleProviderRequest).toHaveBeenCalledTimes(1);
    expect(dataCache.declared).toEqual([]);
  });

  it('an external provider’s reads alike, without a shopper’s address', async () => {
    vi.stubEnv('PROVIDER_API_URL', 'https://api.example.md');
    const { CACHE_PROFILES } = await import('../cache/manifest');
    const fetchSpy = vi.fn(async (request: Request) => {
      void request;
      return Response.json([]);
    });
    vi.stubGlobal('fetch', fetchSpy);
    const cachedApi = await freshCachedApi();
    await cachedApi('ro', CACHE_PROFILES.catalog).calculator.calculatorTypes();
    await cachedApi('ro', CACHE_PROFILES.catalog).calculator.calculatorTypes();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]![0].headers.has('x-forwarded-for')).toBe(false);
    expect(dataCache.declared[0]).toMatchObject({
      url: 'https://api.example.md/api/calculator/calculator-types',
      tags: ['catalog'],
    });
    expect(handleProviderRequest).not.toHaveBeenCalled();
  });

  it('the server’s other calls are never kept', async () => {
    vi.stubEnv('PROVIDER_API_URL', '');
    const serverApi = await freshServerApi();
    handleProviderRequest.mockImplementation(async () =>
      Response.json({ search: 'fereastra', page: 1, results: [], total_count: 0, pages: 0 }),
    );
    await serverApi('ro').search.search('fereastra');
    await serverApi('ro').search.search('fereastra');
    expect(handleProviderRequest).toHaveBeenCalledTimes(2);
    expect(dataCache.declared).toEqual([]);
  });
});
