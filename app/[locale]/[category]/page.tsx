import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { SlugPageBody, slugPageMetadata } from './slug-page';

type Props = { params: Promise<{ locale: Locale; category: string }> };

// Rendered on first request, then cached (the locale layout sets the revalidation).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await params;
  return slugPageMetadata(locale, category, 1);
}

/** Page 1; `?page=N` is rewritten by proxy.ts to `~q/[query]/[category]`. */
export default async function SlugPage({ params }: Props) {
  const { locale, category } = await params;
  return <SlugPageBody locale={locale} category={category} page={1} />;
}
