import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AboutView, getAboutPage } from '@/features/content';
import { buildPageMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/about', pageType: 'about' });
}

export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AboutView locale={locale} about={await getAboutPage(locale)} />;
}
