'use client';

import { useLocale } from 'next-intl';
import { useState, type AnchorHTMLAttributes } from 'react';
import { hrefOf, Link as LocaleLink, type AppLinkHref } from '@/lib/i18n/navigation';
import { useNavigationStarts } from './navigation-start';
import { pageHref } from '@/lib/navigation/page-href';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /**
   * A typed href of the routing (`{ pathname: '/cart' }`, `hrefOf(link)`), or a finished URL as a
   * string: the page's path, localized and prefixed, or any other address.
   */
  href: Extract<AppLinkHref, object> | string;
  /** false keeps the scroll position (tabs, configurator options): the page changes in place. */
  scroll?: boolean;
  /** false: never fetched ahead, for pages rendered per visitor (the cart). */
  prefetch?: boolean;
};

/**
 * When the framework fetches a linked page ahead (docs/adr/0009-links-and-prefetch.md): 'intent'
 * when the pointer, the focus or a finger reaches the link, 'viewport' as soon as it is seen. The
 * bench builds both to compare them (bench/prefetch.mjs); the shop ships the ADR's choice.
 */
export const LINK_PREFETCH: 'intent' | 'viewport' =
  process.env.NEXT_PUBLIC_LINK_PREFETCH === 'viewport' ? 'viewport' : 'intent';

/**
 * A link to a page of the shop: next-intl's `Link` (next/link underneath), so navigation, prefetch
 * and scroll are the framework's. A typed href goes to it as it is; a string that is a page of this
 * site in this language (a provider's link, localized and prefixed) loses its prefix and becomes
 * the typed href of its pathname (`hrefOf`). Anything else (another origin, tel:, a file, the API,
 * another language's page) stays a plain anchor.
 */
export function Link({
  href,
  scroll,
  prefetch,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...anchor
}: LinkProps) {
  const locale = useLocale();
  const [intent, setIntent] = useState(false);
  const started = useNavigationStarts((state) => state.started);
  let target: AppLinkHref;
  if (typeof href === 'string') {
    const page = pageHref(href);
    if (!page || page.locale !== locale)
      return (
        <a
          href={href}
          onPointerEnter={onPointerEnter}
          onFocus={onFocus}
          onTouchStart={onTouchStart}
          {...anchor}
        />
      );
    target = hrefOf(`${page.pathname}${page.search}${page.hash}`);
  } else target = href;

  const wantsIntent = prefetch !== false && LINK_PREFETCH === 'intent' && !intent;
  const reach = wantsIntent ? () => setIntent(true) : undefined;
  return (
    <LocaleLink
      href={target}
      scroll={scroll}
      prefetch={prefetch === false || wantsIntent ? false : null}
      onNavigate={started}
      onPointerEnter={(event) => {
        reach?.();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        reach?.();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        reach?.();
        onTouchStart?.(event);
      }}
      {...anchor}
    />
  );
}
