import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StaffForbidden, StaffShell, StaffSignIn, StaffWebVitalsView } from '@/features/staff';
import { rumSummarySchema, WEB_VITALS_PERIODS, type WebVitalsPeriod } from '@/lib/api/schemas/rum';
import { currentStaff, staffCall } from '@/lib/api/staff-server';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ days?: string | string[] }>;
};

export default async function StaffWebVitalsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale);
  if (!staff) return <StaffSignIn locale={locale} />;
  const t = await getTranslations({ locale, namespace: 'staff' });
  const { days } = await searchParams;
  const period: WebVitalsPeriod = WEB_VITALS_PERIODS.find((value) => value === days) ?? '7';
  const answer = await staffCall(locale, `/api/staff/web-vitals/?days=${period}`, rumSummarySchema);
  return (
    <StaffShell locale={locale} staff={staff} current="vitals" title={t('nav.vitals')}>
      {answer.ok ? (
        <StaffWebVitalsView locale={locale} summary={answer.data} period={period} />
      ) : (
        <StaffForbidden locale={locale} />
      )}
    </StaffShell>
  );
}
