import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundPage } from '@/features/layout';
import { getSeoPreview, isSeoPreviewAllowed, notFoundMetadata, SeoPreview } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ path?: string | string[]; token?: string | string[] }>;
};

// A tool for staff, reachable only by its address and its token: never indexed, never linked.
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isSeoPreviewAllowed((await searchParams).token)) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'seoPreview' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function SeoPreviewPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { path, token } = await searchParams;
  // Without the staff token (SEO_PREVIEW_TOKEN) the tool does not exist: the shop's 404 page.
  if (!isSeoPreviewAllowed(token)) return <NotFoundPage />;
  const requested = typeof path === 'string' ? path : undefined;
  const result = requested !== undefined ? await getSeoPreview(requested) : null;
  return (
    <SeoPreview
      locale={locale}
      token={token as string}
      path={result?.ok ? result.path : (requested ?? '')}
      error={result && !result.ok ? result.error : null}
      previews={result?.ok ? result.previews : null}
    />
  );
}
