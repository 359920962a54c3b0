import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getProductPage, ProductView } from '@/features/catalog';
import { buildPageMetadata } from '@/features/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale; product: string }> };

// Rendered on its first request, then cached (the locale layout sets the revalidation).
export function generateStaticParams() {
  return [];
}


export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, product } = await params;
  const detail = await getProductPage(locale, product);
  return buildPageMetadata({ locale, path: detail.link, title: detail.title, description: detail.description, ogType: 'product' });
}

export default async function ProductPage({ params }: Props) {
  const { locale, product } = await params;
  setRequestLocale(locale);
  return <ProductView locale={locale} product={await getProductPage(locale, product)} />;
}
