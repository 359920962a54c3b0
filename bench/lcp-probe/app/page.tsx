// The floor's own page (bench/floor): a heading and a paragraph, no stylesheet, no web font.
export { default } from '../../floor/app/page';
