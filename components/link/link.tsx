import type { AnchorHTMLAttributes } from 'react';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** false keeps the scroll position (tabs, configurator options): the page changes in place. */
  scroll?: boolean;
  /** false: never fetched ahead, for pages rendered per visitor (the cart). */
  prefetch?: boolean;
};

/**
 * A link to a page of the shop: a plain `<a>`, so it costs nothing to hydrate and works before any
 * script runs. The one document-level listener of `useClientNavigation` turns its clicks into
 * client-side navigations and prefetches its page on intent (hover, focus, touch). next/link is a
 * client component with its own effects and an observer per link: about 170 of them on the home
 * page made hydration a third longer.
 */
export function Link({ href, scroll, prefetch, ...anchor }: LinkProps) {
  return <a href={href} data-scroll={scroll === false ? 'false' : undefined} data-prefetch={prefetch === false ? 'false' : undefined} {...anchor} />;
}
