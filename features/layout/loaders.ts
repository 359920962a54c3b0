import 'server-only';
import { cache } from 'react';
import { cachedApi } from '@/lib/api/server';
import { orEmpty } from '@/lib/api/unwrap';
import { CACHE_PROFILES } from '@/lib/cache/manifest';
import type { Locale } from '@/lib/i18n/locales';
import type { InfoPageSlugs } from '@/lib/i18n/locale-switch';

/**
 * Everything the header and footer show, fetched once per request and locale. A locale switch is a
 * navigation to the other locale's URL, so this runs again with that Accept-Language (spec 4).
 */
export const getShellData = cache(async (locale: Locale) => {
  const api = cachedApi(locale, CACHE_PROFILES.content).content;
  const [nav, links, footerColumns, infoPages] = await Promise.all([
    cachedApi(locale, CACHE_PROFILES.catalog).content.menuNav(),
    api.menuLinks(),
    api.footerColumns(),
    api.infoPages(),
  ]);
  return {
    nav: orEmpty(nav, [], 'menu/nav'),
    links: orEmpty(links, [], 'menu/links'),
    footerColumns: orEmpty(footerColumns, [], 'footer columns'),
    infoPages: orEmpty(infoPages, [], 'info pages'),
  };
});

/**
 * Every info page's slug in each language, so the language switcher in the server's HTML leads to
 * an info page's own slug (spec 2); the list names each page by this language's slug only.
 */
export const getInfoPageSlugs = cache(async (locale: Locale): Promise<InfoPageSlugs> => {
  const { infoPages } = await getShellData(locale);
  const api = cachedApi(locale, CACHE_PROFILES.content).content;
  const details = await Promise.all(
    infoPages.filter((page) => page.slug).map((page) => api.infoPage(page.slug)),
  );
  return details.flatMap((result) => {
    const slugs = orEmpty(result, null, 'info page slugs')?.slugs;
    return slugs ? [slugs] : [];
  });
});
