import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { pageParam } from '@/features/catalog';
import { BlogView, getBlogPage, tabParam } from '@/features/content';
import { buildPageMetadata } from '@/features/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ page?: string | string[]; tab?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/blog', pageType: 'articles' });
}

/** `/blog?tab=&page=` (spec 3 'Articles'): tab 0 is the prepended 'general' tab. */
export default async function BlogPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const tab = tabParam(query.tab);
  return <BlogView locale={locale} tab={tab} articles={await getBlogPage(locale, tab, pageParam(query.page))} />;
}
