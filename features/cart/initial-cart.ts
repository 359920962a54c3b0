import 'server-only';
import { REFRESH_COOKIE } from '@/features/auth';
import type { AwaitingPayment, Cart } from '@/lib/api';
import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/i18n/locales';
import { OFFLINE_CART_COOKIE } from './cookie';

/**
 * What the cart page can show before its script runs (spec 2 'Cart screen'):
 * - `cart`: an anonymous visitor's cart, read with the offline cart id of their cookie, with the card
 *   order of that id left at the bank's page (issue 39; none when the read fails, as in the browser);
 * - `empty`: a visitor with neither that cookie nor a session has no cart yet;
 * - `unknown`: a signed-in visitor (their cart needs the access token, which lives in the browser's
 *   memory only) or an offline id the provider refuses: the page shows its loading state and the
 *   browser fetches the cart as before.
 * The page shows a `cart` without its cart code until the shopper changes it or signs in; the other
 * kinds load that code at once (features/checkout, live-cart.tsx).
 */
export type InitialCart =
  | { kind: 'cart'; cart: Cart; awaiting: AwaitingPayment['order'] }
  | { kind: 'empty' }
  | { kind: 'unknown' };

interface CookieReader {
  get(name: string): { value: string } | undefined;
  has(name: string): boolean;
}

export async function getInitialCart(
  locale: Locale,
  cookies: CookieReader,
  api = serverApi(locale),
): Promise<InitialCart> {
  if (cookies.has(REFRESH_COOKIE)) return { kind: 'unknown' };
  const offlineId = cookies.get(OFFLINE_CART_COOKIE)?.value;
  if (!offlineId) return { kind: 'empty' };
  const [result, awaiting] = await Promise.all([
    api.cart.cart(offlineId),
    api.cart.awaitingPayment(offlineId),
  ]);
  if (!result.ok) return { kind: 'unknown' };
  return { kind: 'cart', cart: result.data, awaiting: awaiting.ok ? awaiting.data.order : null };
}
