export { CheckoutFlow } from './components/checkout-flow';
export { CheckoutFrame } from './components/checkout-frame';
export { CartTotals } from './components/cart-totals';
