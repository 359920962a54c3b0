import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, mailOutbox, orders, products } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';

/**
 * Issue 27: a guest's checkout registers them from their anonymous cart (spec 4). The same guest may
 * send the form again (after Back, or a declined card) and goes on with that account; their order
 * belongs to it, with its bonuses once paid, and shows in their history after their first login.
 */
describe('guest checkout', () => {
  let provider: TestProvider;
  let productId: number;

  beforeAll(async () => {
    provider = await createTestProvider();
    const [category] = await provider.db.select().from(categories).limit(1);
    const [product] = await provider.db
      .insert(products)
      .values({
        slug: 'guest-checkout-handle',
        categoryId: category!.id,
        title: { ro: 'Mâner', en: 'Handle' },
        description: { ro: '' },
        price: 20_000,
        unit: 'piece',
        deliveryClass: 'accessory',
        image: '/images/products/handle.svg',
      })
      .returning({ id: products.id });
    productId = product!.id;
  });
  afterAll(() => provider.close());

  const guest = () => {
    const visitor = randomBytes(24).toString('base64url');
    const call = (path: string, json?: unknown, token?: string) =>
      provider.request(path, {
        method: json === undefined ? 'GET' : 'POST',
        json,
        locale: 'en',
        headers: { 'X-Cart-Id': visitor, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
    const cart = async () =>
      (await (await call('/api/calculator/cart/')).json()) as {
        id: number;
        checkout_account: boolean;
      };
    const register = (email: string, password: string, first_name = 'Ion') =>
      call('/api/auth/register/', {
        first_name,
        last_name: 'Popescu',
        email,
        phone: '+373 (691) 234-56',
        password,
        re_password: password,
        terms: true,
      });
    return { call, cart, register };
  };
  const login = async (email: string, password: string) =>
    provider.request('/api/auth/jwt/create', { method: 'POST', json: { email, password } });
  const mailsTo = (email: string, kind: string) =>
    provider.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)))
      .orderBy(asc(mailOutbox.id));

  async function cardOrder(visitor: ReturnType<typeof guest>, email: string) {
    const { id } = await visitor.cart();
    await visitor.call(`/api/calculator/cart/${id}/items/add-product/`, {
      product_id: productId,
      quantity: 1,
    });
    await visitor.call(`/api/calculator/cart/${id}/set-user-details/`, {
      email,
      full_name: 'Ion Popescu',
      phone: '+373 (691) 234-56',
    });
    await visitor.call(`/api/calculator/cart/${id}/set-delivery/`, { delivery_type: 'pickup' });
    await visitor.call(`/api/calculator/cart/${id}/set-payment-details/`, {
      payment_method: 1,
      use_bonuses: false,
      bonuses: 0,
    });
    const created = await visitor.call(`/api/calculator/cart/${id}/create-order/`, {});
    expect(created.status).toBe(201);
    const body = (await created.json()) as {
      order: { id: number; nr: string; totals: { grand_total: number } };
      payment_data: { result: { payUrl: string } };
    };
    return {
      order: body.order,
      payPath: new URL(body.payment_data.result.payUrl).pathname.replace(/^\/backend/, ''),
    };
  }

  it('goes on with the account the same cart created, and only a stranger’s attempt is mailed to the owner', async () => {
    const visitor = guest();
    const email = 'guest-again@example.md';
    expect((await visitor.cart()).checkout_account).toBe(false);
    expect((await visitor.register(email, 'first-password-1')).status).toBe(201);
    expect((await visitor.cart()).checkout_account).toBe(true);
    // Back, then the form again with another password: the same answer, and the latest details stand.
    expect((await visitor.register(email, 'second-password-2', 'Ionel')).status).toBe(201);
    expect((await login(email, 'second-password-2')).status).toBe(200);
    expect(await mailsTo(email, 'registration_existing')).toHaveLength(0);

    const stranger = guest();
    expect((await stranger.register(email, 'stranger-pass-3')).status).toBe(201);
    expect((await stranger.cart()).checkout_account).toBe(false);
    expect(await mailsTo(email, 'registration_existing')).toHaveLength(1);
    expect((await login(email, 'stranger-pass-3')).status).toBe(401);
  });

  it('keeps the details of an account that was signed in to', async () => {
    const visitor = guest();
    const email = 'guest-signed-in@example.md';
    await visitor.cart();
    await visitor.register(email, 'first-password-1');
    expect((await login(email, 'first-password-1')).status).toBe(200);
    expect((await visitor.register(email, 'other-password-2')).status).toBe(201);
    expect((await login(email, 'other-password-2')).status).toBe(401);
  });

  it('gives the order to that account after a declined card and a retry, with its bonuses once paid', async () => {
    const visitor = guest();
    const email = 'guest-declined@example.md';
    await visitor.cart();
    await visitor.register(email, 'guest-password-1');
    const declined = await cardOrder(visitor, email);
    expect((await provider.request(`${declined.payPath}/decline`, { method: 'POST' })).status).toBe(
      303,
    );
    // The cart the decline gave back still knows the account its checkout created.
    expect((await visitor.cart()).checkout_account).toBe(true);
    expect((await visitor.register(email, 'guest-password-1')).status).toBe(201);
    const paid = await cardOrder(visitor, email);
    expect((await provider.request(`${paid.payPath}/approve`, { method: 'POST' })).status).toBe(
      303,
    );

    const session = (await (await login(email, 'guest-password-1')).json()) as { access: string };
    const history = (await (
      await visitor.call('/api/calculator/orders/', undefined, session.access)
    ).json()) as { results: { nr: string; status: string }[] };
    expect(history.results.map((order) => [order.nr, order.status])).toEqual([
      [paid.order.nr, 'paid'],
      [declined.order.nr, 'cancelled'],
    ]);
    const me = (await (await visitor.call('/api/auth/me/', undefined, session.access)).json()) as {
      bonus_balance: { amount: number };
    };
    expect(me.bonus_balance.amount).toBe(Math.floor(paid.order.totals.grand_total / 100));
    const [stored] = await provider.db.select().from(orders).where(eq(orders.id, paid.order.id));
    expect(stored!.bonusesEarned).toBe(me.bonus_balance.amount);
  });
});
