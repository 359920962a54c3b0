// Client API of the cart for other features (catalog, calculator, layout). Server code must not import it.
export {
  addConfiguredToCart,
  addProductToCart,
  CartError,
  cartSession,
  CartSession,
  forgetOfflineCart,
  offlineCartId,
  removeCartItem,
  updateConfiguredItem,
  updateItemQuantity,
  type ProductToAdd,
} from './session';
export { useCartActions } from './use-cart-actions';
export { publishCart, useCart, useCartStore } from './store';
export { configurationSearchParams, editConfigurationHref, EDIT_PARAM, parseConfigurationSearchParams } from './configuration-query';
