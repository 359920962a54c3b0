import { expect, test, type APIRequestContext } from './fixtures';
import { expandOnceHydrated, watchConsole } from './helpers';

// Issue 10 (catalog and content pages from the full-route cache, revalidated on demand) and issue 11
// (security headers on cached pages, per-request pages and the API).

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
  return { state: response.headers()['x-nextjs-cache'] ?? 'none', body: await response.text(), headers: response.headers() };
}

/** The first visit renders (or finds the entry another test left); a later one is served from the cache. */
async function expectCached(request: APIRequestContext, path: string) {
  await cacheState(request, path);
  await expect.poll(async () => (await cacheState(request, path)).state, { message: path, timeout: 10_000 }).toBe('HIT');
}

async function revalidate(request: APIRequestContext, tags: string[], secret = SECRET) {
  return request.post('/revalidate', { headers: { Authorization: `Bearer ${secret}` }, data: { tags } });
}

async function someProducts(request: APIRequestContext) {
  const answer = (await (await request.get('/backend/products/?page_size=60')).json()) as Listed;
  expect(answer.results.length).toBeGreaterThan(1);
  return answer.results;
}

/** A top category with more than one page of products (12 a page). */
async function pagedCategory(request: APIRequestContext): Promise<string> {
  const categories = (await (await request.get('/backend/categories/')).json()) as { slug: string; category_link: string }[];
  for (const category of categories) {
    const detail = (await (await request.get(`/backend/categories/${category.slug}/`)).json()) as { products_count: number };
    if (detail.products_count > 12) return category.category_link;
  }
  throw new Error('the seed has no category with a second page');
}

test.describe('full-route cache', () => {
  test('home, a category, a product and a blog post are cache hits on the next request', async ({ request }) => {
    const [product] = await someProducts(request);
    const articles = (await (await request.get('/backend/articles/items')).json()) as Listed;
    const category = await pagedCategory(request);
    for (const path of ['/', '/en', category, new URL(product!.link, 'http://x').pathname, `/blog/${articles.results[0]!.id}`, '/ru/kontakty', '/despre-noi']) {
      await expectCached(request, path);
    }
  });

  test('a second page is its own cached page, and junk pages share the first', async ({ request }) => {
    const category = await pagedCategory(request);
    await expectCached(request, `${category}?page=2`);
    await expectCached(request, category);
    const [first, second] = [await cacheState(request, category), await cacheState(request, `${category}?page=2`)];
    expect(second.body).not.toBe(first.body);
    expect(second.body).toContain('aria-current="page"');

    const junk = await cacheState(request, `${category}?page=abc`);
    expect(junk.state).toBe('HIT');
    await expectCached(request, '/blog?page=2');
    expect((await cacheState(request, '/blog?page=2')).body).not.toBe((await cacheState(request, '/blog')).body);
  });

  test('the internal query routes are not reachable from outside', async ({ request }) => {
    for (const path of ['/~q', '/~q/cGFnZT0y/ferestre', '/en/~q/cGFnZT0y/blog']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('a search is a cached page per normalized query and page', async ({ request }) => {
    await expectCached(request, '/en/search?search=window');
    const first = await cacheState(request, '/en/search?search=window');
    expect(first.body).toContain('Results for');
    // The same query typed with spaces and a tracking tag is the same page from the same entry.
    const same = await cacheState(request, '/en/search?search=%20window%20&utm_source=mail');
    expect(same.state).toBe('HIT');
    expect(same.body).toContain('window');
    await expectCached(request, '/ru/search?search=%D0%BE%D0%BA%D0%BD%D0%BE');
    expect((await cacheState(request, '/ru/search?search=%D0%BE%D0%BA%D0%BD%D0%BE')).body).toContain('окно');
    // Content changes reach cached results: the catalog tag expires them.
    expect((await revalidate(request, ['catalog'])).status()).toBe(200);
    expect((await cacheState(request, '/en/search?search=window')).state).toBe('MISS');
  });

  test('cart, the bare search page and the calculators render per request', async ({ request }) => {
    for (const path of ['/cos', '/en/search', '/calculators']) {
      for (let visit = 0; visit < 2; visit += 1) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['x-nextjs-cache'], path).toBeUndefined();
        expect(response.headers()['cache-control'], path).toMatch(/no-store|private/);
      }
    }
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
    expect((await revalidate(request, ['catalog'], 'wrong-secret-of-enough-length-000000000')).status()).toBe(401);
    expect((await revalidate(request, ['everything'])).status()).toBe(400);
    expect((await request.post('/revalidate', { headers: { Authorization: `Bearer ${SECRET}` }, data: 'not json' })).status()).toBe(400);
  });
});

/** The nonce of a CSP header. */
function nonceOf(csp: string): string {
  const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  return nonce!;
}

/** Every script that runs (JSON-LD does not), and every preload of one, carries the nonce. */
/**
 * Every script that runs carries the nonce. Next's chunks start after the first paint
 * (lib/security/after-paint.mjs): each is an inline loader, with no chunk tag or script preload left.
 */
function expectNonceOnRunningScripts(html: string, nonce: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes('application/ld+json'));
  expect(scripts.length).toBeGreaterThan(5);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes('as="script"') || tag.includes('modulepreload'));
  expect(preloads).toEqual([]);
  expect(scripts.filter((tag) => tag.includes(' src=') && !/nomodule/i.test(tag))).toEqual([]);
  const loaded = [...html.matchAll(/<script nonce="[^"]+" type="module">requestAnimationFrame\(.*?\{src:"(\/_next\/static\/chunks\/[^"]+\.js)"\}/g)].map(([, src]) => src);
  expect(loaded.length).toBeGreaterThan(3);
}

test.describe('security headers', () => {
  const common = (headers: Record<string, string>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
  };

  test('a cached page: still from the cache, with a strict CSP whose fresh nonce is on every script that runs', async ({ request }) => {
    const [product] = await someProducts(request);
    for (const path of ['/', new URL(product!.link, 'http://x').pathname, '/blog']) {
      await expectCached(request, path);
      const [first, second] = [await cacheState(request, path), await cacheState(request, path)];
      expect(first.state, path).toBe('HIT');
      common(first.headers);
      const csp = first.headers['content-security-policy']!;
      const nonce = nonceOf(csp);
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(directive);
      expect(nonceOf(second.headers['content-security-policy']!), path).not.toBe(nonce);
      expectNonceOnRunningScripts(first.body, nonce);
      // The second answer may come from server.mjs's short-lived copy (lib/cache/page-cache.mjs): the
      // same page under its own nonce.
      expectNonceOnRunningScripts(second.body, nonceOf(second.headers['content-security-policy']!));
      expect(second.body.replaceAll(nonceOf(second.headers['content-security-policy']!), '')).toBe(first.body.replaceAll(nonce, ''));
      // The body is this request's own: no shared cache may keep it, no 304 may pair it with another nonce.
      expect(first.headers['cache-control'], path).toBe('private, no-cache');
      expect(first.headers['etag'], path).toBeUndefined();
    }
  });

  test('a cached page sent again reaches the browser brotli-compressed, whole, and runs under its own nonce', async ({ page, request }) => {
    const [product] = await someProducts(request);
    const path = new URL(product!.link, 'http://x').pathname;
    await expectCached(request, path);
    // A cache hit leaves server.mjs's copy (lib/cache/page-cache.mjs) for a few seconds: the browser's
    // loads after it are sent from that copy, compressed once and spliced around their nonce; gzip
    // until its brotli is ready, brotli from then on.
    const problems = watchConsole(page);
    let response = null as Awaited<ReturnType<typeof page.goto>>;
    await expect
      .poll(async () => {
        response = await page.goto(path);
        return response!.headers()['content-encoding'];
      }, { message: path, timeout: 15_000 })
      .toBe('br');
    const nonce = nonceOf(response!.headers()['content-security-policy']!);
    expectNonceOnRunningScripts(await response!.text(), nonce);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    // The scripts ran under the nonce: the page hydrates and its header menu answers.
    await expandOnceHydrated(page.getByRole('button', { name: 'Alegeți limba' }));
    expect(problems).toEqual([]);
  });

  test('the nonce is the server\'s: a client cannot choose it, nor plant one in a cached page', async ({ request }) => {
    const chosen = 'AAECAwQFBgcICQoLDA0ODw==';
    const headers = { 'x-storefront-csp-nonce': chosen, 'Content-Security-Policy': `script-src 'nonce-${chosen}'` };
    for (const path of ['/', '/cos']) {
      const response = await request.get(path, { headers });
      expect(response.headers()['content-security-policy'], path).not.toContain(chosen);
      expect(await response.text(), path).not.toContain(chosen);
    }
  });

  test('RSC flight answers and static files keep the caching Next gives them', async ({ request }) => {
    const flight = await request.get('/', { headers: { RSC: '1' } });
    expect(flight.headers()['content-type']).toContain('text/x-component');
    expect(flight.headers()['cache-control']).not.toBe('private, no-cache');
    const html = await (await request.get('/')).text();
    const chunk = /\{src:"(\/_next\/static\/[^"]+)"\}/.exec(html)![1]!;
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
      expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  test('pages run under their CSP without a single violation', async ({ page }) => {
    const problems = watchConsole(page);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
      });
    });
    for (const path of ['/', '/blog', '/cos', '/en/search?search=window', '/calculators', '/en/this/is/no/page']) {
      await page.goto(path, { waitUntil: 'load' });
      // Hydration runs the inline payload scripts; a blocked one reports before the page is interactive.
      await expect(page.locator('html')).toHaveAttribute('lang', /^(ro|en|ru|it)$/);
    }
    // A form validates with zod (lib/validation/zod.ts turns off its eval probe, which the CSP would
    // report). The product page comes from the cache: the first visit may render it, the second is a
    // cache hit whose scripts got their nonce on the way out, and both must hydrate.
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
