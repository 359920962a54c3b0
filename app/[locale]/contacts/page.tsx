import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ContactsView, getContactsPage } from '@/features/content';
import { buildPageMetadata } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/contacts', pageType: 'contacts' });
}

export default async function ContactsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ContactsView locale={locale} {...await getContactsPage(locale)} />;
}
