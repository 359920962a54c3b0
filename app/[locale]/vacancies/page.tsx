import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { buildPageMetadata } from '@/features/seo';
import { getVacanciesPage, VacanciesView } from '@/features/vacancies';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/vacancies', pageType: 'vacancies' });
}

export default async function VacanciesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <VacanciesView locale={locale} {...await getVacanciesPage(locale)} />;
}
