import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_BASE_PATH } from '../app';
import { articles, calculatorSeo, contactRequests, dynamicPages, infoPages, pageContents, promos, vacancies } from '../db/schema';
import type { Localized } from '../db/localized';
import { endpointKey, endpoints, type Endpoint } from './endpoints';
import { createTestProvider, type TestProvider } from './harness';
import {
  collectStrings,
  createCustomer,
  HOSTILE_HTML,
  UNSAFE_HTML_PATTERNS,
  writeFingerprint,
  hostileAuthorizations,
  hostileJsonBodies,
  hostilePathSegments,
  hostileQueryValues,
  hostileStrings,
  hostileTypedBodies,
  hostileValues,
  isErrorShape,
  queryKeys,
} from './hostile';

/**
 * Issue 11: hostile input to every provider endpoint answers 2xx (harmless values) or a client
 * error (400/401/403/404/405/413/415/429) in the spec's error shape, never a 5xx; refused writes
 * leave every table as it was; nothing pollutes Object.prototype.
 */
const CLIENT_ERRORS = new Set([400, 401, 403, 404, 405, 413, 415, 429]);
const MISSING_ID = '2147483647';

describe('hostile input', () => {
  let provider: TestProvider;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let cartId: number;
  let requestCount = 0;
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

  // Migrating and seeding a fresh database can outlast the default hook timeout on a loaded machine.
  beforeAll(async () => {
    provider = await createTestProvider();
    customer = await createCustomer(provider, 'fuzz@example.md');
    const cart = await provider.request('/api/calculator/cart/', { headers: { Authorization: `Bearer ${customer.token}` } });
    cartId = ((await cart.json()) as { id: number }).id;
  }, 180_000);
  afterAll(() => provider?.close());

  /** Fills `:params` with the fuzz customer's own resources, or `override` for one of them. */
  function concretePath(endpoint: Endpoint, override?: { name: string; value: string }) {
    return endpoint.path.replace(/:(\w+)\??/g, (_, name: string) => {
      if (override?.name === name) return override.value;
      if (name === 'id' && endpoint.path.startsWith('/api/calculator/cart/')) return String(cartId);
      if (name === 'id' && endpoint.path.includes('/addresses/')) return endpoint.method === 'DELETE' ? MISSING_ID : String(customer.addressId);
      if (name === 'itemId') return MISSING_ID;
      if (name === 'token') return 'not-a-payment-token';
      if (name === 'id') return '1';
      return 'index';
    });
  }

  /** Sends one request as the fuzz customer (a fresh client IP each time, so rate limits stay out of the way). */
  async function send(method: string, path: string, init: { body?: string; type?: string; headers?: Record<string, string> } = {}) {
    requestCount += 1;
    const headers = new Headers({
      Authorization: `Bearer ${customer.token}`,
      'X-Forwarded-For': `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`,
      ...init.headers,
    });
    if (init.type) headers.set('Content-Type', init.type);
    return provider.app.fetch(new Request(`http://provider.test${PROVIDER_BASE_PATH}${path}`, { method, headers, body: init.body }));
  }

  /** The answer is a 2xx or an expected client error, in the spec's shape; returns the status. */
  async function expectHandled(label: string, response: Response, allowSuccess = true): Promise<number> {
    const { status } = response;
    const type = response.headers.get('content-type') ?? '';
    const text = await response.text();
    const where = `${label} → ${status} ${text.slice(0, 200)}`;
    expect(status < 500, where).toBe(true);
    if (status >= 200 && status < 400) {
      expect(allowSuccess, where).toBe(true);
      return status;
    }
    expect(CLIENT_ERRORS.has(status), where).toBe(true);
    if (type.includes('application/json')) expect(isErrorShape(JSON.parse(text)), where).toBe(true);
    else expect(label.includes('/pay/'), where).toBe(true);
    return status;
  }

  it('has a row for every route the app registers', () => {
    const table = new Set(endpoints.map((endpoint) => endpointKey(endpoint.method, endpoint.path)));
    const routes = new Set(
      provider.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => endpointKey(route.method, route.path.slice(PROVIDER_BASE_PATH.length))),
    );
    expect([...routes].filter((route) => !table.has(route)), 'routes missing from provider/testing/endpoints.ts').toEqual([]);
    expect([...table].filter((route) => !routes.has(route)), 'rows of provider/testing/endpoints.ts with no route').toEqual([]);
  });

  it('GET endpoints: hostile query strings, path segments and headers never answer 5xx', async () => {
    for (const endpoint of endpoints.filter((row) => row.method === 'GET')) {
      const base = concretePath(endpoint);
      for (const value of hostileQueryValues) {
        const query = queryKeys.map((key) => `${key}=${encodeURIComponent(value)}`).join('&');
        await expectHandled(`GET ${base}?…=${value.slice(0, 30)}`, await send('GET', `${base}?${query}`));
      }
      await expectHandled(`GET ${base} repeated keys`, await send('GET', `${base}?page=1&page=2&search[]=a&search[$ne]=b&__proto__[admin]=1&constructor[prototype][admin]=1`));
      for (const name of [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!)) {
        for (const value of hostilePathSegments) {
          const path = concretePath(endpoint, { name, value });
          await expectHandled(`GET ${path.slice(0, 80)}`, await send('GET', path));
        }
      }
      if (endpoint.access !== 'public') {
        for (const authorization of hostileAuthorizations) {
          const status = await expectHandled(`GET ${base} with ${authorization.slice(0, 40)}`, await send('GET', base, { headers: { Authorization: authorization } }), endpoint.path === '/api/auth/me/countries/');
          expect([200, 401], `${base} ${authorization.slice(0, 40)}`).toContain(status);
        }
      }
    }
  }, 120_000);

  it('hostile headers on public pages: a refused token, Accept-Language and X-Cart-Id', async () => {
    for (const authorization of hostileAuthorizations) {
      expect(await expectHandled(`menu ${authorization.slice(0, 30)}`, await send('GET', '/menu/links', { headers: { Authorization: authorization } }))).toBe(200);
    }
    for (const language of ['*', 'xx-YY', '../../etc/passwd', 'ro;q=NaN, en;q=-1', 'ro\u00ff', 'x'.repeat(8_000)]) {
      expect(await expectHandled(`Accept-Language ${language.slice(0, 30)}`, await send('GET', '/menu/links', { headers: { 'Accept-Language': language } }))).toBe(200);
    }
    for (const cartHeader of ["' OR 1=1 --", 'x'.repeat(10_000), '%00', '__proto__', 'a'.repeat(22)]) {
      const anonymous = new Headers({ 'X-Cart-Id': cartHeader });
      const response = await provider.app.fetch(new Request(`http://provider.test${PROVIDER_BASE_PATH}/api/calculator/cart/${cartId}`, { headers: anonymous }));
      expect(await expectHandled(`X-Cart-Id ${cartHeader.slice(0, 30)}`, response)).toBe(404);
    }
  });

  /**
   * The writes that may answer 2xx to such input: an idempotent logout, an empty PATCH, a body the
   * route may leave empty (spec 7), and ids coerced from " 1 " or true that name the caller's own
   * cart. Their requests are checked one by one; every other write endpoint must refuse all of them,
   * and its whole batch must leave the database as it was (one comparison, far cheaper).
   */
  const harmless = new Set(['POST /api/auth/logout/', 'PATCH /api/auth/me/addresses/:id/', 'POST /api/calculator/cart/:id/set-user-details', 'POST /api/calculator/cart/merge/', 'POST /api/calculator/cart/:id/items/add-product', 'POST /api/calculator/cart/:id/set-payment-details']);
  let checkEachRequest = false;
  let fingerprint = '';

  /** Runs one write; unless it was accepted (2xx, harmless endpoints only), no table may have changed. */
  async function refusedWrite(label: string, response: () => Promise<Response>, allowSuccess = true) {
    if (!checkEachRequest) return expectHandled(label, await response(), false);
    fingerprint ||= await writeFingerprint(provider.db);
    const status = await expectHandled(label, await response(), allowSuccess);
    const after = await writeFingerprint(provider.db);
    if (status >= 300) expect(after, `${label} changed the database`).toBe(fingerprint);
    fingerprint = after;
    return status;
  }

  it('write endpoints: hostile bodies and ids are refused and every table stays as it was', async () => {
    const valueArbitrary = fc.oneof(
      fc.constantFrom(...hostileValues),
      fc.jsonValue({ maxDepth: 2 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.integer(),
      fc.double(),
    );
    for (const endpoint of endpoints.filter((row) => row.method !== 'GET')) {
      const path = concretePath(endpoint);
      const label = `${endpoint.method} ${endpoint.path}`;
      checkEachRequest = harmless.has(label);
      fingerprint = '';
      const before = await writeFingerprint(provider.db);
      const post = (body: string, type = 'application/json', target = path) => send(endpoint.method, target, { body, type });

      for (const body of hostileJsonBodies) await refusedWrite(`${label} body ${body.slice(0, 30)}`, () => post(body));
      for (const { type, body } of hostileTypedBodies) await refusedWrite(`${label} as ${type}`, () => post(body, type));
      await refusedWrite(`${label} without a body`, () => send(endpoint.method, path));
      const fields = endpoint.fields ?? ['email', 'id'];
      // Every hostile value lands in some field over the rounds, up to four fields per request.
      for (let round = 0; round < Math.ceil(hostileValues.length / Math.min(fields.length, 4)); round += 1) {
        const body = Object.fromEntries(fields.map((field, index) => [field, hostileValues[(round * Math.min(fields.length, 4) + index) % hostileValues.length]]));
        await refusedWrite(`${label} ${JSON.stringify(body).slice(0, 60)}`, () => post(JSON.stringify(body)));
      }
      // Nested: every field an object holding the hostile values (configuration, data, params).
      await refusedWrite(`${label} nested`, () => post(JSON.stringify(Object.fromEntries(fields.map((field) => [field, Object.fromEntries(hostileStrings.map((value, i) => [`k${i}`, value]))])))));
      // A 1 MB string inside the limit, then a body past it.
      await refusedWrite(`${label} 1 MB string`, () => post(JSON.stringify({ [fields[0]!]: 'x'.repeat(1_000_000) })));
      const tooLargeStatus = await refusedWrite(`${label} 2 MB body`, () => post(JSON.stringify({ [fields[0]!]: 'x'.repeat(2 * 1024 * 1024) })), false);
      if (!endpoint.multipart) expect(tooLargeStatus, `${label} 2 MB body`).toBe(413);

      await fc.assert(
        fc.asyncProperty(fc.record(Object.fromEntries(fields.map((field) => [field, valueArbitrary])), { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), valueArbitrary, { maxKeys: 3 }), async (known, extra) => {
          await refusedWrite(`${label} generated`, () => post(JSON.stringify({ ...extra, ...known })));
        }),
        { seed: 11, numRuns: 8 },
      );

      for (const name of [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!)) {
        for (const value of hostilePathSegments) {
          const target = concretePath(endpoint, { name, value });
          await refusedWrite(`${endpoint.method} ${target.slice(0, 80)}`, () => post('{}', 'application/json', target));
        }
      }
      if (!checkEachRequest) expect(await writeFingerprint(provider.db), `${label} changed the database`).toBe(before);
    }
  }, 240_000);

  it('harmless but odd values are plain data: searched, stored and answered as sent', async () => {
    for (const value of ["' OR 1=1 --", "'; DROP TABLE products; --", '%', '_', '😀', '\u202Eabc', 'ăîșțâ']) {
      const query = encodeURIComponent(value);
      expect(await expectHandled(`search ${value}`, await send('GET', `/search/?search=${query}`))).toBe(200);
      expect(await expectHandled(`articles ${value}`, await send('GET', `/articles/items?search=${query}`))).toBe(200);
    }
    const name = "Robert'); DROP TABLE feedbacks; -- 😀 \u202Eabc";
    const stored = await send('POST', '/feedbacks/contact_us/', { body: JSON.stringify({ phone: '+373 (691) 234-56', name }), type: 'application/json' });
    expect(await expectHandled('contact_us odd name', stored)).toBeLessThan(300);
    const rows = await provider.db.select().from(contactRequests);
    expect(rows.map((row) => row.name)).toContain(name);
  });

  it('serves every stored rich text without scripts, handlers, javascript:/data: URLs, frames or styles', async () => {
    const db = provider.db;
    const hostile: Localized = { ro: HOSTILE_HTML, en: HOSTILE_HTML, ru: HOSTILE_HTML, it: HOSTILE_HTML };
    for (const table of [articles, promos, vacancies, infoPages, pageContents, dynamicPages, calculatorSeo]) await db.update(table).set({ body: hostile });
    const [article] = await db.select().from(articles).limit(1);
    const [promo] = await db.select().from(promos).limit(1);
    const [vacancy] = await db.select().from(vacancies).limit(1);
    const [info] = await db.select().from(infoPages).limit(1);
    const [dynamic] = await db.select().from(dynamicPages).limit(1);
    const seo = await db.select().from(calculatorSeo);
    const pageTypes = (await db.select().from(pageContents)).map((row) => row.pageType);
    const paths = [
      `/articles/items/${article!.id}`,
      `/articles/items/${article!.slug}/`,
      `/promos/${promo!.id}`,
      '/vacancies',
      `/vacancies/${vacancy!.id}`,
      `/pages/info-page/detail/?slug=${encodeURIComponent(Object.values(info!.slug)[0]!)}`,
      `/pages/dynamic/${dynamic!.slug}`,
      `/pages/${dynamic!.slug}`,
      '/pages/about',
      ...pageTypes.map((type) => `/pages/seo-content/detail/?page_type=${type}`),
      ...seo.map((row) => `/api/calculator/${row.kind === 'calculator' ? 'calculator-seo' : 'calculator-type-seo'}/${row.refId}/`),
    ];
    for (const locale of ['ro', 'ru']) {
      for (const path of paths) {
        const response = await provider.request(path, { locale });
        expect(response.status, path).toBe(200);
        const text = collectStrings(await response.json()).join('\n');
        expect(text, path).toContain('Safe text');
        for (const pattern of UNSAFE_HTML_PATTERNS) expect(text, `${path} ${pattern}`).not.toMatch(pattern);
      }
    }
  });

  it('leaves Object.prototype untouched', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'admin')).toBe(false);
  });
});
