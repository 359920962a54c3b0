'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { switchTarget, type InfoPageSlugs } from '@/lib/i18n/locale-switch';
import { withQuery } from '@/lib/i18n/with-query';

const subscribe = () => () => {};

/**
 * Where each language's link leads from the current page (spec 2 'Switching locale', issue 29: in
 * the server's HTML too): the same page under the language's slug, from the route's segments, which
 * the server's render and the browser share. The query is the one the route carries until
 * hydration (a listing's page), then the page's own (issue 27: the configuration, the search).
 * Read at render, so a caller that re-renders on navigation or when its menu opens gets fresh
 * links; the configurator changes the query without a render (features/calculator/url-sync).
 * Called from a component of the locale layout: the segments are those below app/[locale].
 */
export function useLocaleHrefs(infoPages: InfoPageSlugs): (target: Locale) => string {
  const segments = useSelectedLayoutSegments();
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (target: Locale) => {
    const { path, query } = switchTarget(segments, target, infoPages);
    if (query === null) return path;
    return withQuery(path, mounted ? window.location.search : query);
  };
}
