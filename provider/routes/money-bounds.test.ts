import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_TOTAL } from '../../lib/pricing/totals';
import { MAX_LINE_QUANTITY } from '../../lib/validation/quantity';
import { createProviderApp, PROVIDER_BASE_PATH } from '../app';
import { carts, categories, products } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';

interface CartBody {
  id: number;
  items: { id: number; quantity: number }[];
  totals: { grand_total: number };
}

/**
 * Issue 26: a quantity had no upper bound (an order of 4 billion euros was accepted, and card
 * payment then failed with a 500), and the test bank could not be switched off.
 */
describe('bounds on quantities and totals, and card payment switched off', () => {
  let provider: TestProvider;
  let cheapId: number;
  let dearId: number;

  beforeAll(async () => {
    provider = await createTestProvider();
    const [category] = await provider.db.select().from(categories).limit(1);
    const product = (slug: string, price: number) => ({
      slug,
      categoryId: category!.id,
      title: { ro: slug, en: slug },
      description: { ro: '' },
      price,
      unit: 'piece' as const,
      deliveryClass: 'accessory' as const,
      image: '/images/products/handle.svg',
    });
    const rows = await provider.db
      .insert(products)
      .values([product('bounds-test-handle', 990), product('bounds-test-gold-door', 2_000_000)])
      .returning({ id: products.id });
    cheapId = rows[0]!.id;
    dearId = rows[1]!.id;
  });
  afterAll(() => provider.close());

  async function visitorCart(request: TestProvider['request'] = provider.request) {
    const visitor = randomBytes(24).toString('base64url');
    const call = (path: string, init: { method?: string; json?: unknown } = {}) =>
      request(`/api/calculator/cart${path}`, {
        method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
        json: init.json,
        headers: { 'X-Cart-Id': visitor },
        locale: 'en',
      });
    const cart = (await (await call('/')).json()) as CartBody;
    return {
      id: cart.id,
      call: (path: string, init?: { method?: string; json?: unknown }) =>
        call(`/${cart.id}${path}`, init),
    };
  }

  const atMost = `At most ${MAX_LINE_QUANTITY} per cart line`;

  it('refuses more than MAX_LINE_QUANTITY on a line, on adding and on changing, with the field', async () => {
    const { call } = await visitorCart();
    for (const quantity of [1_000, 4_294_967_296, '100000000000']) {
      const response = await call('/items/add-product/', {
        json: { product_id: cheapId, quantity },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ quantity: [atMost] });
    }
    const full = await call('/items/add-product/', {
      json: { product_id: cheapId, quantity: MAX_LINE_QUANTITY },
    });
    expect(full.status).toBe(200);
    const line = ((await full.json()) as CartBody).items[0]!;
    expect(line.quantity).toBe(MAX_LINE_QUANTITY);

    const oneMore = await call('/items/add-product/', {
      json: { product_id: cheapId, quantity: 1 },
    });
    expect(oneMore.status).toBe(400);
    expect(await oneMore.json()).toEqual({ quantity: [atMost] });
    const changed = await call(`/items/${line.id}/`, {
      method: 'PATCH',
      json: { quantity: 5_000 },
    });
    expect(changed.status).toBe(400);
    expect(await changed.json()).toEqual({ quantity: [atMost] });
    const kept = (await (await call('/')).json()) as CartBody;
    expect(kept.items.map((item) => item.quantity)).toEqual([MAX_LINE_QUANTITY]);
  });

  it('refuses a cart whose total passes what the payment side accepts, and keeps the cart as it was', async () => {
    const { call } = await visitorCart();
    const response = await call('/items/add-product/', {
      json: { product_id: dearId, quantity: MAX_LINE_QUANTITY },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      quantity: ['The order total may be at most €10,000,000.00'],
    });
    expect(((await (await call('/')).json()) as CartBody).items).toEqual([]);
    expect(MAX_ORDER_TOTAL).toBeLessThan(2_147_483_647);
  });

  it('refuses to order a cart whose total grew past the bound (a price raised after adding)', async () => {
    const { id, call } = await visitorCart();
    expect(
      (await call('/items/add-product/', { json: { product_id: dearId, quantity: 400 } })).status,
    ).toBe(200);
    await call('/set-user-details/', {
      json: { email: 'ion@example.md', full_name: 'Ion Ceban', phone: '+373 (691) 234-56' },
    });
    await call('/set-delivery/', { json: { delivery_type: 'pickup' } });
    await call('/set-payment-details/', {
      json: { payment_method: 1, use_bonuses: false, bonuses: 0 },
    });
    await provider.db.update(products).set({ price: 2_100_000_000 }).where(eq(products.id, dearId));
    try {
      const order = await call('/create-order/', { json: {} });
      expect(order.status).toBe(400);
      expect(await order.json()).toEqual({
        quantity: ['The order total may be at most €10,000,000.00'],
      });
      expect((await provider.db.select().from(carts).where(eq(carts.id, id)))[0]!.status).toBe(
        'open',
      );
    } finally {
      await provider.db.update(products).set({ price: 2_000_000 }).where(eq(products.id, dearId));
    }
  });

  describe('with PAYMENT_GATEWAY=none', () => {
    let off: ReturnType<typeof createProviderApp>;
    const request: TestProvider['request'] = (path, init = {}) => {
      const { json, locale, headers, ...rest } = init;
      const merged = new Headers(headers);
      if (locale) merged.set('Accept-Language', locale);
      if (json !== undefined) merged.set('Content-Type', 'application/json');
      const body = json !== undefined ? JSON.stringify(json) : rest.body;
      return Promise.resolve(
        off.fetch(
          new Request(`http://provider.test${PROVIDER_BASE_PATH}${path}`, {
            ...rest,
            headers: merged,
            body,
          }),
        ),
      );
    };
    beforeAll(() => {
      off = createProviderApp({
        db: provider.db,
        dataDir: provider.dataDir,
        paymentGateway: 'none',
      });
    });

    it('the test bank pages answer 404', async () => {
      // A genuine link of the bank that is on…
      const { call } = await visitorCart();
      await call('/items/add-product/', { json: { product_id: cheapId, quantity: 1 } });
      await call('/set-user-details/', {
        json: { email: 'ion@example.md', full_name: 'Ion Ceban', phone: '+373 (691) 234-56' },
      });
      await call('/set-delivery/', { json: { delivery_type: 'pickup' } });
      await call('/set-payment-details/', {
        json: { payment_method: 1, use_bonuses: false, bonuses: 0 },
      });
      const body = (await (await call('/create-order/', { json: {} })).json()) as {
        payment_data: { result: { payUrl: string } };
      };
      const path = new URL(body.payment_data.result.payUrl).pathname.replace(/^\/backend/, '');
      expect((await provider.request(path)).status).toBe(200);
      // …is a 404 once the bank is off, and its callbacks settle nothing.
      expect((await request(path)).status).toBe(404);
      expect((await request(`${path}/approve`, { method: 'POST' })).status).toBe(404);
      expect((await request('/pay/anything')).status).toBe(404);
    });

    it('card payment is a clear 400 on the payment method; cash still works', async () => {
      const { id, call } = await visitorCart(request);
      const card = await call('/set-payment-details/', {
        json: { payment_method: 1, use_bonuses: false, bonuses: 0 },
      });
      expect(card.status).toBe(400);
      expect(await card.json()).toEqual({
        payment_method: ['Card payment is not available. Choose another payment method.'],
      });
      expect(
        (
          await call('/set-payment-details/', {
            json: { payment_method: 2, use_bonuses: false, bonuses: 0 },
          })
        ).status,
      ).toBe(200);

      // A cart that chose card while the bank was on cannot be ordered by card now.
      await call('/items/add-product/', { json: { product_id: cheapId, quantity: 1 } });
      await call('/set-user-details/', {
        json: { email: 'ion@example.md', full_name: 'Ion Ceban', phone: '+373 (691) 234-56' },
      });
      await call('/set-delivery/', { json: { delivery_type: 'pickup' } });
      await provider.db.update(carts).set({ paymentMethod: 1 }).where(eq(carts.id, id));
      const order = await call('/create-order/', { json: {} });
      expect(order.status).toBe(400);
      expect(await order.json()).toEqual({
        payment_method: ['Card payment is not available. Choose another payment method.'],
      });
    });
  });

  it('the test bank says plainly, in each language, that no money moves', async () => {
    const notices = {
      ro: 'nu se transferă bani',
      en: 'no money moves',
      ru: 'деньги не переводятся',
      it: 'nessun denaro viene trasferito',
    };
    for (const [locale, notice] of Object.entries(notices)) {
      const visitor = randomBytes(24).toString('base64url');
      const call = (path: string, json?: unknown) =>
        provider.request(`/api/calculator/cart${path}`, {
          method: json === undefined ? 'GET' : 'POST',
          json,
          headers: { 'X-Cart-Id': visitor },
          locale,
        });
      const cart = (await (await call('/')).json()) as CartBody;
      await call(`/${cart.id}/items/add-product/`, { product_id: cheapId, quantity: 1 });
      await call(`/${cart.id}/set-user-details/`, {
        email: 'ion@example.md',
        full_name: 'Ion Ceban',
        phone: '+373 (691) 234-56',
      });
      await call(`/${cart.id}/set-delivery/`, { delivery_type: 'pickup' });
      await call(`/${cart.id}/set-payment-details/`, {
        payment_method: 1,
        use_bonuses: false,
        bonuses: 0,
      });
      const body = (await (await call(`/${cart.id}/create-order/`, {})).json()) as {
        payment_data: { result: { payUrl: string } };
      };
      const path = new URL(body.payment_data.result.payUrl).pathname.replace(/^\/backend/, '');
      const page = await (await provider.request(path)).text();
      expect(page).toContain(notice);
      await provider.request(`${path}/approve`, { method: 'POST' });
      expect(await (await provider.request(path)).text()).toContain(notice);
    }
  });
});
