import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orders, paymentTokens, products } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';

/** Issue 11: the test bank's approve/decline callbacks refuse a POST from another site. */
describe('test bank callback origin check', () => {
  let provider: TestProvider;
  let productId: number;

  // Migrating and seeding a fresh database can outlast the default hook timeout on a loaded machine.
  beforeAll(async () => {
    provider = await createTestProvider();
    const [category] = await provider.db.select().from(categories).limit(1);
    const [product] = await provider.db
      .insert(products)
      .values({ slug: 'origin-test-blind', categoryId: category!.id, title: { ro: 'Jaluzea' }, description: { ro: '' }, price: 20_000, unit: 'piece', deliveryClass: 'blinds_sills', image: '/images/products/blind-fabric.svg' })
      .returning({ id: products.id });
    productId = product!.id;
  }, 180_000);
  afterAll(() => provider.close());

  async function cardOrder() {
    const headers = { 'X-Cart-Id': randomBytes(24).toString('base64url') };
    const call = (path: string, json?: unknown) => provider.request(`/api/calculator${path}`, { method: json === undefined ? 'GET' : 'POST', json, headers });
    const cart = (await (await call('/cart/')).json()) as { id: number };
    await call(`/cart/${cart.id}/items/add-product/`, { product_id: productId, quantity: 1 });
    await call(`/cart/${cart.id}/set-user-details/`, { email: 'ana@example.md', full_name: 'Ana Rusu', phone: '+373 (691) 234-56' });
    await call(`/cart/${cart.id}/set-delivery/`, { delivery_type: 'pickup' });
    await call(`/cart/${cart.id}/set-payment-details/`, { payment_method: 1 });
    const body = (await (await call(`/cart/${cart.id}/create-order/`, {})).json()) as { order: { id: number }; payment_data: { result: { payUrl: string } } };
    return { orderId: body.order.id, path: new URL(body.payment_data.result.payUrl).pathname.replace(/^\/backend/, '') };
  }

  const state = async (orderId: number) => ({
    status: (await provider.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status,
    used: (await provider.db.select().from(paymentTokens).where(eq(paymentTokens.orderId, orderId))).map((row) => row.usedAt),
  });

  it('answers 403 { detail } to another origin or cross-site fetch metadata, and settles nothing', async () => {
    const { orderId, path } = await cardOrder();
    const before = await state(orderId);
    const refusedHeaders: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'http://localhost:3000.evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of refusedHeaders) {
      for (const action of ['approve', 'decline']) {
        const answer = await provider.request(`${path}/${action}`, { method: 'POST', headers, locale: 'ro' });
        expect(answer.status, JSON.stringify(headers)).toBe(403);
        expect(await answer.json()).toEqual({ detail: 'Cererea nu provine de pe site-ul nostru și a fost refuzată.' });
      }
    }
    expect(await state(orderId)).toEqual(before);
    expect(before.status).toBe('awaiting_payment');
  });

  it('lets the hosted page on our own origin settle the payment', async () => {
    const sameOrigin = await cardOrder();
    const approved = await provider.request(`${sameOrigin.path}/approve`, { method: 'POST', headers: { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' } });
    expect(approved.status).toBe(303);
    expect((await state(sameOrigin.orderId)).status).not.toBe('awaiting_payment');

    const viaProxy = await cardOrder();
    const declined = await provider.request(`${viaProxy.path}/decline`, { method: 'POST', headers: { Origin: 'https://shop.example.md', 'X-Forwarded-Host': 'shop.example.md' } });
    expect(declined.status).toBe(303);

    const noMetadata = await cardOrder();
    expect((await provider.request(`${noMetadata.path}/approve`, { method: 'POST' })).status).toBe(303);
  });
});
