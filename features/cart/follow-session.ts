import { listenToSession } from '@/features/auth/session';
import { showCartCount } from './cart-count';
import { offlineCartId } from './cookie';

// The cart's part of signing in and out (spec 4 'Auth'), and its react-query code, load on a login
// or logout, not with the header's badge.
const session = () => import('./session');

listenToSession({
  // A visitor with neither a session nor a cart id has no cart yet, and the badge shows 0: the
  // provider would create an empty cart for every such page view (a crawler would leave one per
  // page), so the first add creates it instead.
  started(signedIn) {
    if (signedIn || offlineCartId()) showCartCount();
  },
  // The anonymous cart is read while the visitor is still a guest, so the merge can name it.
  async signingIn(locale) {
    const cart = await session();
    const offline = await cart.anonymousCart(locale);
    return {
      // The merged cart is in the customer's entry before the badge switches to it: no read races the merge.
      beforeSwitch: (userId) => cart.mergeIntoUserCart(locale, userId, offline),
      afterSwitch() {
        cart.forgetGuestCart();
        showCartCount();
      },
    };
  },
  async signedOut(locale, userId) {
    await (await session()).cartAfterLogout(locale, userId);
  },
});
