import { setRequestLocale } from 'next-intl/server';
import { pageParam } from '@/features/catalog';
import { getWorksPage, WorksView } from '@/features/content';
import type { Locale } from '@/lib/i18n/locales';

/** `/works?category=&page=`: our works with tabs and pagination, and the work process. */
export async function WorksList({ locale, query }: { locale: Locale; query: { page?: string; category?: string } }) {
  setRequestLocale(locale);
  const category = query.category?.trim() || undefined;
  return <WorksView locale={locale} category={category} {...await getWorksPage(locale, category, pageParam(query.page))} />;
}
