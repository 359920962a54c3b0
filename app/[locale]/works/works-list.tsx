import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { pageParam } from '@/features/catalog';
import { getWorksPage, WorksView } from '@/features/content';
import { buildPageMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type WorksQuery = { page?: string; category?: string };

/** Each category and page of our works is a page of its own (issue 29): canonical, hreflang and title. */
export async function worksListMetadata(locale: Locale, query: WorksQuery): Promise<Metadata> {
  const category = query.category?.trim() || undefined;
  const page = pageParam(query.page);
  const label = category ? (await getWorksPage(locale, category, page)).tabs.find((tab) => tab.slug === category)?.title : undefined;
  return buildPageMetadata({ locale, path: '/works', pageType: 'works', list: { page, query: { category }, label } });
}

/** `/works?category=&page=`: our works with tabs and pagination, and the work process. */
export async function WorksList({ locale, query }: { locale: Locale; query: WorksQuery }) {
  setRequestLocale(locale);
  const category = query.category?.trim() || undefined;
  return <WorksView locale={locale} category={category} {...await getWorksPage(locale, category, pageParam(query.page))} />;
}
