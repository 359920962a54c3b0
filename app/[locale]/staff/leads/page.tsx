import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StaffForbidden, StaffLeadsView, StaffShell, StaffSignIn } from '@/features/staff';
import { leadKindSchema, leadStatusSchema, staffLeadListSchema } from '@/lib/api/schemas/staff';
import { currentStaff, staffCall } from '@/lib/api/staff-server';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{
    kind?: string | string[];
    status?: string | string[];
    page?: string | string[];
  }>;
};

export default async function StaffLeadsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale);
  if (!staff) return <StaffSignIn locale={locale} />;
  const t = await getTranslations({ locale, namespace: 'staff' });
  const { kind: rawKind, status: rawStatus, page: rawPage } = await searchParams;
  const kind = leadKindSchema.safeParse(rawKind).data;
  const status = leadStatusSchema.safeParse(rawStatus).data;
  const page = typeof rawPage === 'string' && /^[1-9]\d{0,5}$/.test(rawPage) ? rawPage : undefined;
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (status) query.set('status', status);
  if (page) query.set('page', page);
  const answer = await staffCall(locale, `/api/staff/leads/?${query}`, staffLeadListSchema);
  return (
    <StaffShell locale={locale} staff={staff} current="leads" title={t('leads.title')}>
      {answer.ok ? (
        <StaffLeadsView locale={locale} list={answer.data} kind={kind} status={status} />
      ) : (
        <StaffForbidden locale={locale} />
      )}
    </StaffShell>
  );
}
