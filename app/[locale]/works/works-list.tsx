import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { pageParam } from '@/features/catalog';
import { getWorksPage, WorksView } from '@/features/content';
import { NotFoundPage } from '@/features/layout';
import { buildPageMetadata, notFoundMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type WorksQuery = { page?: string; category?: string };

/** Each category and page of our works is a page of its own (issue 29): canonical, hreflang and title. */
export async function worksListMetadata(locale: Locale, query: WorksQuery): Promise<Metadata> {
  const category = query.category?.trim() || undefined;
  const page = pageParam(query.page);
  const works = await getWorksPage(locale, category, page);
  if (!works) return notFoundMetadata(locale);
  const label = category ? works.tabs.find((tab) => tab.slug === category)?.title : undefined;
  return buildPageMetadata({
    locale,
    path: '/works',
    pageType: 'works',
    list: { page, query: { category }, label },
  });
}

/**
 * `/works?category=&page=`: our works with tabs and pagination, and the work process. A category
 * there is none of fails the route's validation: the 404 page (spec 8), not an empty list.
 */
export async function WorksList({ locale, query }: { locale: Locale; query: WorksQuery }) {
  setRequestLocale(locale);
  const category = query.category?.trim() || undefined;
  const works = await getWorksPage(locale, category, pageParam(query.page));
  return works ? <WorksView locale={locale} category={category} {...works} /> : <NotFoundPage />;
}
