// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

const handleProviderRequest = vi.fn(async (request: Request, bindings?: unknown) => {
  void request;
  void bindings;
  return Response.json({ access: 'a', refresh: 'r' });
});
vi.mock('../../provider', () => ({ handleProviderRequest }));

async function freshServerApi() {
  vi.resetModules();
  return (await import('./server')).serverApi;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  handleProviderRequest.mockClear();
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
