import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getPromoPage, PromoView } from '@/features/content';
import { NotFoundPage } from '@/features/layout';
import { bodyText, buildPageMetadata, notFoundMetadata, textDescriptions } from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale; id: string }> };

// Rendered on its first request, then cached (the locale layout sets the revalidation).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const promo = await getPromoPage(locale, id);
  if (!promo) return notFoundMetadata(locale);
  return buildPageMetadata({
    locale,
    path: promo.link,
    title: promo.title,
    description: promo.description,
    descriptions: await textDescriptions(locale, promo.title, [
      promo.description,
      bodyText(promo.text),
    ]),
  });
}

export default async function PromoPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const promo = await getPromoPage(locale, id);
  return promo ? <PromoView locale={locale} promo={promo} /> : <NotFoundPage />;
}
