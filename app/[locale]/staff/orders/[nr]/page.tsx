import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/features/layout';
import {
  getOrderDrawings,
  StaffForbidden,
  StaffOrderView,
  StaffShell,
  StaffSignIn,
} from '@/features/staff';
import { staffOrderDetailSchema } from '@/lib/api/schemas/staff';
import { currentStaff, staffCall } from '@/lib/api/staff-server';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale; nr: string }> };

export default async function StaffOrderPage({ params }: Props) {
  const { locale, nr } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale);
  if (!staff) return <StaffSignIn locale={locale} />;
  const t = await getTranslations({ locale, namespace: 'staff' });
  const answer = /^[A-Z0-9-]{1,40}$/.test(nr)
    ? await staffCall(locale, `/api/staff/orders/${nr}/`, staffOrderDetailSchema)
    : ({ ok: false, status: 404 } as const);
  if (!answer.ok && answer.status === 404) return <NotFoundPage />;
  const drawings = answer.ok ? await getOrderDrawings(locale, answer.data.lines) : [];
  return (
    <StaffShell
      locale={locale}
      staff={staff}
      current="orders"
      title={t('order.title', { nr: answer.ok ? answer.data.nr : nr })}
    >
      {answer.ok ? (
        <StaffOrderView locale={locale} order={answer.data} drawings={drawings} />
      ) : (
        <StaffForbidden locale={locale} />
      )}
    </StaffShell>
  );
}
