// Client API of the cart (react-query): the cart page, lazy imports (add to cart, the header's live
// count). Islands of public pages import './actions' instead.
export * from './actions';
export {
  addConfiguredToCart,
  addProductToCart,
  changeQuantityMutation,
  removeItemMutation,
  restoreItemMutation,
  updateConfiguredItem,
} from './mutations';
export { cartOwner, currentCartOwner, setCart, useCart, useCartCount } from './queries';
export { forgetOfflineCart } from './cookie';
export { editConfigurationHref } from './configuration-query';
export { default as LiveCartLink } from './components/live-cart-link';
