import { afterEach, describe, expect, it, vi } from 'vitest';

// A request that claims to come through a proxy for another host (issue 26: server-side request forgery).
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    }),
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
        return new Response('<html><head><title>Contacts</title></head></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        });
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
    expect(await getSeoPreview('http://evil.example/')).toEqual({
      ok: false,
      error: 'path_absolute',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('SEO preview loader redirects', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows the shop's own absolute redirects (localhost on the same port) from the loopback origin", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        calls.push(input);
        if (new URL(input).pathname === '/en/contacts/')
          return new Response(null, {
            status: 308,
            headers: { Location: 'http://localhost:4321/en/contacts' },
          });
        return new Response('<html><head><title>Contacts</title></head></html>', { status: 200 });
      }),
    );
    const { getSeoPreview } = await import('./preview-loader');
    const result = await getSeoPreview('/en/contacts/', 'http://127.0.0.1:4321');
    if (!result.ok) throw new Error(result.error);
    const english = result.previews.find((preview) => preview.locale === 'en')!;
    expect(english.chain.map((hop) => [hop.path, hop.status])).toEqual([
      ['/en/contacts/', 308],
      ['/en/contacts', 200],
    ]);
    expect(english.head?.title).toBe('Contacts');
    expect(calls.every((url) => url.startsWith('http://127.0.0.1:4321/'))).toBe(true);
  });
});

describe('SEO preview loader bad input', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the path does not exist when the shop answers 404, and fetches no other language', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('<html><head><title>Not found</title></head></html>', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { getSeoPreview } = await import('./preview-loader');
    expect(await getSeoPreview('/en/no-such-page', 'http://127.0.0.1:4321')).toEqual({
      ok: false,
      error: 'path_not_found',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('SEO preview loader checks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks each language against the others and against the sitemap', async () => {
    const paths = { ro: '/contacte', en: '/en/contacts', ru: '/ru/kontakty', it: '/it/contacts' };
    const links = Object.entries({ ...paths, 'x-default': '/contacte' })
      .map(
        ([lang, href]) =>
          `<link rel="alternate" hreflang="${lang}" href="http://localhost:4321${href}"/>`,
      )
      .join('');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const { pathname } = new URL(input);
        if (pathname === '/sitemap.xml')
          return new Response(
            `<urlset>${Object.values(paths)
              .map((p) => `<url><loc>http://localhost:4321${p}</loc></url>`)
              .join('')}</urlset>`,
          );
        const noindex =
          pathname === '/it/contacts' ? '<meta name="robots" content="noindex"/>' : '';
        return new Response(
          `<html><head><title>C</title><link rel="canonical" href="http://localhost:4321${pathname}"/>${links}${noindex}</head><body><h1>C</h1><img src="/x.png"></body></html>`,
        );
      }),
    );
    const { getSeoPreview } = await import('./preview-loader');
    const result = await getSeoPreview('/en/contacts', 'http://127.0.0.1:4321');
    if (!result.ok) throw new Error(result.error);
    const levels = (locale: string) =>
      Object.fromEntries(
        result.previews.find((p) => p.locale === locale)!.checks.map((c) => [c.key, c.level]),
      );
    expect(levels('en')).toMatchObject({
      status_ok: 'pass',
      canonical_ok: 'pass',
      robots_ok: 'pass',
      hreflang_ok: 'pass',
      jsonld_none: 'warn',
      images_missing_alt: 'warn',
      headings_ok: 'pass',
    });
    expect(levels('it')).toMatchObject({ robots_noindex_in_sitemap: 'fail' });
  });
});
