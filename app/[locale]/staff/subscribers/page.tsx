import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StaffForbidden, StaffShell, StaffSignIn, StaffSubscribersView } from '@/features/staff';
import { staffSubscriberListSchema } from '@/lib/api/schemas/staff';
import { currentStaff, staffCall } from '@/lib/api/staff-server';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

export default async function StaffSubscribersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale);
  if (!staff) return <StaffSignIn locale={locale} />;
  const t = await getTranslations({ locale, namespace: 'staff' });
  const { page } = await searchParams;
  const query = typeof page === 'string' && /^[1-9]\d{0,5}$/.test(page) ? `?page=${page}` : '';
  const answer = await staffCall(
    locale,
    `/api/staff/subscribers/${query}`,
    staffSubscriberListSchema,
  );
  return (
    <StaffShell locale={locale} staff={staff} current="subscribers" title={t('subscribers.title')}>
      {answer.ok ? (
        <StaffSubscribersView locale={locale} list={answer.data} />
      ) : (
        <StaffForbidden locale={locale} />
      )}
    </StaffShell>
  );
}
