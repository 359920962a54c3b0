// Client API of the cart for other features (catalog, calculator, checkout, layout). Server code must not import it.
export { addConfiguredToCart, addProductToCart, changeQuantityMutation, removeItemMutation, updateConfiguredItem, type ProductToAdd } from './mutations';
export { cartOwner, currentCartOwner, setCart, useCart, useCartCount } from './queries';
export { forgetOfflineCart, offlineCartId } from './cookie';
export { useCartActions } from './use-cart-actions';
export { configurationSearchParams, editConfigurationHref, EDIT_PARAM, parseConfigurationSearchParams } from './configuration-query';
