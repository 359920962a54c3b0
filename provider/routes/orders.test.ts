import { randomBytes } from 'node:crypto';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money/format';
import { categories, mailOutbox, orders, orderStatusHistory, products, users } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';

interface OrderBody {
  order: {
    id: number;
    nr: string;
    status: string;
    totals: { grand_total: number; bonuses: number };
    items: { name: string; quantity: number; total: number }[];
    status_history: { status: string }[];
    bonuses_spent: number;
  };
  payment_data: { result: { payUrl: string } } | null;
}

const newVisitor = () => randomBytes(24).toString('base64url');

describe('orders', () => {
  let provider: TestProvider;
  let handleId: number;

  beforeAll(async () => {
    provider = await createTestProvider();
    const [category] = await provider.db.select().from(categories).limit(1);
    const [product] = await provider.db
      .insert(products)
      .values({
        slug: 'orders-test-handle',
        categoryId: category!.id,
        title: { ro: 'Mâner', en: 'Handle' },
        description: { ro: '' },
        price: 1_250,
        unit: 'piece',
        deliveryClass: 'accessory',
        image: '/images/products/handle.svg',
      })
      .returning({ id: products.id });
    handleId = product!.id;
  });
  afterAll(() => provider.close());

  const call = (
    path: string,
    visitor: string | null,
    init: { method?: string; json?: unknown; token?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (visitor) headers['X-Cart-Id'] = visitor;
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    return provider.request(`/api/calculator${path}`, {
      method: init.method,
      json: init.json,
      headers,
      locale: 'en',
    });
  };

  /** A cart ready to order: one handle, details, delivery and the payment method. */
  async function readyCart(
    paymentMethod: number,
    options: { token?: string; bonuses?: number } = {},
  ) {
    const visitor = options.token ? null : newVisitor();
    const cart = (await (await call('/cart/', visitor, { token: options.token })).json()) as {
      id: number;
    };
    const post = (path: string, json: unknown) =>
      call(`/cart/${cart.id}/${path}/`, visitor, { method: 'POST', json, token: options.token });
    await post('items/add-product', { product_id: handleId, quantity: 2 });
    await post('set-user-details', {
      email: 'ana@example.md',
      full_name: 'Ana Rusu',
      phone: '+373 (691) 234-56',
    });
    await post('set-delivery', {
      delivery_type: 'delivery',
      first_name: 'Ana',
      last_name: 'Rusu',
      phone: '+373 (691) 234-56',
      city: 'Bălți',
      street: 'Independenței',
      house: '5',
      apartment: '1',
    });
    await post('set-payment-details', {
      payment_method: paymentMethod,
      use_bonuses: Boolean(options.bonuses),
      bonuses: options.bonuses ?? 0,
    });
    return {
      cart,
      visitor,
      post,
      createOrder: (comment = 'Call before delivery') => post('create-order', { comment }),
    };
  }

  it('refuses to order an incomplete cart with a field per missing step', async () => {
    const visitor = newVisitor();
    const cart = (await (await call('/cart/', visitor)).json()) as { id: number };
    const response = await call(`/cart/${cart.id}/create-order/`, visitor, {
      method: 'POST',
      json: {},
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      items: ['This field is required'],
      user_details: ['This field is required'],
      delivery_details: ['This field is required'],
      payment_method: ['This field is required'],
    });
    expect(
      (await call(`/cart/${cart.id}/create-order/`, newVisitor(), { method: 'POST', json: {} }))
        .status,
    ).toBe(404);
  });

  it('places a cash order with a human number and history, and empties the cart', async () => {
    const { cart, visitor, createOrder } = await readyCart(2);
    const response = await createOrder();
    expect(response.status).toBe(201);
    const body = (await response.json()) as OrderBody;
    expect(body.order.nr).toMatch(new RegExp(`^FM-${new Date().getUTCFullYear()}-\\d{5}$`));
    expect(body.order).toMatchObject({
      status: 'new',
      totals: { grand_total: 3_390 },
      items: [{ name: 'Handle', quantity: 2, total: 2_500 }],
    });
    expect(body.order.status_history.map((entry) => entry.status)).toEqual(['new']);
    expect(body.payment_data).toBeNull();

    const next = (await (await call('/cart/', visitor)).json()) as { id: number; items: unknown[] };
    expect(next.id).not.toBe(cart.id);
    expect(next.items).toEqual([]);
    expect((await call(`/cart/${cart.id}`, visitor)).status).toBe(404);
    const lateAdd = await call(`/cart/${cart.id}/items/add-product/`, visitor, {
      method: 'POST',
      json: { product_id: handleId, quantity: 1 },
    });
    expect(lateAdd.status).toBe(404);
  });

  it('refuses with 409 and the new totals an order whose cart changed since its confirmation', async () => {
    const { cart, visitor, post } = await readyCart(2);
    const shown = (await (await call(`/cart/${cart.id}`, visitor)).json()) as {
      totals: { grand_total: number };
    };
    // Another tab adds a handle after the confirmation step showed the total.
    await post('items/add-product', { product_id: handleId, quantity: 1 });
    const refused = await post('create-order', {
      comment: '',
      expected_total: shown.totals.grand_total,
    });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { detail: string; totals: { grand_total: number } };
    expect(body.detail).toBe(
      'The cart changed since you confirmed it. Check the new total and confirm again.',
    );
    expect(body.totals.grand_total).toBe(shown.totals.grand_total + 1_250);
    expect(await provider.db.select().from(orders).where(eq(orders.cartId, cart.id))).toEqual([]);

    const confirmed = await post('create-order', {
      comment: '',
      expected_total: body.totals.grand_total,
    });
    expect(confirmed.status).toBe(201);
    expect(((await confirmed.json()) as OrderBody).order.totals.grand_total).toBe(
      body.totals.grand_total,
    );
  });

  it('answers 400 for an expected total that is no amount in cents', async () => {
    const { post } = await readyCart(2);
    for (const expected_total of [-1, 12.5, 'much'])
      expect((await post('create-order', { comment: '', expected_total })).status).toBe(400);
  });

  it('makes one order of a double click', async () => {
    const { cart, createOrder } = await readyCart(2);
    const [first, second] = await Promise.all([createOrder(), createOrder()]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const [a, b] = [(await first.json()) as OrderBody, (await second.json()) as OrderBody];
    expect(a.order.id).toBe(b.order.id);
    expect(await provider.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(
      1,
    );
    expect(
      await provider.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, a.order.id)),
    ).toHaveLength(1);
  });

  it('queues the shopper’s confirmation and the shop’s notice with the order, once for a double click', async () => {
    const { createOrder } = await readyCart(2);
    const [first, second] = await Promise.all([createOrder(), createOrder()]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const { order } = (await first.json()) as OrderBody;
    const rows = await provider.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${order.nr}%`))
      .orderBy(asc(mailOutbox.id));
    expect(
      rows.map((row) => [row.kind, row.recipient, row.audience, row.replyTo, row.locale]),
    ).toEqual([
      ['order_confirmation', 'ana@example.md', 'customer', null, 'en'],
      ['staff_order', '', 'staff', 'ana@example.md', 'ro'],
    ]);
    const [confirmation, notice] = rows;
    expect(confirmation!.subject).toBe(`Your order ${order.nr} has been received`);
    const text = confirmation!.text.replace(/\s+/g, ' ');
    expect(text).toContain('Handle');
    expect(text).toContain(formatMoney(order.totals.grand_total, 'EUR', 'en').replace(/\s+/g, ' '));
    expect(text).toContain('Independenței 5, 1, Bălți');
    expect(text).toContain('Call before delivery');
    expect(notice!.text.replace(/\s+/g, ' ')).toContain('+373 (691) 234-56');
  });

  it('leaves an invoice order awaiting payment without a card page', async () => {
    const { createOrder } = await readyCart(3);
    const body = (await (await createOrder()).json()) as OrderBody;
    expect(body.order.status).toBe('awaiting_payment');
    expect(body.order.status_history.map((entry) => entry.status)).toEqual([
      'new',
      'awaiting_payment',
    ]);
    expect(body.payment_data).toBeNull();
  });

  it('answers a card order with the test bank page', async () => {
    const { createOrder } = await readyCart(1);
    const body = (await (await createOrder()).json()) as OrderBody;
    expect(body.order.status).toBe('awaiting_payment');
    expect(body.payment_data?.result.payUrl).toMatch(
      /^http:\/\/localhost:3000\/backend\/pay\/[\w-]+\.[\w-]+$/,
    );
  });

  it('lists the signed-in user’s orders and spends their bonuses', async () => {
    const [user] = await provider.db
      .insert(users)
      .values({
        email: 'orders@example.md',
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Rusu',
        phone: '+373 (691) 234-56',
        bonusBalance: 1_000,
      })
      .returning();
    const token = await provider.accessTokenFor(user!);
    expect((await call('/orders/', null)).status).toBe(401);

    const { createOrder } = await readyCart(2, { token, bonuses: 600 });
    const body = (await (await createOrder()).json()) as OrderBody;
    expect(body.order.totals).toMatchObject({ bonuses: 600, grand_total: 2_790 });
    expect(body.order.bonuses_spent).toBe(600);
    const [after] = await provider.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.bonusBalance).toBe(400);

    const list = await call('/orders/', null, { token });
    expect(list.status).toBe(200);
    const page = (await list.json()) as {
      count: number;
      pages: number;
      results: OrderBody['order'][];
    };
    expect(page).toMatchObject({ count: 1, pages: 1 });
    expect(page.results[0]).toMatchObject({ id: body.order.id, nr: body.order.nr, status: 'new' });
  });
});
