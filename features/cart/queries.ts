import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useAuthStore } from '@/features/auth/session';
import type { Cart } from '@/lib/api';
import { browserApi } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';
import { queryClient } from '@/lib/query/client';
import { dataOf } from '@/lib/query/failure';
import { forgetOfflineCart, offlineCartId, rememberOfflineCart } from './cookie';

/** Whose cart: a signed-in customer's (their id), or this browser's anonymous one (its id in a cookie). */
export type CartOwner = number | 'guest';

export const cartOwner = (userId: number | null): CartOwner => userId ?? 'guest';
export const currentCartOwner = (): CartOwner => cartOwner(useAuthStore.getState().userId);

/** The cart never caches across visitors: one entry per owner, per language of its item names. */
export const cartKey = (locale: Locale, owner: CartOwner) => ['cart', owner, locale] as const;

/**
 * An anonymous cart is read by the id of its cookie, without a token: an answer that arrives after
 * a login cannot land in the customer's entry. A stored id the provider refuses (4xx) is forgotten
 * and a new cart read, once (spec 4); an outage (5xx, a timeout) keeps it, and the cart.
 */
async function readGuestCart(locale: Locale): Promise<Cart> {
  const api = browserApi(locale, { anonymous: true });
  const stored = offlineCartId();
  let result = await api.cart.cart(stored);
  if (!result.ok && stored && result.status >= 400 && result.status < 500) {
    forgetOfflineCart();
    result = await api.cart.cart(null);
  }
  const cart = dataOf(result);
  rememberOfflineCart(cart);
  return cart;
}

export const cartQuery = (locale: Locale, owner: CartOwner) =>
  queryOptions({
    queryKey: cartKey(locale, owner),
    queryFn: () =>
      owner === 'guest' ? readGuestCart(locale) : browserApi(locale).cart.cart(null).then(dataOf),
  });

/**
 * The visitor's cart once the first load knows whose it is (spec 4 'First load'); `initial` is what
 * the server rendered, shown without a fetch.
 */
export function useCart(options: { initial?: Cart; enabled?: boolean } = {}) {
  const locale = useLocale();
  const userId = useAuthStore((state) => state.userId);
  const starting = useAuthStore((state) => state.starting);
  const owner = cartOwner(userId);
  return useQuery({
    ...cartQuery(locale, owner),
    enabled: !starting && options.enabled !== false,
    initialData: owner === 'guest' ? options.initial : undefined,
  });
}

/** The count of the header badge (spec 2: capped at 99+ by the badge). */
export function useCartCount(): number {
  const { data } = useCart();
  return data?.items_quantity ?? 0;
}

/**
 * Writes an answer that carries the whole cart (set-delivery, merge…) into the owner's entry. A read
 * still on its way began before this write and would land after it with the cart as it was (a
 * checkout step would fall back to the one before): it is cancelled, and the entry keeps this answer.
 */
export function setCart(locale: Locale, owner: CartOwner, cart: Cart) {
  const client = queryClient();
  const key = cartKey(locale, owner);
  void client.cancelQueries({ queryKey: key, exact: true });
  client.setQueryData<Cart>(key, cart);
  if (owner === 'guest') rememberOfflineCart(cart);
}
