import type { Cart } from '@/lib/api';
import { browserApi } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';
import { queryClient } from '@/lib/query/client';
import { forgetOfflineCart, offlineCartId } from './cookie';
import { cartQuery, setCart } from './queries';

// The cart's part of signing in and out (spec 4 'Auth'), called when the auth store announces them
// (follow-session.ts).

/** The visitor's anonymous cart, read before the token exists so the merge can name it. */
export async function anonymousCart(locale: Locale): Promise<Cart | null> {
  const cached = queryClient().getQueryData(cartQuery(locale, 'guest').queryKey);
  if (cached) return cached;
  const id = offlineCartId();
  if (!id) return null;
  const result = await browserApi(locale, { anonymous: true }).cart.cart(id);
  return result.ok ? result.data : null;
}

/** Login: the customer's cart with the offline one merged into it becomes their entry. */
export async function mergeIntoUserCart(locale: Locale, userId: number, offline: Cart | null) {
  const api = browserApi(locale);
  const mine = await api.cart.cart(null);
  if (!mine.ok) return;
  let cart = mine.data;
  if (offline && offline.id !== cart.id && offline.items.length) {
    const merged = await api.cart.merge(cart.id, offline.id, offline.anonymous_id);
    if (merged.ok) cart = merged.data;
  }
  forgetOfflineCart();
  setCart(locale, userId, cart);
}

/** After the switch to the customer's entry: nothing reads the anonymous one any more. */
export function forgetGuestCart() {
  queryClient().removeQueries({ queryKey: ['cart', 'guest'] });
}

/** Logout: the customer's cart leaves the tab and a fresh anonymous one is read (spec 4). */
export async function cartAfterLogout(locale: Locale, userId: number) {
  queryClient().removeQueries({ queryKey: ['cart', userId] });
  await queryClient()
    .fetchQuery(cartQuery(locale, 'guest'))
    .catch(() => undefined);
}
