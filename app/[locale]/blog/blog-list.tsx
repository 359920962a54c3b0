import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { pageParam } from '@/features/catalog';
import { BlogView, GENERAL_TAB, getBlogPage, tabParam } from '@/features/content';
import { buildPageMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type BlogQuery = { page?: string; tab?: string };

/** Each tab and page of the blog is a page of its own (issue 29): canonical, hreflang and title. */
export async function blogListMetadata(locale: Locale, query: BlogQuery): Promise<Metadata> {
  const tab = tabParam(query.tab);
  const page = pageParam(query.page);
  const label = tab === GENERAL_TAB ? undefined : (await getBlogPage(locale, tab, page)).tabs.find((entry) => entry.id === tab)?.title;
  return buildPageMetadata({ locale, path: '/blog', pageType: 'articles', list: { page, query: { tab: tab === GENERAL_TAB ? undefined : String(tab) }, label } });
}

/** `/blog?tab=&page=` (spec 3 'Articles'): tab 0 is the prepended 'general' tab. */
export async function BlogList({ locale, query }: { locale: Locale; query: BlogQuery }) {
  setRequestLocale(locale);
  const tab = tabParam(query.tab);
  return <BlogView locale={locale} tab={tab} articles={await getBlogPage(locale, tab, pageParam(query.page))} />;
}
