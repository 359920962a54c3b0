import type { Metadata } from 'next';
import { pageParam } from '@/features/catalog';
import type { Locale } from '@/lib/i18n/locales';
import { SearchPageBody, searchMetadata } from './search-page';

// proxy.ts sends a search with a query to the cached `~q/[query]/search`. What reaches this route
// is the prompt without a query, or a query too long to name a cache entry: rendered per request,
// under the strict nonce CSP of proxy.ts.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ search?: string | string[]; page?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return searchMetadata(locale);
}

/** `/search?search=…&page=…` (spec 4); the header's search box submits here. */
export default async function SearchPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  const text = (Array.isArray(query.search) ? query.search[0] : query.search) ?? '';
  return <SearchPageBody locale={locale} text={text} page={pageParam(query.page)} />;
}
