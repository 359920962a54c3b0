import 'server-only';
import { cache } from 'react';
import { cachedDerived, serverApi } from '@/lib/api/server';
import { orEmpty } from '@/lib/api/unwrap';
import { CACHE_PROFILES, cacheDeclaration } from '@/lib/cache/manifest';
import type { Locale } from '@/lib/i18n/locales';
import type { InfoPageSlugs } from '@/lib/i18n/locale-switch';

/**
 * Everything the header and footer show, fetched once per request and locale, with every info
 * page's slug in each language, so the language switcher in the server's HTML leads to an info
 * page's own slug (spec 2; the list names each page by this language's slug only). A locale switch is a
 * navigation to the other locale's URL, so this runs again with that Accept-Language (spec 4).
 * The shell is on every page: its reads (the menu, catalog; the rest, content) are kept together as
 * one entry of the data cache under both profiles' tags, not as nine entries each taken, parsed and
 * checked again on every request (ADR 70). A shell with a failed read renders its empty parts and is
 * not kept.
 */
export const getShellData = cache((locale: Locale) =>
  cachedDerived(
    ['shell', locale],
    [cacheDeclaration(CACHE_PROFILES.catalog), cacheDeclaration(CACHE_PROFILES.content)],
    () => readShell(locale),
  ),
);

async function readShell(locale: Locale) {
  const api = serverApi(locale).content;
  const [nav, links, footerColumns, infoPages] = await Promise.all([
    api.menuNav(),
    api.menuLinks(),
    api.footerColumns(),
    api.infoPages(),
  ]);
  const listed = orEmpty(infoPages, [], 'info pages');
  const details = await Promise.all(
    listed.filter((page) => page.slug).map((page) => api.infoPage(page.slug)),
  );
  const infoPageSlugs: InfoPageSlugs = details.flatMap((result) => {
    const slugs = orEmpty(result, null, 'info page slugs')?.slugs;
    return slugs ? [slugs] : [];
  });
  return {
    value: {
      nav: orEmpty(nav, [], 'menu/nav'),
      links: orEmpty(links, [], 'menu/links'),
      footerColumns: orEmpty(footerColumns, [], 'footer columns'),
      infoPages: listed,
      infoPageSlugs,
    },
    complete: [nav, links, footerColumns, infoPages, ...details].every((result) => result.ok),
  };
}
