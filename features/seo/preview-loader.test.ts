import { afterEach, describe, expect, it, vi } from 'vitest';

// A request that claims to come through a proxy for another host (issue 26: server-side request forgery).
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }),
}));

describe('SEO preview loader', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('never fetches the host named by X-Forwarded-Host, only the shop on the loopback origin', async () => {
    vi.stubEnv('PORT', '4321');
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return new Response('<html><head><title>Contacts</title></head></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
      }),
    );
    const { getSeoPreview } = await import('./preview-loader');
    await getSeoPreview('/en/contacts');
    expect(calls.length).toBeGreaterThan(0);
    for (const url of calls) {
      expect(url).not.toContain('evil.example');
      expect(url.startsWith('http://127.0.0.1:4321/'), url).toBe(true);
    }
  });

  it('fetches nothing for a full URL', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { getSeoPreview } = await import('./preview-loader');
    expect(await getSeoPreview('http://evil.example/')).toEqual({ ok: false, error: 'path_absolute' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
