import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// The cart listens to the session (features/cart/follow-session.ts): its entry registers it.
import { OFFLINE_CART_COOKIE, useCartBadgeStore } from '@/features/cart/actions';
import type { Cart, UserProfile } from '@/lib/api';
import { userProfile } from '@/tests/fixtures/account';
import { emptyCart } from '@/tests/fixtures/cart';
import { queryClient } from '@/lib/query/client';
import { SESSION_HINT_COOKIE } from './session-hint';
import { useAuthStore } from './auth-state';
import { startSession } from './store';
import { setAccessToken } from './token';

const anonymousId = 'd'.repeat(32);
const cart: Cart = { ...emptyCart, id: 4, cartId: 4, anonymous_id: anonymousId, items_quantity: 1 };

let cartReads: (string | null)[] = [];
let refreshes = 0;
let profileReads = 0;
let refreshAnswer: { access: string | null; user: object | null } = { access: null, user: null };
const server = setupServer(
  http.post('*/session/refresh', () => {
    refreshes += 1;
    return HttpResponse.json(refreshAnswer);
  }),
  http.get('*/backend/api/auth/me/', () => {
    profileReads += 1;
    return HttpResponse.json(userProfile);
  }),
  http.get('*/backend/api/calculator/cart/', ({ request }) => {
    cartReads.push(request.headers.get('X-Cart-Id'));
    return HttpResponse.json(cart);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cartReads = [];
  refreshes = 0;
  profileReads = 0;
  refreshAnswer = { access: null, user: null };
  setAccessToken(null);
  queryClient().clear();
  useCartBadgeStore.setState({ live: false });
  useAuthStore.setState({ userId: null, starting: true });
  Cookies.remove(OFFLINE_CART_COOKIE, { path: '/' });
  Cookies.remove(SESSION_HINT_COOKIE, { path: '/' });
});
afterAll(() => server.close());

const profileOf = (userId: number) =>
  queryClient().getQueryData<UserProfile>(['account', userId, 'profile']);

describe('first load (spec 4)', () => {
  it('creates no cart and asks no refresh for a visitor with neither a session nor a cart id', async () => {
    await startSession();
    expect(useAuthStore.getState().starting).toBe(false);
    expect(refreshes).toBe(0);
    expect(cartReads).toEqual([]);
    expect(useCartBadgeStore.getState().live).toBe(false);
  });

  it("lets the badge read an anonymous visitor's cart (by the id in their cookie: features/layout/components/cart-link.test.tsx)", async () => {
    Cookies.set(OFFLINE_CART_COOKIE, anonymousId, { path: '/' });
    await startSession();
    expect(useCartBadgeStore.getState().live).toBe(true);
    expect(useAuthStore.getState().userId).toBeNull();
  });

  it("takes the profile the refresh answered as the profile query, and lets the badge read the customer's cart", async () => {
    Cookies.set(SESSION_HINT_COOKIE, '1', { path: '/' });
    refreshAnswer = { access: 'access-token', user: { id: 1, email: 'ion@example.com' } };
    await startSession();
    expect(refreshes).toBe(1);
    expect(profileReads).toBe(0);
    expect(useAuthStore.getState().userId).toBe(1);
    expect(profileOf(1)).toMatchObject({ email: 'ion@example.com' });
    expect(useCartBadgeStore.getState().live).toBe(true);
    expect(cartReads).toEqual([]);
  });

  it('reads the profile itself when the refresh could not', async () => {
    Cookies.set(SESSION_HINT_COOKIE, '1', { path: '/' });
    refreshAnswer = { access: 'access-token', user: null };
    await startSession();
    expect(profileReads).toBe(1);
    expect(profileOf(1)).toMatchObject({ email: 'me@example.com' });
  });

  it('stays signed out when the hinted session has expired', async () => {
    Cookies.set(SESSION_HINT_COOKIE, '1', { path: '/' });
    await startSession();
    expect(refreshes).toBe(1);
    expect(useAuthStore.getState().userId).toBeNull();
    expect(useCartBadgeStore.getState().live).toBe(false);
  });
});
