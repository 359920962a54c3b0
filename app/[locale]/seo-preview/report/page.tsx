import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/features/layout';
import {
  isSeoPreviewAllowed,
  notFoundMetadata,
  previewOrigin,
  SiteReportView,
  sitemapPaths,
} from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

// A tool for staff, reachable only by its address and its token: never indexed, never linked.
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isSeoPreviewAllowed((await searchParams).token)) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'seoPreview' });
  return {
    title: t('reportTitle'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** The whole-site report of the SEO preview: every sitemap URL with its warnings (issue 29). */
export default async function SeoReportPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  // Without the staff token (SEO_PREVIEW_TOKEN) the tool does not exist: the shop's 404 page.
  if (!isSeoPreviewAllowed(token)) return <NotFoundPage />;
  const sitemap = await sitemapPaths(previewOrigin());
  return (
    <SiteReportView
      locale={locale}
      token={token as string}
      sitemap={sitemap ? [...sitemap] : null}
    />
  );
}
