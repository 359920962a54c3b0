import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getSeoPreview, SeoPreview } from '@/features/seo/preview-pages';
import { StaffConsoleProvider, StaffForbidden, StaffSignIn } from '@/features/staff';
import { seoKeyphraseListSchema } from '@/lib/api/schemas/seo-keyphrases';
import { currentStaff, staffCall } from '@/lib/api/staff-server';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ path?: string | string[] }>;
};

// A tool for staff (marketing, admin), behind the staff sign-in: never indexed, never linked.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'seoPreview' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function SeoPreviewPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await currentStaff(locale);
  if (!staff || (staff.role !== 'marketing' && staff.role !== 'admin'))
    return (
      <StaffConsoleProvider locale={locale}>
        {staff ? (
          <div className="container">
            <StaffForbidden locale={locale} />
          </div>
        ) : (
          <StaffSignIn locale={locale} />
        )}
      </StaffConsoleProvider>
    );
  const { path } = await searchParams;
  const requested = typeof path === 'string' ? path : undefined;
  const [result, keyphrases] = await Promise.all([
    requested !== undefined ? getSeoPreview(requested) : null,
    staffCall(locale, '/api/staff/seo-keyphrases/', seoKeyphraseListSchema),
  ]);
  return (
    <SeoPreview
      locale={locale}
      path={result?.ok ? result.path : (requested ?? '')}
      error={result && !result.ok ? result.error : null}
      previews={result?.ok ? result.previews : null}
      keyphrases={keyphrases.ok ? keyphrases.data.results : null}
    />
  );
}
