'use client';

import { useSyncExternalStore } from 'react';
import { locales, withLocaleHome, type Locale } from '@/lib/i18n/locales';
import { switchLocalePath } from '@/lib/i18n/slugs';
import { withQuery } from '@/lib/i18n/with-query';

/** Alternate slugs a page declares through its hreflang links (spec 2: "alternate-language slug"). */
function readAlternates(): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    const locale = link.hreflang.slice(0, 2) as Locale;
    if ((locales as readonly string[]).includes(locale)) alternates[locale] = new URL(link.href).pathname;
  }
  return alternates;
}

const subscribe = () => () => {};

/**
 * Where each language's link leads from the current page: the page's hreflang alternate, else its
 * path with the slug translated (spec 2 'Switching locale'), with the page's query kept (issue 27:
 * the configuration, the search). Before hydration: each locale's home. Read at render, so a caller
 * that re-renders on navigation (usePathname) or when its menu opens gets fresh links; the
 * configurator changes the query without a render (features/calculator/url-sync).
 */
export function useLocaleHrefs(): (target: Locale) => string {
  const mounted = useSyncExternalStore(subscribe, () => true, () => false);
  return (target: Locale) => (mounted ? withQuery(switchLocalePath(window.location.pathname, target, readAlternates()), window.location.search) : withLocaleHome(target));
}
