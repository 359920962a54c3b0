// The floor's own layout (bench/floor): the same document and the same framework chunks.
export { default, metadata } from '../../floor/app/layout';
