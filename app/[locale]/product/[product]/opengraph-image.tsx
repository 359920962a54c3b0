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

type Params = { locale: Locale; product: string };

/**
 * The card's size, type and alternative text in the product's language (issue 42: `og:image:alt`);
 * Next names the card `…/opengraph-image/card`. An unknown product has none.
 */
export async function generateImageMetadata({ params }: { params: Partial<Params> }) {
  const card = { id: 'card', size: OG_CARD_SIZE, contentType: 'image/png' };
  // The build asks for the cards' ids without a product (no product page is built ahead).
  if (!params.locale || !params.product) return [card];
  const [detail, t] = await Promise.all([
    getProductPage(params.locale, params.product),
    getTranslations({ locale: params.locale, namespace: 'seo' }),
  ]);
  if (!detail) return [];
  return [{ ...card, alt: t('productImageAlt', { title: detail.title }) }];
}

/** The product's Open Graph card as PNG: social networks ignore SVG images (issue 29). */
export default async function Image({ params }: { params: Promise<Params> }) {
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
