import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getInfoPage, TextPageView } from '@/features/content';
import { NotFoundPage } from '@/features/layout';
import { buildPageMetadata, notFoundMetadata } from '@/features/seo/metadata';
import { locales, type Locale } from '@/lib/i18n/locales';
import { withLocale } from '@/lib/i18n/slugs';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Rendered on its first request, then cached (the locale layout sets the revalidation).
export function generateStaticParams() {
  return [];
}


export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const page = await getInfoPage(locale, slug);
  if (!page) return notFoundMetadata(locale);
  // Spec 2: each language has its own slug; a language without one falls back to en.
  const alternates = Object.fromEntries(locales.map((code) => [code, withLocale(code, `/info/${page.slugs[code] ?? page.slugs.en ?? page.slug}`)]));
  return buildPageMetadata({ locale, path: `/info/${page.slug}`, title: page.title, indexing: page.indexing, alternates });
}

/** `/info/{slug}`: info pages such as the privacy policy, by any of their localized slugs. */
export default async function InfoPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const page = await getInfoPage(locale, slug);
  if (!page) return <NotFoundPage />;
  return <TextPageView locale={locale} title={page.title} html={page.body} />;
}
