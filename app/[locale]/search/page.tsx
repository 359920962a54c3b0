import type { Metadata } from 'next';
import { pageParam } from '@/features/catalog';
import type { Locale } from '@/lib/i18n/locales';
import { SearchPageBody, searchMetadata } from './search-page';

// The search echoes the visitor's query (issue 28): rendered per request, under the strict nonce CSP
// of proxy.ts, and never kept by a shared cache.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ search?: string | string[]; page?: string | string[] }>;
};

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
