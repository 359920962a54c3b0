export { CartLinkView } from './cart-link-view';
