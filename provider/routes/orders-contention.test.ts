import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orders, orderStatusHistory, products } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';

const CARTS = 10;
const CALLS_PER_CART = 4;

interface CartBody {
  id: number;
  totals: { grand_total: number };
}
interface OrderBody {
  order: { id: number; nr: string; totals: { grand_total: number } };
}

/** The load bench's contention step (bench/load) in small: every call of a cart answers its one order. */
describe('create-order under contention', () => {
  let provider: TestProvider;
  let productId: number;

  beforeAll(async () => {
    provider = await createTestProvider();
    const [category] = await provider.db.select().from(categories).limit(1);
    const [product] = await provider.db
      .insert(products)
      .values({
        slug: 'contention-test-hinge',
        categoryId: category!.id,
        title: { ro: 'Balama', en: 'Hinge' },
        description: { ro: '' },
        price: 990,
        unit: 'piece',
        deliveryClass: 'accessory',
        image: '/images/products/handle.svg',
      })
      .returning({ id: products.id });
    productId = product!.id;
  });
  afterAll(() => provider.close());

  const call = (path: string, visitor: string, init: { method?: string; json?: unknown } = {}) =>
    provider.request(`/api/calculator${path}`, {
      method: init.method,
      json: init.json,
      headers: { 'X-Cart-Id': visitor },
      locale: 'en',
    });

  async function readyCart(index: number) {
    const visitor = randomBytes(24).toString('base64url');
    const cart = (await (await call('/cart/', visitor)).json()) as CartBody;
    const post = (path: string, json: unknown) =>
      call(`/cart/${cart.id}/${path}/`, visitor, { method: 'POST', json });
    // Different quantities give every cart its own total, so a swapped order would show.
    await post('items/add-product', { product_id: productId, quantity: index + 1 });
    await post('set-user-details', {
      email: 'ion@example.md',
      full_name: 'Ion Ceban',
      phone: '+373 (691) 234-56',
    });
    await post('set-delivery', { delivery_type: 'pickup' });
    await post('set-payment-details', { payment_method: 2, use_bonuses: false, bonuses: 0 });
    const priced = (await (await call(`/cart/${cart.id}/`, visitor)).json()) as CartBody;
    return {
      id: cart.id,
      grandTotal: priced.totals.grand_total,
      createOrder: async () => post('create-order', { comment: '' }),
    };
  }

  it(`makes exactly ${CARTS} orders of ${CARTS * CALLS_PER_CART} concurrent calls, with the carts' totals and unique numbers`, async () => {
    const carts = await Promise.all(Array.from({ length: CARTS }, (_, index) => readyCart(index)));
    const calls = carts.flatMap((cart) =>
      Array.from({ length: CALLS_PER_CART }, () =>
        cart.createOrder().then(async (response) => ({
          cart,
          status: response.status,
          body: (await response.json()) as OrderBody,
        })),
      ),
    );
    const answers = await Promise.all(calls);

    for (const cart of carts) {
      const mine = answers.filter((answer) => answer.cart === cart);
      expect(mine.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
      expect(new Set(mine.map((answer) => answer.body.order.id)).size).toBe(1);
      expect(mine[0]!.body.order.totals.grand_total).toBe(cart.grandTotal);
    }

    const stored = await provider.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.cartId,
          carts.map((cart) => cart.id),
        ),
      );
    expect(stored).toHaveLength(CARTS);
    expect(new Set(stored.map((order) => order.nr)).size).toBe(CARTS);
    for (const order of stored) {
      const cart = carts.find((candidate) => candidate.id === order.cartId)!;
      expect(order.totals.grand_total).toBe(cart.grandTotal);
      expect(order.items.reduce((sum, item) => sum + item.total, 0)).toBe(order.totals.total);
    }
    const history = await provider.db
      .select()
      .from(orderStatusHistory)
      .where(
        inArray(
          orderStatusHistory.orderId,
          stored.map((order) => order.id),
        ),
      );
    expect(history).toHaveLength(CARTS);
  });
});
