import { Footer as PlainFooter, Header as PlainHeader } from './shell';

/** The PPR build's shell: the same parts, each kept by `'use cache'` (the best case for PPR). */
export async function Header() {
  'use cache';
  return <PlainHeader />;
}

export async function Footer() {
  'use cache';
  return <PlainFooter />;
}
