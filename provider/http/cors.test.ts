import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderApp, PROVIDER_BASE_PATH } from '../app';
import { createTestProvider } from '../testing/harness';

/** Issue 35: browsers calling the provider on its own origin, for exactly the storefront's origins. */
describe('CORS for a storefront that calls the provider directly', () => {
  let provider: Awaited<ReturnType<typeof createTestProvider>>;
  let app: ReturnType<typeof createProviderApp>;
  const shop = 'https://shop.example.md';

  beforeAll(async () => {
    provider = await createTestProvider();
    app = createProviderApp({ db: provider.db, dataDir: provider.dataDir, corsOrigins: [shop] });
  });
  afterAll(() => provider.close());

  const preflight = (target: typeof app, origin: string) =>
    target.fetch(
      new Request(`http://api.example.md${PROVIDER_BASE_PATH}/api/calculator/cart/`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type, x-cart-id, x-client',
        },
      }),
    );

  it("answers the storefront's preflight with the spec's headers allowed", async () => {
    const response = await preflight(app, shop);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(shop);
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of ['authorization', 'content-type', 'x-cart-id', 'x-client'])
      expect(allowed).toContain(header);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets the storefront read an answer, and no other site', async () => {
    const read = (origin: string) =>
      app.fetch(
        new Request(`http://api.example.md${PROVIDER_BASE_PATH}/menu/links`, {
          headers: { Origin: origin },
        }),
      );
    expect((await read(shop)).headers.get('access-control-allow-origin')).toBe(shop);
    const stranger = await read('https://evil.example');
    expect(stranger.status).toBe(200);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await preflight(app, 'https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('answers no cross-origin request when no origin is configured', async () => {
    const closed = createProviderApp({
      db: provider.db,
      dataDir: provider.dataDir,
      corsOrigins: [],
    });
    expect((await preflight(closed, shop)).headers.get('access-control-allow-origin')).toBeNull();
  });
});
