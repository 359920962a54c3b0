export { hydrateOnIntent } from './hydrate-on-intent';
