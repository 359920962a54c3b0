import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { pageParam } from '@/features/catalog';
import { getOffers, OffersBlocks } from '@/features/content';
import { getSearchPage, SearchView } from '@/features/search';
import { buildPageMetadata } from '@/features/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ search?: string | string[]; page?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  // Result pages are endless variations of one page; robots.txt keeps them out too.
  return buildPageMetadata({ locale, path: '/search', pageType: 'search', noindex: true });
}

/** `/search?search=…&page=…` (spec 4); the header's search box submits here. */
export default async function SearchPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const text = (Array.isArray(query.search) ? query.search[0] : query.search) ?? '';
  const [state, offers] = await Promise.all([getSearchPage(locale, text, pageParam(query.page)), getOffers(locale)]);
  // Spec 2 search layout: the results, then whichever offers blocks the provider has.
  return (
    <>
      <SearchView locale={locale} state={state} />
      <OffersBlocks offers={offers} locale={locale} />
    </>
  );
}
