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

const order = {
  id: 9,
  nr: 'FM-2026-00009',
  grand_total: 1_780,
  created_at: '2026-11-27T10:00:00Z',
};

function fakeApi(
  answer: { ok: true; data: Cart } | { ok: false; status: number; error: object },
  awaiting: { ok: true; data: { order: typeof order | null } } | { ok: false; status: number } = {
    ok: true,
    data: { order: null },
  },
) {
  const read = vi.fn(async () => answer);
  const awaitingPayment = vi.fn(async () => awaiting);
  return {
    api: { cart: { cart: read, awaitingPayment } } as unknown as Api,
    read,
    awaitingPayment,
  };
}

describe('the cart the page can show before its script runs', () => {
  it("reads an anonymous visitor's cart with the id of their cookie", async () => {
    const { api, read } = fakeApi({ ok: true, data: cart });
    expect(await getInitialCart('ro', jar({ offline_cart_id: cart.anonymous_id }), api)).toEqual({
      kind: 'cart',
      cart,
      awaiting: null,
    });
    expect(read).toHaveBeenCalledWith(cart.anonymous_id);
  });

  it('reads the card order of that cart id waiting for payment (issue 39), none if that fails', async () => {
    const waiting = fakeApi({ ok: true, data: cart }, { ok: true, data: { order } });
    const cookie = jar({ offline_cart_id: cart.anonymous_id });
    expect(await getInitialCart('ro', cookie, waiting.api)).toEqual({
      kind: 'cart',
      cart,
      awaiting: order,
    });
    expect(waiting.awaitingPayment).toHaveBeenCalledWith(cart.anonymous_id);
    const failing = fakeApi({ ok: true, data: cart }, { ok: false, status: 503 });
    expect(await getInitialCart('ro', cookie, failing.api)).toEqual({
      kind: 'cart',
      cart,
      awaiting: null,
    });
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
