import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setAccessToken } from '@/features/auth/token';
import { useCartCountStore } from '@/features/layout/cart-count';
import type { Cart } from '@/lib/api';
import { emptyCart } from '@/tests/fixtures/cart';
import { OFFLINE_CART_COOKIE } from './cookie';
import { addProductToCart, CartError, cartSession } from './session';
import { useCartStore } from './store';

const anonymousId = 'b'.repeat(32);
const cart = (id: number, items_quantity = 0): Cart => ({ ...emptyCart, id, cartId: id, anonymous_id: anonymousId, items_quantity });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useCartStore.setState({ cart: null });
  Cookies.remove(OFFLINE_CART_COOKIE, { path: '/' });
});
afterAll(() => server.close());

describe('cart session', () => {
  it('shares one fetch between concurrent callers and keeps the anonymous id in a cookie', async () => {
    let calls = 0;
    server.use(http.get('*/backend/api/calculator/cart/', () => (calls++, HttpResponse.json(cart(1, 3)))));
    const [a, b] = await Promise.all([cartSession.ensure(), cartSession.ensure()]);
    expect(calls).toBe(1);
    expect(a).toBe(b);
    expect(Cookies.get(OFFLINE_CART_COOKIE)).toBe(anonymousId);
    expect(useCartCountStore.getState().count).toBe(3);
  });

  it('gives a visitor who signed in meanwhile their own fetch, and a late anonymous answer cannot replace it', async () => {
    let answerAnonymous: () => void = () => undefined;
    const anonymousAnswered = new Promise<void>((resolve) => (answerAnonymous = resolve));
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/backend/api/calculator/cart/', async ({ request }) => {
        const authorization = request.headers.get('Authorization');
        seen.push(authorization);
        if (authorization) return HttpResponse.json({ ...cart(7, 2), anonymous_id: 'u'.repeat(32) });
        await anonymousAnswered;
        return HttpResponse.json(cart(8));
      }),
    );
    try {
      // The cart page asks before the first load's refresh has answered, then the session starts.
      const early = cartSession.reload();
      await expect.poll(() => seen.length).toBe(1);
      setAccessToken('token');
      await expect(cartSession.reload()).resolves.toMatchObject({ id: 7 });
      answerAnonymous();
      await expect(early).resolves.toMatchObject({ id: 8 });
      expect(seen).toEqual([null, 'Bearer token']);
      expect(useCartStore.getState().cart).toMatchObject({ id: 7 });
      expect(useCartStore.getState().loading).toBe(false);
      expect(Cookies.get(OFFLINE_CART_COOKIE)).toBeUndefined();
    } finally {
      setAccessToken(null);
    }
  });

  it('clears a stored offline id that fails and fetches a new cart', async () => {
    Cookies.set(OFFLINE_CART_COOKIE, 'stale', { path: '/' });
    const headers: (string | null)[] = [];
    server.use(
      http.get('*/backend/api/calculator/cart/', ({ request }) => {
        headers.push(request.headers.get('X-Cart-Id'));
        return headers.length === 1 ? HttpResponse.json({ detail: 'gone' }, { status: 404 }) : HttpResponse.json(cart(2));
      }),
    );
    await expect(cartSession.reload()).resolves.toMatchObject({ id: 2 });
    expect(headers).toEqual(['stale', null]);
  });

  it('re-fetches the cart and retries an add once on 404, then gives up', async () => {
    let fetches = 0;
    const adds: string[] = [];
    server.use(
      http.get('*/backend/api/calculator/cart/', () => HttpResponse.json(cart(++fetches === 1 ? 10 : 11))),
      http.post('*/backend/api/calculator/cart/:id/items/add-product/', ({ params }) => {
        adds.push(String(params.id));
        return params.id === '11' ? HttpResponse.json(cart(11, 1)) : HttpResponse.json({ detail: 'x' }, { status: 404 });
      }),
    );
    await expect(addProductToCart({ productId: 5 })).resolves.toMatchObject({ id: 11, items_quantity: 1 });
    expect(adds).toEqual(['10', '11']);

    server.use(http.post('*/backend/api/calculator/cart/:id/items/add-product/', () => HttpResponse.json({ detail: 'no' }, { status: 403 })));
    await expect(addProductToCart({ productId: 5 })).rejects.toBeInstanceOf(CartError);
  });
});
