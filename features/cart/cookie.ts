import Cookies from 'js-cookie';
import type { Cart } from '@/lib/api';

/** The anonymous cart's id (spec 3 'offline cart id'); a visitor's only key to their cart. */
export const OFFLINE_CART_COOKIE = 'offline_cart_id';
export const OFFLINE_CART_DAYS = 30;

export const offlineCartId = () => Cookies.get(OFFLINE_CART_COOKIE) ?? null;

export function rememberOfflineCart(cart: Cart) {
  Cookies.set(OFFLINE_CART_COOKIE, cart.anonymous_id, {
    expires: OFFLINE_CART_DAYS,
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    path: '/',
  });
}

export function forgetOfflineCart() {
  Cookies.remove(OFFLINE_CART_COOKIE, { path: '/' });
}
