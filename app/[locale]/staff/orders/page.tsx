import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  StaffForbidden,
  StaffOrderList,
  StaffShell,
  StaffSignIn,
  type OrderFilterValues,
} from '@/features/staff';
import { staffOrderListSchema, staffOrdersQuerySchema } from '@/lib/api/schemas/staff';
import { currentStaff, staffCall } from '@/lib/api/staff-server';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function StaffOrdersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale);
  if (!staff) return <StaffSignIn locale={locale} />;
  const t = await getTranslations({ locale, namespace: 'staff' });
  const raw = await searchParams;
  // Only the filters the API accepts are sent on; an odd value is dropped, never an error page.
  const filters: OrderFilterValues & { page?: string } = {};
  for (const key of ['status', 'payment_method', 'from', 'to', 'q', 'page'] as const) {
    const value = raw[key];
    if (typeof value !== 'string' || value === '') continue;
    if (staffOrdersQuerySchema.safeParse({ [key]: value }).success) filters[key] = value;
  }
  const { page: _page, ...shown } = filters;
  const answer =
    staff.role === 'marketing'
      ? null
      : await staffCall(
          locale,
          `/api/staff/orders/?${new URLSearchParams(filters as Record<string, string>)}`,
          staffOrderListSchema,
        );
  return (
    <StaffShell locale={locale} staff={staff} current="orders" title={t('orders.title')}>
      {answer?.ok ? (
        <StaffOrderList locale={locale} list={answer.data} filters={shown} />
      ) : (
        <StaffForbidden locale={locale} />
      )}
    </StaffShell>
  );
}
