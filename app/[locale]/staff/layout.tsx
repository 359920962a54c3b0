import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StaffConsoleProvider } from '@/features/staff';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; children: ReactNode };

// The staff console (issue 38): never indexed, never sent as a referrer.
export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'staff' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function StaffLayout({ params, children }: Props) {
  const { locale } = await params;
  return <StaffConsoleProvider locale={locale}>{children}</StaffConsoleProvider>;
}
