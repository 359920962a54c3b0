export { CheckoutFlow } from './components/checkout-flow';
export { CartTotals } from './components/cart-totals';
