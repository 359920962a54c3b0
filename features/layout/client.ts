// What client components of other features and app/'s client boundaries may use from the shell;
// nothing here is server-only.
export { showCartCount, showPageCartCount, useCartBadgeStore } from './cart-count';
export { CartLink } from './components/cart-link';
export { CartLinkView } from './components/cart-link-view';
export { openCallBack } from './call-back';
export { company, privacySlugs } from './company';
export { calculatorPath } from './calculator-link';
export { visibleFooterColumns, infoPagesColumn } from './footer-links';
export { useMediaQuery } from './use-media-query';
export { ErrorOffers } from './components/error-offers';
export { ErrorView } from './components/error-view';
export { NotFoundView } from './components/not-found-view';
