import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  calculatorTypes,
  cartItems,
  carts,
  orders,
  orderStatusHistory,
  paymentTokens,
  products,
  refreshTokens,
  users,
} from '../db/schema';
import {
  authorizationMatrix,
  authorizationTable,
  type AuthorizationFixture,
  type AuthorizationRow,
} from './authorization';
import { createTestProvider, type TestProvider } from './harness';
import { createCustomer } from './hostile';

type Customer = Awaited<ReturnType<typeof createCustomer>>;

/**
 * Issue 11: user B's token and an anonymous visitor get 404 (or 401 where sign-in is required) for
 * user A's resources, and nothing of A's changes; the owner's own calls succeed.
 */
describe('authorization matrix', () => {
  let provider: TestProvider;
  let alice: Customer;
  let bob: Customer;
  let fixture: AuthorizationFixture;
  let ids: Record<string, number>;
  let aliceOrderNr: string;
  const visitorId = randomBytes(24).toString('base64url');

  // Migrating and seeding a fresh database can outlast the default hook timeout on a loaded machine.
  beforeAll(async () => {
    provider = await createTestProvider();
    alice = await createCustomer(provider, 'alice@example.md');
    bob = await createCustomer(provider, 'bob@example.md', 'bob-has-his-own-password');
    const [product] = await provider.db.select().from(products).limit(1);
    const [door] = await provider.db
      .select()
      .from(calculatorTypes)
      .where(eq(calculatorTypes.slug, 'door-balcony'));
    fixture = { productId: product!.id, doorTypeId: door!.id, password: alice.password };

    // Alice's earlier order, then her open cart with one line; a visitor's cart with one line.
    const asAlice = { Authorization: `Bearer ${alice.token}` };
    const first = (await (
      await provider.request('/api/calculator/cart/', { headers: asAlice })
    ).json()) as { id: number };
    for (const [path, json] of [
      ['items/add-product/', { product_id: product!.id, quantity: 1 }],
      [
        'set-user-details/',
        { email: alice.email, full_name: 'Alice Rusu', phone: '+373 (691) 234-56' },
      ],
      ['set-delivery/', { delivery_type: 'pickup' }],
      ['set-payment-details/', { payment_method: 2 }],
    ] as const) {
      expect(
        (
          await provider.request(`/api/calculator/cart/${first.id}/${path}`, {
            method: 'POST',
            json,
            headers: asAlice,
          })
        ).status,
      ).toBe(200);
    }
    const ordered = await provider.request(`/api/calculator/cart/${first.id}/create-order/`, {
      method: 'POST',
      json: {},
      headers: asAlice,
    });
    aliceOrderNr = ((await ordered.json()) as { order: { nr: string } }).order.nr;
    const cart = (await (
      await provider.request('/api/calculator/cart/', { headers: asAlice })
    ).json()) as { id: number };
    await provider.request(`/api/calculator/cart/${cart.id}/items/add-product/`, {
      method: 'POST',
      json: { product_id: product!.id, quantity: 1 },
      headers: asAlice,
    });
    const [item] = await provider.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
    const visitorCart = (await (
      await provider.request('/api/calculator/cart/', { headers: { 'X-Cart-Id': visitorId } })
    ).json()) as { id: number };
    ids = { cart: cart.id, item: item!.id, address: alice.addressId, visitorCart: visitorCart.id };
  }, 180_000);
  afterAll(() => provider?.close());

  const fill = (text: string) =>
    text.replace(/:(cart|item|address|visitorCart)\b/g, (_, name: string) => String(ids[name]));
  const fillBody = (value: unknown) =>
    value === undefined
      ? undefined
      : (JSON.parse(fill(JSON.stringify(value)).replace(/"(\d+)"/g, '$1')) as unknown);

  function call(row: AuthorizationRow, headers: Record<string, string>) {
    return provider.request(fill(row.path), {
      method: row.method,
      json: row.body ? fillBody(row.body(fixture)) : undefined,
      headers,
    });
  }

  /** Everything of Alice's and of the visitor's, to show no refused call changed any of it. */
  async function aliceData() {
    const db = provider.db;
    const cartRows = await db
      .select()
      .from(carts)
      .where(or(eq(carts.userId, alice.id), eq(carts.anonymousId, visitorId)));
    const orderRows = await db.select().from(orders).where(eq(orders.userId, alice.id));
    return JSON.stringify({
      user: await db.select().from(users).where(eq(users.id, alice.id)),
      addresses: await db.select().from(addresses).where(eq(addresses.userId, alice.id)),
      carts: cartRows,
      items: cartRows.length
        ? await db
            .select()
            .from(cartItems)
            .where(
              inArray(
                cartItems.cartId,
                cartRows.map((row) => row.id),
              ),
            )
        : [],
      orders: orderRows,
      history: orderRows.length
        ? await db
            .select()
            .from(orderStatusHistory)
            .where(
              inArray(
                orderStatusHistory.orderId,
                orderRows.map((row) => row.id),
              ),
            )
        : [],
      sessions: await db.select().from(refreshTokens).where(eq(refreshTokens.userId, alice.id)),
    });
  }

  it("another user and an anonymous visitor get 404/401 for every row, and nothing of A's changes", async () => {
    const before = await aliceData();
    const otherVisitor = { 'X-Cart-Id': randomBytes(24).toString('base64url') };
    for (const row of authorizationMatrix) {
      const label = `${row.method} ${row.path}`;
      const asBob = await call(row, { Authorization: `Bearer ${bob.token}` });
      const bobText = await asBob.text();
      expect(asBob.status, `${label} as another user: ${bobText.slice(0, 200)}`).toBe(row.other);
      if (row.ownDataOnly) {
        expect(bobText, label).not.toContain(alice.email);
        expect(bobText, label).not.toContain(aliceOrderNr);
        expect(bobText, label).not.toContain(`"id":${alice.addressId},`);
      }
      if (asBob.status >= 400)
        expect(JSON.parse(bobText), label).toHaveProperty(
          row.other === 400 ? 'current_password' : 'detail',
        );

      for (const headers of [{}, otherVisitor]) {
        const anonymous = await call(row, headers);
        expect(anonymous.status, `${label} anonymous ${JSON.stringify(headers)}`).toBe(
          row.anonymous,
        );
        expect(await anonymous.json()).toHaveProperty('detail');
      }
      // A visitor with a token for another account cannot reach the cart either.
      if (row.path.includes(':cart'))
        expect(
          (await call(row, { Authorization: `Bearer ${bob.token}`, 'X-Cart-Id': visitorId }))
            .status,
        ).toBe(404);
    }
    expect(await aliceData()).toBe(before);
  });

  it("another user cannot deliver to A's saved address from their own cart", async () => {
    const asBob = { Authorization: `Bearer ${bob.token}` };
    const bobCart = (await (
      await provider.request('/api/calculator/cart/', { headers: asBob })
    ).json()) as { id: number };
    const delivery = await provider.request(`/api/calculator/cart/${bobCart.id}/set-delivery/`, {
      method: 'POST',
      json: { delivery_type: 'delivery', address_id: alice.addressId },
      headers: asBob,
    });
    expect(delivery.status).toBe(400);
    expect(await delivery.json()).toHaveProperty('address_id');
  });

  it('the owner gets the success answers of the matrix', async () => {
    for (const row of authorizationMatrix) {
      const headers: Record<string, string> = row.visitor
        ? { 'X-Cart-Id': visitorId }
        : { Authorization: `Bearer ${alice.token}` };
      const response = await call(row, headers);
      expect(
        response.status,
        `${row.method} ${row.path} as owner: ${(await response.clone().text()).slice(0, 200)}`,
      ).toBe(row.owner);
    }
  });

  /** The test bank's approve/decline callbacks refuse a POST from another site (Origin check). */
  describe('test bank callback origin check', () => {
    async function cardOrder() {
      const headers = { 'X-Cart-Id': randomBytes(24).toString('base64url') };
      const call = (path: string, json?: unknown) =>
        provider.request(`/api/calculator${path}`, {
          method: json === undefined ? 'GET' : 'POST',
          json,
          headers,
        });
      const cart = (await (await call('/cart/')).json()) as { id: number };
      await call(`/cart/${cart.id}/items/add-product/`, {
        product_id: fixture.productId,
        quantity: 1,
      });
      await call(`/cart/${cart.id}/set-user-details/`, {
        email: 'ana@example.md',
        full_name: 'Ana Rusu',
        phone: '+373 (691) 234-56',
      });
      await call(`/cart/${cart.id}/set-delivery/`, { delivery_type: 'pickup' });
      await call(`/cart/${cart.id}/set-payment-details/`, { payment_method: 1 });
      const body = (await (await call(`/cart/${cart.id}/create-order/`, {})).json()) as {
        order: { id: number };
        payment_data: { result: { payUrl: string } };
      };
      return {
        orderId: body.order.id,
        path: new URL(body.payment_data.result.payUrl).pathname.replace(/^\/backend/, ''),
      };
    }

    const state = async (orderId: number) => ({
      status: (await provider.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status,
      used: (
        await provider.db.select().from(paymentTokens).where(eq(paymentTokens.orderId, orderId))
      ).map((row) => row.usedAt),
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
          const answer = await provider.request(`${path}/${action}`, {
            method: 'POST',
            headers,
            locale: 'ro',
          });
          expect(answer.status, JSON.stringify(headers)).toBe(403);
          expect(await answer.json()).toEqual({
            detail: 'Cererea nu provine de pe site-ul nostru și a fost refuzată.',
          });
        }
      }
      expect(await state(orderId)).toEqual(before);
      expect(before.status).toBe('awaiting_payment');
    });

    it('lets the hosted page on our own origin settle the payment', async () => {
      const sameOrigin = await cardOrder();
      const approved = await provider.request(`${sameOrigin.path}/approve`, {
        method: 'POST',
        headers: { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' },
      });
      expect(approved.status).toBe(303);
      expect((await state(sameOrigin.orderId)).status).not.toBe('awaiting_payment');

      const viaProxy = await cardOrder();
      const declined = await provider.request(`${viaProxy.path}/decline`, {
        method: 'POST',
        headers: { Origin: 'https://shop.example.md', 'X-Forwarded-Host': 'shop.example.md' },
      });
      expect(declined.status).toBe(303);

      const noMetadata = await cardOrder();
      expect(
        (await provider.request(`${noMetadata.path}/approve`, { method: 'POST' })).status,
      ).toBe(303);
    });
  });

  it('docs/security-testing.md lists the same matrix', async () => {
    const doc = await readFile(new URL('../../docs/security-testing.md', import.meta.url), 'utf8');
    // Row by row and cell by cell: the doc's table may be padded into columns (Prettier).
    const rows = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.trimStart().startsWith('|'))
        .map((line) =>
          line
            .trim()
            .slice(1, -1)
            .split(' | ')
            .map((cell) => cell.trim().replace(/^-+$/, '---'))
            .join(' | '),
        );
    expect(rows(doc).join('\n')).toContain(rows(authorizationTable()).join('\n'));
  });
});
