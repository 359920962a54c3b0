import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getProductPage } from '@/features/catalog';
import { ProductView } from '@/features/catalog/product-page';
import { NotFoundPage } from '@/features/layout';
import { buildPageMetadata, notFoundMetadata, productDescriptions } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale; product: string }> };

// Rendered on its first request, then cached (the locale layout sets the revalidation).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, product } = await params;
  const detail = await getProductPage(locale, product);
  if (!detail) return notFoundMetadata(locale);
  return buildPageMetadata({
    locale,
    path: detail.link,
    title: detail.title,
    descriptions: await productDescriptions(locale, detail),
    ogType: 'product',
  });
}

export default async function ProductPage({ params }: Props) {
  const { locale, product } = await params;
  setRequestLocale(locale);
  const detail = await getProductPage(locale, product);
  return detail ? <ProductView locale={locale} product={detail} /> : <NotFoundPage />;
}
