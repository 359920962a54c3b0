import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCartStore } from '@/features/cart';
import { OFFLINE_CART_COOKIE } from '@/features/cart/cookie';
import type { Cart } from '@/lib/api';
import { startSession, useAuthStore } from './store';
import { setAccessToken } from './token';

const anonymousId = 'd'.repeat(32);
const cart = { id: 4, cartId: 4, anonymous_id: anonymousId, items: [], items_quantity: 1 } as unknown as Cart;

let cartReads: (string | null)[] = [];
let refreshAnswer: { access?: string } | null = null;
const server = setupServer(
  http.post('*/session/refresh', () => (refreshAnswer ? HttpResponse.json(refreshAnswer) : HttpResponse.json({ detail: 'no session' }, { status: 401 }))),
  http.get('*/backend/api/auth/me/', () => HttpResponse.json({ id: 1, email: 'ion@example.com' })),
  http.get('*/backend/api/calculator/cart/', ({ request }) => {
    cartReads.push(request.headers.get('X-Cart-Id'));
    return HttpResponse.json(cart);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cartReads = [];
  refreshAnswer = null;
  setAccessToken(null);
  useCartStore.setState({ cart: null });
  useAuthStore.setState({ user: null, starting: true });
  Cookies.remove(OFFLINE_CART_COOKIE, { path: '/' });
});
afterAll(() => server.close());

describe('first load (spec 4)', () => {
  it('creates no cart for a visitor with neither a session nor a cart id', async () => {
    await startSession();
    expect(useAuthStore.getState().starting).toBe(false);
    expect(cartReads).toEqual([]);
    expect(useCartStore.getState().cart).toBeNull();
  });

  it("reads an anonymous visitor's cart by the id in their cookie", async () => {
    Cookies.set(OFFLINE_CART_COOKIE, anonymousId, { path: '/' });
    await startSession();
    expect(cartReads).toEqual([anonymousId]);
    expect(useCartStore.getState().cart).toMatchObject({ id: 4 });
  });

  it("reads a signed-in visitor's cart with their token", async () => {
    refreshAnswer = { access: 'access-token' };
    await startSession();
    expect(cartReads).toEqual([null]);
    expect(useCartStore.getState().cart).toMatchObject({ id: 4 });
  });
});
