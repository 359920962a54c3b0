import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { watchConsole } from './helpers';

// Issue 10 (catalog and content pages from the full-route cache, revalidated on demand), issue 11
// (security headers on cached pages, per-request pages and the API) and issue 28 (`next start`:
// public pages carry the s-maxage a shared cache honours, and the CSP of their class of page).

// One worker, in order: a test here that expires the 'catalog' tag would otherwise turn another's
// expected cache HIT into a MISS (seen in CI). No other file expires pages.
test.describe.configure({ mode: 'default' });

const SECRET = process.env.REVALIDATE_SECRET ?? 'e2e-revalidate-secret-0123456789abcdef';

interface Listed {
  results: { id: number; slug: string; link: string }[];
}

async function cacheState(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return {
    state: response.headers()['x-nextjs-cache'] ?? 'none',
    body: await response.text(),
    headers: response.headers(),
  };
}

/** The first visit renders (or finds the entry another test left); a later one is served from the cache. */
async function expectCached(request: APIRequestContext, path: string) {
  await cacheState(request, path);
  await expect
    .poll(async () => (await cacheState(request, path)).state, { message: path, timeout: 10_000 })
    .toBe('HIT');
}

/** A public page any shared cache may keep: the s-maxage `next start` sends for ISR, and no cookie. */
function expectShareable(headers: Record<string, string>, path: string) {
  expect(headers['cache-control'], path).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(headers['set-cookie'], path).toBeUndefined();
}

async function revalidate(request: APIRequestContext, tags: string[], secret = SECRET) {
  return request.post('/revalidate', {
    headers: { Authorization: `Bearer ${secret}` },
    data: { tags },
  });
}

async function someProducts(request: APIRequestContext) {
  const answer = (await (await request.get('/backend/products/?page_size=60')).json()) as Listed;
  expect(answer.results.length).toBeGreaterThan(1);
  return answer.results;
}

/** A top category with more than one page of products (12 a page). */
async function pagedCategory(request: APIRequestContext): Promise<string> {
  const categories = (await (await request.get('/backend/categories/')).json()) as {
    slug: string;
    category_link: string;
  }[];
  for (const category of categories) {
    const detail = (await (await request.get(`/backend/categories/${category.slug}/`)).json()) as {
      products_count: number;
    };
    if (detail.products_count > 12) return category.category_link;
  }
  throw new Error('the seed has no category with a second page');
}

test.describe('full-route cache', () => {
  test('every kind of public page is a cache hit on the next request, shareable by any cache, without a cookie', async ({
    request,
  }) => {
    const [product] = await someProducts(request);
    const articles = (await (await request.get('/backend/articles/items')).json()) as Listed;
    const category = await pagedCategory(request);
    const pages = [
      '/',
      '/en',
      category,
      `${category}?page=2`,
      new URL(product!.link, 'http://x').pathname,
      '/blog',
      '/blog?page=2',
      `/blog/${articles.results[0]!.id}`,
      '/ru/kontakty',
      '/despre-noi',
      '/dealers',
      '/en/works',
      '/en/promos',
      '/en/vacancies',
      '/ru/info/politika-konfidentsialnosti',
    ];
    for (const path of pages) {
      await expectCached(request, path);
      expectShareable((await cacheState(request, path)).headers, path);
    }
  });

  test('a second page is its own cached page, and junk pages share the first', async ({
    request,
  }) => {
    const category = await pagedCategory(request);
    await expectCached(request, `${category}?page=2`);
    await expectCached(request, category);
    const [first, second] = [
      await cacheState(request, category),
      await cacheState(request, `${category}?page=2`),
    ];
    expect(second.body).not.toBe(first.body);
    expect(second.body).toContain('aria-current="page"');

    const junk = await cacheState(request, `${category}?page=abc`);
    expect(junk.state).toBe('HIT');
    await expectCached(request, '/blog?page=2');
    expect((await cacheState(request, '/blog?page=2')).body).not.toBe(
      (await cacheState(request, '/blog')).body,
    );
  });

  test('the internal query routes are not reachable from outside', async ({ request }) => {
    for (const path of ['/~q', '/~q/cGFnZT0y/ferestre', '/en/~q/cGFnZT0y/blog']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('cart, the search and the calculators render per request, and no shared cache keeps them', async ({
    request,
  }) => {
    for (const path of [
      '/cos',
      '/en/search',
      '/en/search?search=window',
      '/ru/search?search=%D0%BE%D0%BA%D0%BD%D0%BE',
      '/calculators',
    ]) {
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['x-nextjs-cache'], path).toBeUndefined();
        expect(response.headers()['cache-control'], path).toMatch(/no-store|private/);
        expect(response.headers()['cache-control'], path).not.toContain('s-maxage');
      }
    }
    // The search echoes the query it was given, in the visitor's words.
    expect(
      await (await request.get('/ru/search?search=%D0%BE%D0%BA%D0%BD%D0%BE')).text(),
    ).toContain('окно');
  });

  test('the internal search routes of the old page copy are gone', async ({ request }) => {
    expect((await request.get('/en/~q/c2VhcmNoPXdpbmRvdw/search')).status()).toBe(404);
  });

  test('POST /revalidate expires the pages of a tag, and only those', async ({ request }) => {
    const [one, two] = await someProducts(request);
    const pathOne = new URL(one!.link, 'http://x').pathname;
    const pathTwo = new URL(two!.link, 'http://x').pathname;
    await expectCached(request, pathOne);
    await expectCached(request, pathTwo);

    expect((await revalidate(request, [`product:${one!.slug}`])).status()).toBe(200);
    expect((await cacheState(request, pathOne)).state).toBe('MISS');
    expect((await cacheState(request, pathTwo)).state).toBe('HIT');
    await expectCached(request, pathOne);

    expect((await revalidate(request, ['catalog'])).status()).toBe(200);
    expect((await cacheState(request, pathTwo)).state).toBe('MISS');
  });

  test('POST /revalidate refuses a missing or wrong secret and a bad body', async ({ request }) => {
    expect((await request.post('/revalidate', { data: { tags: ['catalog'] } })).status()).toBe(401);
    expect(
      (await revalidate(request, ['catalog'], 'wrong-secret-of-enough-length-000000000')).status(),
    ).toBe(401);
    expect((await revalidate(request, ['everything'])).status()).toBe(400);
    expect(
      (
        await request.post('/revalidate', {
          headers: { Authorization: `Bearer ${SECRET}` },
          data: 'not json',
        })
      ).status(),
    ).toBe(400);
  });
});

/** The nonce of a CSP header. */
function nonceOf(csp: string): string {
  const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  return nonce!;
}

/** Every script that runs carries the nonce (JSON-LD does not run). */
function expectNonceOnRunningScripts(html: string, nonce: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes('application/ld+json'));
  expect(scripts.length).toBeGreaterThan(5);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
}

test.describe('security headers', () => {
  const common = (headers: Record<string, string>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
  };

  test('a cached page: still from the cache, under the static policy of public pages, shareable', async ({
    request,
  }) => {
    const [product] = await someProducts(request);
    for (const path of ['/', new URL(product!.link, 'http://x').pathname, '/blog']) {
      await expectCached(request, path);
      const { state, headers, body } = await cacheState(request, path);
      expect(state, path).toBe('HIT');
      common(headers);
      const csp = headers['content-security-policy']!;
      // A page rendered once for everyone cannot carry a nonce (docs/adr/0006-csp-per-page-class.md).
      expect(csp, path).toContain("script-src 'self' 'unsafe-inline'");
      expect(csp, path).not.toContain('nonce-');
      expect(csp, path).not.toContain('strict-dynamic');
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ])
        expect(csp).toContain(directive);
      expect(body, path).not.toMatch(/<script[^>]+nonce=/);
      expectShareable(headers, path);
    }
  });

  test('a client cannot plant a nonce in a cached page, nor choose the nonce of a dynamic one', async ({
    request,
  }) => {
    const chosen = 'AAECAwQFBgcICQoLDA0ODw==';
    const headers = { 'Content-Security-Policy': `script-src 'nonce-${chosen}'` };
    for (const path of ['/', '/cos']) {
      const response = await request.get(path, { headers });
      expect(response.headers()['content-security-policy'], path).not.toContain(chosen);
      expect(await response.text(), path).not.toContain(chosen);
    }
  });

  test('RSC flight answers and static files keep the caching Next gives them', async ({
    request,
  }) => {
    const flight = await request.get('/', { headers: { RSC: '1' } });
    expect(flight.headers()['content-type']).toContain('text/x-component');
    expect(flight.headers()['cache-control']).not.toBe('private, no-cache');
    const html = await (await request.get('/')).text();
    const chunk = /<script src="(\/_next\/static\/[^"]+)"/.exec(html)![1]!;
    expect((await request.get(chunk)).headers()['cache-control']).toContain('immutable');
  });

  test('a per-request page: a strict CSP whose nonce is on every script', async ({ request }) => {
    const first = await request.get('/cos');
    const second = await request.get('/cos');
    common(first.headers());
    const csp = first.headers()['content-security-policy']!;
    const nonce = nonceOf(csp);
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(second.headers()['content-security-policy']).not.toBe(csp);
    expectNonceOnRunningScripts(await first.text(), nonce);
  });

  test('an API answer: nothing may load, nothing may frame it', async ({ request }) => {
    for (const path of ['/backend/health', '/backend/no-such-endpoint']) {
      const response = await request.get(path);
      common(response.headers());
      expect(response.headers()['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  test('pages run under their CSP without a single violation', async ({ page }) => {
    const problems = watchConsole(page);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        );
      });
    });
    for (const path of [
      '/',
      '/blog',
      '/cos',
      '/en/search?search=window',
      '/calculators',
      '/en/this/is/no/page',
    ]) {
      await page.goto(path, { waitUntil: 'load' });
      // Hydration runs the inline payload scripts; a blocked one reports before the page is interactive.
      await expect(page.locator('html')).toHaveAttribute('lang', /^(ro|en|ru|it)$/);
    }
    // A form validates with zod (lib/validation/zod.ts turns off its eval probe, which the CSP would
    // report). The product page comes from the cache: the first visit may render it, the second is a
    // cache hit under the static policy, and both must hydrate.
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await page.goto('/product/pvc-classic-70-one-sash');
      if (visit === 1) expect(response?.headers()['x-nextjs-cache']).toBe('HIT');
      await page.getByRole('button', { name: 'Cere o ofertă' }).click();
      const dialog = page.locator('[data-modal="order_call"]');
      await dialog.getByRole('button', { name: 'Trimite' }).click();
      await expect(dialog.getByRole('alert').first()).toBeVisible();
    }
    expect(violations).toEqual([]);
    expect(problems.filter((text) => !/404/.test(text))).toEqual([]);
  });
});

/** Every file under the build's page cache: what a server keeps of the pages it renders. */
function routeCacheFiles(): number {
  const dir = path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'route-cache');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
}

// Issue 41: every made-up URL and every page number past the last was rendered and kept for good
// (about 188 kB each); issue 42: those page numbers answered 200, indexable soft 404s.
test('made-up URLs and pages past the last are 404s the server does not keep', async ({
  request,
}) => {
  test.slow();
  for (const path of ['/blog?page=999', '/lucrari?page=999', '/windows?page=999']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('noindex');
  }
  const before = routeCacheFiles();
  const made = Array.from({ length: 1_000 }, (_, index) =>
    index % 2 ? `/product/made-up-${index}` : `/en/made/up-${index}`,
  );
  for (let start = 0; start < made.length; start += 20) {
    const statuses = await Promise.all(
      made.slice(start, start + 20).map((path) => request.get(path).then((r) => r.status())),
    );
    expect(new Set(statuses)).toEqual(new Set([404]));
  }
  expect(routeCacheFiles()).toBe(before);
});
