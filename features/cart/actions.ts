// The cart's light client entry, for islands of public pages (calculator, the auth store): adding to the
// cart loads react-query and the cart's queries on the first add (see use-cart-actions), not with the page.
export { useCartActions } from './use-cart-actions';
export type { ProductToAdd } from './mutations';
export { OFFLINE_CART_COOKIE, offlineCartId } from './cookie';
export { editConfigurationHref } from './configuration-query';
