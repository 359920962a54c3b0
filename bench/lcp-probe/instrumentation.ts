// The floor's own (bench/floor): no start-up work, and none of the shop's.
export { register } from '../floor/instrumentation';
