// The cart's light client entry, for islands of public pages (calculator, the header's cart link): adding to the
// cart loads react-query and the cart's queries on the first add (see use-cart-actions), not with the page.
export { useCartActions } from './use-cart-actions';
export type { ProductToAdd } from './mutations';
export { OFFLINE_CART_COOKIE, offlineCartId } from './cookie';
export { showCartCount, showPageCartCount, useCartBadgeStore } from './cart-count';
export { editConfigurationHref } from './configuration-query';

// The cart follows the session (a login merges the guest's cart): wherever the badge is, it listens.
import './follow-session';
