import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { pageParam } from '@/features/catalog';
import { getWorksPage, WorksView } from '@/features/content';
import { buildPageMetadata } from '@/features/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ page?: string | string[]; category?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/works', pageType: 'works' });
}

/** `/works?category=&page=`: our works with tabs and pagination, and the work process. */
export default async function WorksPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const category = (Array.isArray(query.category) ? query.category[0] : query.category)?.trim() || undefined;
  return <WorksView locale={locale} category={category} {...await getWorksPage(locale, category, pageParam(query.page))} />;
}
