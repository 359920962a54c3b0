export { lazyPart } from './lazy-part';
