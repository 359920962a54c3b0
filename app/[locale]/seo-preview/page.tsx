import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SeoPreview } from '@/features/seo/components/seo-preview';
import { getSeoPreview } from '@/features/seo/preview-loader';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ path?: string | string[] }> };

// A tool for marketing staff, reachable only by its address: never indexed, never linked.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'seoPreview' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function SeoPreviewPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { path } = await searchParams;
  const requested = typeof path === 'string' ? path : undefined;
  const preview = requested ? await getSeoPreview(requested) : null;
  return <SeoPreview locale={locale} path={preview?.path ?? requested ?? ''} previews={preview?.previews ?? null} />;
}
