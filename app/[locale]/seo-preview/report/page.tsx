import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { previewOrigin, SiteReportView, sitemapPaths } from '@/features/seo/preview-pages';
import { StaffConsoleProvider, StaffForbidden, StaffSignIn } from '@/features/staff';
import { seoReportRunListSchema } from '@/lib/api/schemas/seo-reports';
import { currentStaff, staffCall } from '@/lib/api/staff-server';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }> };

// A tool for staff (marketing, admin), behind the staff sign-in: never indexed, never linked.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'seoPreview' });
  return {
    title: t('reportTitle'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** The whole-site report of the SEO preview: every page found from the sitemap with its warnings, and the stored runs (issues 29, 42). */
export default async function SeoReportPage({ params }: Props) {
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
  const [sitemap, runs] = await Promise.all([
    sitemapPaths(previewOrigin()),
    staffCall(locale, '/api/staff/seo-reports/', seoReportRunListSchema),
  ]);
  return (
    <SiteReportView
      locale={locale}
      sitemap={sitemap ? [...sitemap] : null}
      runs={runs.ok ? runs.data : []}
    />
  );
}
