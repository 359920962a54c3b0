import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { DealersView, getDealersPage } from '@/features/content';
import { buildPageMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/dealers', pageType: 'dealers' });
}

export default async function DealersPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <DealersView locale={locale} {...await getDealersPage(locale)} />;
}
