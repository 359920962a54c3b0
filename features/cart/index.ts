// Server entry of the cart (the cart page). Client code imports './client', or './actions' to stay light.
export { getInitialCart, type InitialCart } from './initial-cart';
export { addProductFromForm, NOT_ADDED_PARAM } from './add-without-script';
