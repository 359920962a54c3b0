import { notFound } from 'next/navigation';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import {
  getProductPage,
  OG_CARD_SIZE,
  ogCardFonts,
  ProductOgCard,
  productPrice,
} from '@/features/catalog';
import type { Locale } from '@/lib/i18n/locales';

export const size = OG_CARD_SIZE;
export const contentType = 'image/png';

/** The product's Open Graph card as PNG: social networks ignore SVG images (issue 29). */
export default async function Image({
  params,
}: {
  params: Promise<{ locale: Locale; product: string }>;
}) {
  const { locale, product } = await params;
  const [detail, tCatalog, tCommon, fonts] = await Promise.all([
    getProductPage(locale, product),
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'common' }),
    ogCardFonts(),
  ]);
  // An image is no page: an unknown product's card is a plain 404.
  if (!detail) notFound();
  const price = productPrice(detail.price, locale);
  return new ImageResponse(
    <ProductOgCard
      product={detail}
      price={detail.per_metre ? tCatalog('perMetre', { price }) : price}
      siteName={tCommon('siteName')}
    />,
    { ...OG_CARD_SIZE, fonts },
  );
}
