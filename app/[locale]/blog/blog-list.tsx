import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { pageParam } from '@/features/catalog';
import { BlogView, GENERAL_TAB, getBlogPage, tabParam } from '@/features/content';
import { NotFoundPage } from '@/features/layout';
import { buildPageMetadata, notFoundMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type BlogQuery = { page?: string; tab?: string };

/** Each tab and page of the blog is a page of its own (issue 29): canonical, hreflang and title. */
export async function blogListMetadata(locale: Locale, query: BlogQuery): Promise<Metadata> {
  const tab = tabParam(query.tab);
  const page = pageParam(query.page);
  const articles = await getBlogPage(locale, tab, page);
  if (!articles) return notFoundMetadata(locale);
  const label =
    tab === GENERAL_TAB ? undefined : articles.tabs.find((entry) => entry.id === tab)?.title;
  return buildPageMetadata({
    locale,
    path: '/blog',
    pageType: 'articles',
    list: { page, query: { tab: tab === GENERAL_TAB ? undefined : String(tab) }, label },
  });
}

/**
 * `/blog?tab=&page=` (spec 3 'Articles'): tab 0 is the prepended 'general' tab. A tab the blog does
 * not have fails the route's validation: the 404 page (spec 8), not an empty list.
 */
export async function BlogList({ locale, query }: { locale: Locale; query: BlogQuery }) {
  setRequestLocale(locale);
  const tab = tabParam(query.tab);
  const articles = await getBlogPage(locale, tab, pageParam(query.page));
  return articles ? <BlogView locale={locale} tab={tab} articles={articles} /> : <NotFoundPage />;
}
