// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { NextRequest, NextResponse } from 'next/server';
import proxy, { config } from '../../proxy';

// As in lib/security/proxy-csp.test.ts: next-intl's middleware lets the request through.
vi.mock('next-intl/middleware', () => ({
  default: () => (request: NextRequest) =>
    NextResponse.next({ request: { headers: request.headers } }),
}));

/** The page matcher of proxy.ts as a regular expression (its one group is a plain pattern). */
const pageMatcher = new RegExp(`^${config.matcher[0]}$`);

async function visit(pathname: string) {
  const response = await proxy(new NextRequest(new URL(pathname, 'http://localhost:3000')));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return {
    status: response.status,
    location: response.headers.get('location'),
    rewrite: rewrite ? new URL(rewrite) : null,
  };
}

describe('the paths proxy.ts sees', () => {
  it('takes paths with an extension that are no file, so they get the 404 page in the shop’s language', async () => {
    for (const pathname of [
      '/x.php',
      '/wp-login.php',
      '/foo/bar.php',
      '/en/x.php',
      '/.env',
      '/calculators/xyz',
      '/',
    ]) {
      expect(pageMatcher.test(pathname), pathname).toBe(true);
    }
  });

  it('leaves alone every file of public/ and the sitemap and robots routes', async () => {
    const publicEntries = readdirSync(path.resolve(__dirname, '../../public'), {
      withFileTypes: true,
    });
    expect(publicEntries.length).toBeGreaterThan(0);
    for (const entry of publicEntries) {
      const pathname = entry.isDirectory() ? `/${entry.name}/any/file.png` : `/${entry.name}`;
      expect(pageMatcher.test(pathname), pathname).toBe(false);
    }
    for (const pathname of [
      '/sitemap.xml',
      '/sitemaps/0.xml',
      '/robots.txt',
      '/_next/static/chunks/a.js',
      '/backend/ready',
      '/revalidate',
    ]) {
      expect(pageMatcher.test(pathname), pathname).toBe(false);
    }
  });
});

describe('info page aliases (issue 29: one hop)', () => {
  it('hands a trailing slash or the /ro prefix on an info page to the route that redirects once, query kept', async () => {
    for (const [pathname, internal] of [
      ['/en/info/politica-de-confidentialitate/', '/en/~q/info/politica-de-confidentialitate'],
      ['/en/info/privacy-policy/', '/en/~q/info/privacy-policy'],
      ['/ro/info/privacy-policy', '/ro/~q/info/privacy-policy'],
      ['/ro/info/privacy-policy/?utm=1', '/ro/~q/info/privacy-policy'],
      ['/info/politica-de-confidentialitate/', '/ro/~q/info/politica-de-confidentialitate'],
    ] as const) {
      const { rewrite, location } = await visit(pathname);
      expect(location, pathname).toBeNull();
      expect(rewrite?.pathname, pathname).toBe(internal);
      expect(rewrite?.search, pathname).toBe(pathname.includes('?') ? '?utm=1' : '');
    }
  });

  it('leaves other aliases to the proxy’s own 308, and a final info path to the page', async () => {
    expect(await visit('/en/despre-noi/')).toMatchObject({
      status: 308,
      location: 'http://localhost:3000/en/about',
    });
    expect((await visit('/en/info/privacy-policy')).rewrite).toBeNull();
    expect((await visit('/en/info/privacy-policy')).status).toBe(200);
  });

  it('answers an outside request for the internal route with the 404 page', async () => {
    expect((await visit('/en/~q/info/privacy-policy')).rewrite?.pathname).toBe('/en/~q');
  });
});

describe('the SEO preview and the staff console (issue 38)', () => {
  it('are rendered per request behind the staff sign-in, with no token in the URL', async () => {
    for (const pathname of [
      '/seo-preview',
      '/en/seo-preview?token=anything',
      '/ru/seo-preview/report',
      '/staff',
      '/ru/staff/orders',
    ])
      expect((await visit(pathname)).rewrite, pathname).toBeNull();
    // The snapshot route checks the session or the scripts' Authorization header itself.
    expect((await visit('/en/seo-preview/snapshot?path=/en')).rewrite).toBeNull();
  });
});
