import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_BASE_PATH } from '../app';
import { carts, products } from '../db/schema';
import { PURGE_INTERVAL_SECONDS, STALE_CART_SECONDS } from '../domain/cart-housekeeping';
import { newAnonymousId } from '../domain/orders-cart';
import { rateRules } from '../domain/rate-limit';
import { createTestProvider, type TestProvider } from '../testing/harness';

/**
 * Issue 26: a GET of the cart without X-Cart-Id created a stored cart every time, so a crawler or a
 * loop filled the table. New anonymous carts are limited per client (past the limit: an empty cart
 * of the same shape, not stored) and empty anonymous carts are purged after a day.
 */
interface CartBody {
  id: number;
  anonymous_id: string;
  items: unknown[];
}

describe('cart creation limit and purge', () => {
  let provider: TestProvider;
  let clock = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    provider = await createTestProvider({ now: () => clock });
  });
  afterAll(() => provider.close());

  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  /** A GET of the cart from one client (its address as the transport gives it), with or without X-Cart-Id. */
  async function getCart(client: string, cartId?: string): Promise<CartBody> {
    const headers = new Headers({ 'Accept-Language': 'en', 'X-Forwarded-For': client });
    if (cartId) headers.set('X-Cart-Id', cartId);
    const response = await provider.app.fetch(
      new Request(`http://provider.test${PROVIDER_BASE_PATH}/api/calculator/cart/`, { headers }),
      { clientAddress: client },
    );
    expect(response.status).toBe(200);
    return (await response.json()) as CartBody;
  }

  const storedCarts = () => provider.db.$count(carts);

  it('stores at most the limit of new carts per client, then answers an empty cart of the same shape without storing it', async () => {
    const before = await storedCarts();
    const first = await getCart('198.51.100.1');
    for (let i = 1; i < rateRules.cartCreatePerIp.limit; i += 1) await getCart('198.51.100.1');
    expect(await storedCarts()).toBe(before + rateRules.cartCreatePerIp.limit);

    const over = await getCart('198.51.100.1');
    expect(await storedCarts()).toBe(before + rateRules.cartCreatePerIp.limit);
    expect(over.id).toBe(0);
    expect(over.items).toEqual([]);
    expect(Object.keys(over).sort()).toEqual(Object.keys(first).sort());
    // The same client's existing cart still answers, and another client still gets a cart.
    expect((await getCart('198.51.100.1', first.anonymous_id)).id).toBe(first.id);
    expect((await getCart('198.51.100.2')).id).toBeGreaterThan(0);
    // A cart id the client minted itself counts as a new cart too.
    expect((await getCart('198.51.100.1', newAnonymousId())).id).toBe(0);

    advance(rateRules.cartCreatePerIp.windowSeconds);
    expect((await getCart('198.51.100.1')).id).toBeGreaterThan(0);
  });

  it('purges empty anonymous carts a day old, and keeps carts with items, recent ones and customers’ ones', async () => {
    advance(PURGE_INTERVAL_SECONDS);
    const stale = await getCart('198.51.100.10');
    const withItem = await getCart('198.51.100.10');
    const [product] = await provider.db.select({ id: products.id }).from(products).limit(1);
    const added = await provider.app.fetch(
      new Request(
        `http://provider.test${PROVIDER_BASE_PATH}/api/calculator/cart/${withItem.id}/items/add-product/`,
        {
          method: 'POST',
          headers: { 'X-Cart-Id': withItem.anonymous_id, 'Content-Type': 'application/json' },
          body: JSON.stringify({ product_id: product!.id, quantity: 1 }),
        },
      ),
      { clientAddress: '198.51.100.10' },
    );
    expect(added.status).toBe(200);

    advance(STALE_CART_SECONDS - 60 * 60);
    const recent = await getCart('198.51.100.11');
    advance(60 * 60 + 1);
    // The next new cart runs the purge (it last ran over an hour ago).
    await getCart('198.51.100.12');

    const left = await provider.db
      .select({ id: carts.id })
      .from(carts)
      .where(inArray(carts.id, [stale.id, withItem.id, recent.id]));
    expect(left.map((row) => row.id).sort()).toEqual([withItem.id, recent.id].sort());
    // The purged visitor gets a new cart under the same id.
    const again = await getCart('198.51.100.10', stale.anonymous_id);
    expect(again.id).toBeGreaterThan(0);
    expect(again.anonymous_id).toBe(stale.anonymous_id);
    const [row] = await provider.db.select().from(carts).where(eq(carts.id, again.id));
    expect(row!.createdAt.toISOString()).toBe(clock.toISOString());
  });
});
