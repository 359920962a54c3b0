// The shell's client components for app/'s client boundaries (error and not-found pages). The shell
// is imported by app/ only: what other features need of it lives in lib/, components/ or their own folders.
export { ErrorOffers } from './components/error-offers';
export { ErrorView } from './components/error-view';
export { NotFoundView } from './components/not-found-view';
