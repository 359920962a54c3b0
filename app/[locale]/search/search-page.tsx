import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getOffers, OffersBlocks } from '@/features/content';
import { getSearchPage, SearchView } from '@/features/search';
import { buildPageMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

export function searchMetadata(locale: Locale): Promise<Metadata> {
  // Result pages are endless variations of one page; robots.txt keeps them out too.
  return buildPageMetadata({ locale, path: '/search', pageType: 'search', noindex: true });
}

/**
 * The search page (spec 4) for one query and page: the results, then whichever offers blocks the
 * provider has (spec 2 search layout). Rendered per request: it echoes the visitor's query, so no
 * shared cache keeps it (proxy.ts, DYNAMIC_PAGES).
 */
export async function SearchPageBody({
  locale,
  text,
  page,
}: {
  locale: Locale;
  text: string;
  page: number;
}) {
  setRequestLocale(locale);
  const [state, offers] = await Promise.all([getSearchPage(locale, text, page), getOffers(locale)]);
  return (
    <>
      <SearchView locale={locale} state={state} />
      <OffersBlocks offers={offers} locale={locale} />
    </>
  );
}
