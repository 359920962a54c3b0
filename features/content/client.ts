// Client components of the content feature that other features may render.
export { CallRequestButton } from './components/call-request-button';
export { OfferCard } from './components/offer-card';
