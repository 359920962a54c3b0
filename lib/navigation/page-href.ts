import { memoizeByKey } from '@/lib/memo';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';

/** A link to a page of the shop: its locale, and its path inside the locale. */
export interface PageHref {
  locale: Locale;
  /** The path inside the locale, without its prefix: `/en/windows` → `/windows`. */
  pathname: string;
  /** The query as written, `?` included, or empty. */
  search: string;
  hash: string;
}

/** Paths that are not pages of the App Router: the bundled provider, framework files and files such as a PDF. */
function isPagePath(pathname: string): boolean {
  if (pathname === '/backend' || pathname.startsWith('/backend/') || pathname.startsWith('/_next/'))
    return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * The page an href of the shop leads to, or null when it is no page of this site (another origin,
 * `tel:`/`mailto:`, a file, the API): those stay plain anchors the browser follows itself.
 */
export const pageHref = memoizeByKey((href: string): PageHref | null => {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, 'http://shop.invalid');
  if (!isPagePath(url.pathname)) return null;
  const [, first = '', ...rest] = url.pathname.split('/');
  const prefixed = first !== defaultLocale && isLocale(first);
  return {
    locale: prefixed ? first : defaultLocale,
    pathname: prefixed ? `/${rest.join('/')}` : url.pathname,
    search: url.search,
    hash: url.hash,
  };
});

/**
 * Issues 41 and 42: a page number past a list's last page names no page (a soft 404 that was
 * rendered and cached for every number asked); page 1 of an empty list still exists.
 */
export const isPastTheEnd = (page: number, pages: number) => page > Math.max(1, pages);
