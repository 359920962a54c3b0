import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getPromosPage, PromosView } from '@/features/content';
import { buildPageMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/promos', pageType: 'promos' });
}

export default async function PromosPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PromosView locale={locale} {...await getPromosPage(locale)} />;
}
