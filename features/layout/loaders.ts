import 'server-only';
import { cache } from 'react';
import { serverApi } from '@/lib/api/server';
import { orEmpty } from '@/lib/api/unwrap';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Everything the header and footer show, fetched once per request and locale. A locale switch is a
 * navigation to the other locale's URL, so this runs again with that Accept-Language (spec 4).
 */
export const getShellData = cache(async (locale: Locale) => {
  const api = serverApi(locale).content;
  const [nav, links, footerColumns, infoPages] = await Promise.all([api.menuNav(), api.menuLinks(), api.footerColumns(), api.infoPages()]);
  return {
    nav: orEmpty(nav, [], 'menu/nav'),
    links: orEmpty(links, [], 'menu/links'),
    footerColumns: orEmpty(footerColumns, [], 'footer columns'),
    infoPages: orEmpty(infoPages, [], 'info pages'),
  };
});
