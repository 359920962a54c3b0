// What client components of other features may use from the shell; nothing here is server-only.
export { showCartCount } from './cart-count';
export { CartLinkView } from './components/cart-link-view';
export { openCallBack } from './call-back';
export { company, privacySlugs } from './company';
export { calculatorPath } from './calculator-link';
export { visibleFooterColumns, infoPagesColumn } from './footer-links';
