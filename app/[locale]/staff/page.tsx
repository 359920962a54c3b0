import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StaffHome, StaffShell, StaffSignIn } from '@/features/staff';
import { currentStaff } from '@/lib/api/staff-server';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }> };

export default async function StaffPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale);
  if (!staff) return <StaffSignIn locale={locale} />;
  const t = await getTranslations({ locale, namespace: 'staff' });
  return (
    <StaffShell locale={locale} staff={staff} current="home" title={t('title')}>
      <StaffHome locale={locale} staff={staff} />
    </StaffShell>
  );
}
