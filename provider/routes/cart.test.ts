import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, products } from '../db/schema';
import { cartTestKit, newVisitor, type CartBody } from '../testing/cart-session';

/** Carts and their items, `routes/cart.ts`: anonymous and signed-in owners, the merge on login. */
describe('cart API', () => {
  const kit = cartTestKit();
  const { call, cartOf, addProduct, exampleWindow, signIn } = kit;

  describe('anonymous carts', () => {
    it('creates a cart with an unguessable anonymous id and returns it again', async () => {
      const first = await cartOf(null);
      expect(first.anonymous_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(first.items).toEqual([]);
      expect(first.totals.grand_total).toBe(0);
      expect((await cartOf(first.anonymous_id)).id).toBe(first.id);
      expect((await cartOf(null)).id).not.toBe(first.id);
    });

    it('creates one cart for parallel first requests of one visitor', async () => {
      const visitor = newVisitor();
      const answers = await Promise.all(Array.from({ length: 6 }, () => cartOf(visitor)));
      expect(new Set(answers.map((cart) => cart.id)).size).toBe(1);
      expect(
        await kit.provider.db.select().from(carts).where(eq(carts.anonymousId, visitor)),
      ).toHaveLength(1);
    });

    it('hides a cart from everybody but its owner', async () => {
      const owner = newVisitor();
      const cart = await cartOf(owner);
      expect((await call(`/cart/${cart.id}`, owner)).status).toBe(200);
      expect((await call(`/cart/${cart.id}/`, owner)).status).toBe(200);
      expect((await call(`/cart/${cart.id}`, null)).status).toBe(404);
      expect((await call(`/cart/${cart.id}`, newVisitor())).status).toBe(404);
      expect((await addProduct(cart, newVisitor(), kit.productIds.handle, 1)).status).toBe(404);
      expect((await call(`/cart/${cart.id}/items/`, newVisitor())).status).toBe(404);
      expect((await call('/cart/999999', owner)).status).toBe(404);
    });
  });

  describe('items', () => {
    it.each([
      ['handle', 2, 2],
      ['handle', '3', 3],
      ['handle', 0.5, null],
      ['handle', '2,5', null],
      ['handle', 20, 10],
      ['handle', 'abc', null],
      ['handle', -1, null],
      ['seal', '2,75', 2.75],
      ['seal', 0.2, 1],
      ['seal', 80, 50],
      ['seal', '1.234', null],
    ] as const)('adds %s × %j as %j', async (product, quantity, expected) => {
      const visitor = newVisitor();
      const cart = await cartOf(visitor);
      const response = await addProduct(cart, visitor, kit.productIds[product], quantity);
      if (expected === null) {
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ quantity: ['Enter a valid value'] });
      } else {
        expect(response.status).toBe(200);
        expect(((await response.json()) as CartBody).items[0]!.quantity).toBe(expected);
      }
    });

    it('sums a product added twice and refuses an unknown product', async () => {
      const visitor = newVisitor();
      const cart = await cartOf(visitor);
      await addProduct(cart, visitor, kit.productIds.handle, 2);
      const body = (await (
        await addProduct(cart, visitor, kit.productIds.handle, 3)
      ).json()) as CartBody;
      expect(body.items).toHaveLength(1);
      expect(body.items[0]).toMatchObject({ quantity: 5, price: 1_250, total: 6_250 });
      const unknown = await addProduct(cart, visitor, 999_999, 1);
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toEqual({ product_id: ['Enter a valid value'] });
    });

    it('re-prices a configured item on the server and ignores the client price', async () => {
      const visitor = newVisitor();
      const cart = await cartOf(visitor);
      const response = await call(`/cart/${cart.id}/items/`, visitor, {
        method: 'POST',
        json: {
          data: { ...exampleWindow, calculator_type_id: kit.windowTypeId },
          quantity: 2,
          price: 1,
        },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as CartBody;
      expect(body.items[0]).toMatchObject({
        type: 'configured',
        price: 33_676,
        total: 67_352,
        quantity: 2,
      });
      expect(body.items[0]!.description).toContain(
        'Profile (price per m²): Comfort 70, 5 chambers',
      );
      expect(body.characteristics).toMatchObject({
        total_area: 3.36,
        total_windows_count: 2,
        total_doors_count: 0,
      });
    });

    it.each([
      [{ sizes: { width: 2600, height: 1200 } }, 'data.sizes.width'],
      [{ features: { profile: 'gold' } }, 'data.features.profile'],
      [{ features: { shape: 'special' } }, 'data.features'],
      [{ calculator_type_id: 999_999 }, 'data.calculator_type_id'],
    ])('refuses a configuration with %j', async (change, field) => {
      const visitor = newVisitor();
      const cart = await cartOf(visitor);
      const response = await call(`/cart/${cart.id}/items/`, visitor, {
        method: 'POST',
        json: { data: { ...exampleWindow, calculator_type_id: kit.windowTypeId, ...change } },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ [field]: ['Enter a valid value'] });
    });

    it('patches and deletes items of its own cart only', async () => {
      const visitor = newVisitor();
      const cart = await cartOf(visitor);
      const added = (await (
        await call(`/cart/${cart.id}/items/`, visitor, {
          method: 'POST',
          json: { data: { calculator_type_id: kit.doorTypeId } },
        })
      ).json()) as CartBody;
      const itemId = added.items[0]!.id;
      const patched = (await (
        await call(`/cart/${cart.id}/items/${itemId}/`, visitor, {
          method: 'PATCH',
          json: {
            quantity: 3,
            data: { calculator_type_id: kit.doorTypeId, sizes: { width: 1000 } },
          },
        })
      ).json()) as CartBody;
      expect(patched.items[0]!.quantity).toBe(3);
      expect(patched.characteristics.total_doors_count).toBe(3);
      expect(patched.items[0]!.price).toBeGreaterThan(added.items[0]!.price);
      expect(
        (
          await call(`/cart/${cart.id}/items/${itemId}/`, visitor, {
            method: 'PATCH',
            json: { quantity: 0 },
          })
        ).status,
      ).toBe(400);
      expect(
        (await call(`/cart/${cart.id}/items/${itemId}/`, newVisitor(), { method: 'DELETE' }))
          .status,
      ).toBe(404);
      const emptied = (await (
        await call(`/cart/${cart.id}/items/${itemId}/`, visitor, { method: 'DELETE' })
      ).json()) as CartBody;
      expect(emptied.items).toEqual([]);
      expect(
        (await call(`/cart/${cart.id}/items/${itemId}/`, visitor, { method: 'DELETE' })).status,
      ).toBe(404);
    });
  });

  it('counts catalog windows and doors, and their standard size, in the characteristics', async () => {
    const visitor = newVisitor();
    const cart = await cartOf(visitor);
    const [catalogWindow] = await kit.provider.db
      .select()
      .from(products)
      .where(eq(products.slug, 'pvc-classic-70-two-sash'));
    const [catalogDoor] = await kit.provider.db
      .select()
      .from(products)
      .where(eq(products.kind, 'door'))
      .limit(1);
    expect(catalogWindow).toMatchObject({ kind: 'window', widthMm: 1300, heightMm: 1400 });
    expect((await addProduct(cart, visitor, catalogWindow!.id, 2)).status).toBe(200);
    expect((await addProduct(cart, visitor, catalogDoor!.id, 1)).status).toBe(200);
    expect((await addProduct(cart, visitor, kit.productIds.handle, 3)).status).toBe(200);
    const { characteristics } = await cartOf(visitor);
    expect(characteristics.total_windows_count).toBe(2);
    expect(characteristics.total_doors_count).toBe(1);
    expect(characteristics.total_area).toBeGreaterThanOrEqual(3.64);
  });

  describe('signed-in customers', () => {
    it('keeps one cart per user that needs their token', async () => {
      const { token } = await signIn('cart-owner@example.md');
      const answers = await Promise.all(Array.from({ length: 4 }, () => cartOf(null, token)));
      expect(new Set(answers.map((cart) => cart.id)).size).toBe(1);
      const cart = answers[0]!;
      expect((await call(`/cart/${cart.id}`, cart.anonymous_id)).status).toBe(404);
      expect((await call(`/cart/${cart.id}`, null, { token })).status).toBe(200);
      const other = await signIn('someone-else@example.md');
      expect((await call(`/cart/${cart.id}`, null, { token: other.token })).status).toBe(404);
      expect((await call('/cart/', null, { token: 'not-a-token' })).status).toBe(401);
    });

    it('answers a refused token with 401 on the calls that take a body too, so the storefront refreshes it', async () => {
      const { token } = await signIn('refused-token@example.md');
      const cart = await cartOf(null, token);
      for (const [path, json] of [
        [`/cart/${cart.id}/set-delivery/`, { delivery_type: 'pickup' }],
        [`/cart/${cart.id}/items/add-product/`, { product_id: kit.productIds.handle, quantity: 1 }],
        [`/cart/${cart.id}/create-order/`, {}],
      ] as const) {
        const refused = await call(path, null, { method: 'POST', json, token: 'not-a-token' });
        expect(refused.status, path).toBe(401);
        expect(await refused.json()).toEqual({
          detail: 'Your session has expired. Please sign in again',
        });
      }
    });

    it('merges the offline cart into the user cart on login', async () => {
      const visitor = newVisitor();
      const offline = await cartOf(visitor);
      await addProduct(offline, visitor, kit.productIds.handle, 2);
      await call(`/cart/${offline.id}/items/`, visitor, {
        method: 'POST',
        json: { data: { calculator_type_id: kit.doorTypeId } },
      });
      const { token } = await signIn('merge@example.md');
      const userCart = await cartOf(null, token);
      await addProduct(userCart, null, kit.productIds.handle, 1, token);

      expect(
        (
          await call('/cart/merge/', visitor, {
            method: 'POST',
            json: { target_cart: userCart.id, source_cart: offline.id },
          })
        ).status,
      ).toBe(401);
      const stranger = await call('/cart/merge/', newVisitor(), {
        method: 'POST',
        json: { target_cart: userCart.id, source_cart: offline.id },
        token,
      });
      expect(((await stranger.json()) as CartBody).items).toHaveLength(1);

      const merged = await call('/cart/merge/', visitor, {
        method: 'POST',
        json: { target_cart: userCart.id, source_cart: offline.id },
        token,
      });
      expect(merged.status).toBe(200);
      const body = (await merged.json()) as CartBody;
      expect(body.id).toBe(userCart.id);
      expect(body.items.map((item) => [item.type, item.quantity])).toEqual([
        ['product', 3],
        ['configured', 1],
      ]);
      expect((await call(`/cart/${offline.id}`, visitor)).status).toBe(404);
      const fresh = await cartOf(visitor);
      expect(fresh.id).not.toBe(offline.id);
      expect(fresh.items).toEqual([]);
    });

    it('fills user details from the profile when the body is empty and lets bonuses be used', async () => {
      const { token } = await signIn('bonus@example.md', 5_000);
      const cart = await cartOf(null, token);
      await addProduct(cart, null, kit.productIds.blind, 1, token);
      const details = (await (
        await call(`/cart/${cart.id}/set-user-details/`, null, { method: 'POST', token })
      ).json()) as CartBody;
      expect(details.user_details).toEqual({
        email: 'bonus@example.md',
        full_name: 'Ana Rusu',
        phone: '+373 (691) 234-56',
      });
      expect(
        (
          await call(`/cart/${cart.id}/set-payment-details/`, null, {
            method: 'POST',
            json: { payment_method: 1, use_bonuses: true, bonuses: 6_000 },
            token,
          })
        ).status,
      ).toBe(400);
      const paid = (await (
        await call(`/cart/${cart.id}/set-payment-details/`, null, {
          method: 'POST',
          json: { payment_method: 1, use_bonuses: true, bonuses: 2_000 },
          token,
        })
      ).json()) as CartBody;
      expect(paid.totals).toMatchObject({
        total: 5_000,
        bonuses: 2_000,
        delivery: 1_690,
        grand_total: 4_690,
      });
    });
  });
});
