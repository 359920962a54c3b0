import 'server-only';
import { cache } from 'react';
import { serverApi } from '@/lib/api/server';
import { orEmpty } from '@/lib/api/unwrap';
import type { Locale } from '@/lib/i18n/locales';

/** Everything the header and footer show, fetched once per request and locale. */
export const getShellData = cache(async (locale: Locale) => {
  const api = serverApi(locale).content;
  const [nav, links, footerColumns] = await Promise.all([api.menuNav(), api.menuLinks(), api.footerColumns()]);
  return {
    nav: orEmpty(nav, [], 'menu/nav'),
    links: orEmpty(links, [], 'menu/links'),
    footerColumns: orEmpty(footerColumns, [], 'footer columns'),
  };
});
