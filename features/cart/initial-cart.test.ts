// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Api, Cart } from '@/lib/api';
import { getInitialCart } from './initial-cart';

const cart = { id: 3, anonymous_id: 'c'.repeat(32), items: [] } as unknown as Cart;

function jar(values: Record<string, string>) {
  return {
    get: (name: string) => (name in values ? { value: values[name]! } : undefined),
    has: (name: string) => name in values,
  };
}

function fakeApi(answer: { ok: true; data: Cart } | { ok: false; status: number; error: object }) {
  const read = vi.fn(async () => answer);
  return { api: { cart: { cart: read } } as unknown as Api, read };
}

describe('the cart the page can show before its script runs', () => {
  it("reads an anonymous visitor's cart with the id of their cookie", async () => {
    const { api, read } = fakeApi({ ok: true, data: cart });
    expect(await getInitialCart('ro', jar({ offline_cart_id: cart.anonymous_id }), api)).toEqual({
      kind: 'cart',
      cart,
    });
    expect(read).toHaveBeenCalledWith(cart.anonymous_id);
  });

  it('knows a visitor without a cart id or a session has an empty cart, without asking', async () => {
    const { api, read } = fakeApi({ ok: true, data: cart });
    expect(await getInitialCart('ro', jar({}), api)).toEqual({ kind: 'empty' });
    expect(read).not.toHaveBeenCalled();
  });

  it('leaves a signed-in visitor, and an id the provider refuses, to the browser', async () => {
    const signedIn = fakeApi({ ok: true, data: cart });
    expect(
      await getInitialCart('ro', jar({ refresh_token: 'r', offline_cart_id: 'x' }), signedIn.api),
    ).toEqual({ kind: 'unknown' });
    expect(signedIn.read).not.toHaveBeenCalled();
    const refused = fakeApi({ ok: false, status: 404, error: {} });
    expect(await getInitialCart('ro', jar({ offline_cart_id: 'gone' }), refused.api)).toEqual({
      kind: 'unknown',
    });
  });
});
