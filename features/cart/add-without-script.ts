import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { isSameOrigin, REFRESH_COOKIE, refreshSession, setRefreshCookie } from '@/features/auth';
import { serverApi } from '@/lib/api/server';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { clientAddressOf } from '@/lib/security/forwarded';
import { OFFLINE_CART_COOKIE, OFFLINE_CART_DAYS } from './cookie';

/** The cart page's query flag that says a product sent by the plain form was not added. */
export const NOT_ADDED_PARAM = 'not-added';

/**
 * The product page's add-to-cart form sent before its script runs, or without scripts (issue 39):
 * the same add the island makes, done here, then the cart page (303). A signed-in visitor's line
 * goes to their own cart (the refresh cookie is rotated as /session/refresh does), a guest's to
 * the cart of their offline id, which is created and remembered when there is none.
 */
export async function addProductFromForm(request: NextRequest, locale: Locale) {
  const cartPage = getPathname({ locale, href: '/cart' });
  const form = await request.formData().catch(() => null);
  const productId = Number(form?.get('product'));
  const quantity = form?.get('quantity');
  if (!isSameOrigin(request) || !Number.isSafeInteger(productId) || productId <= 0)
    return seeOther(withFlag(cartPage));
  const clientAddress = clientAddressOf(request.headers);
  const refresh = request.cookies.get(REFRESH_COOKIE)?.value;
  const session = refresh ? await refreshSession(locale, refresh, clientAddress) : null;
  const api = serverApi(locale, session?.tokens.access ?? null, { clientAddress });
  const offlineId = session ? null : (request.cookies.get(OFFLINE_CART_COOKIE)?.value ?? null);
  let cart = await api.cart.cart(offlineId);
  // An offline id the provider no longer knows: a new cart, as the island does.
  if (!cart.ok && offlineId) cart = await api.cart.cart(null);
  const added = cart.ok
    ? await api.cart.addProduct(
        cart.data.id,
        productId,
        typeof quantity === 'string' && quantity.trim() ? quantity.trim() : 1,
        session ? null : cart.data.anonymous_id,
      )
    : null;
  const response = seeOther(added?.ok ? cartPage : withFlag(cartPage));
  if (session) setRefreshCookie(response, session.tokens.refresh);
  else if (cart.ok && cart.data.anonymous_id !== offlineId)
    response.cookies.set(OFFLINE_CART_COOKIE, cart.data.anonymous_id, {
      maxAge: OFFLINE_CART_DAYS * 86_400,
      sameSite: 'lax',
      secure: getConfig().SITE_URL.startsWith('https:'),
      path: '/',
    });
  return response;
}

const withFlag = (path: string) => `${path}?${NOT_ADDED_PARAM}=1`;

/** 303 to a path of this site (relative, so it holds behind any proxy). */
const seeOther = (path: string) =>
  new NextResponse(null, {
    status: 303,
    headers: { Location: path, 'Cache-Control': 'no-store' },
  });
