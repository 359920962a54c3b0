import type { Metadata } from 'next';
import { pageParam } from '@/features/catalog';
import type { Locale } from '@/lib/i18n/locales';
import { SearchPageBody, searchMetadata } from '../../../search/search-page';
import { readQuery } from '../read-query';

type Props = { params: Promise<{ locale: Locale; query: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return searchMetadata(locale);
}

/**
 * `/search?search=&page=`, cached per normalized query and page (issue 10: a search rendered per
 * request cost about 40 ms of CPU). The page's tags come from the catalog and content it reads, so
 * POST /revalidate expires it with them.
 */
export default async function QueriedSearchPage({ params }: Props) {
  const { locale, query } = await params;
  const { search = '', page } = readQuery('search', query);
  return <SearchPageBody locale={locale} text={search} page={pageParam(page)} />;
}
