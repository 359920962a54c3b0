import { setRequestLocale } from 'next-intl/server';
import { pageParam } from '@/features/catalog';
import { BlogView, getBlogPage, tabParam } from '@/features/content';
import type { Locale } from '@/lib/i18n/locales';

/** `/blog?tab=&page=` (spec 3 'Articles'): tab 0 is the prepended 'general' tab. */
export async function BlogList({ locale, query }: { locale: Locale; query: { page?: string; tab?: string } }) {
  setRequestLocale(locale);
  const tab = tabParam(query.tab);
  return <BlogView locale={locale} tab={tab} articles={await getBlogPage(locale, tab, pageParam(query.page))} />;
}
