import { getLocale } from 'next-intl/server';
import { getOffers, OffersBlocks } from '@/features/content';
import { NotFoundView } from '@/features/layout/components/not-found-view';
import type { Locale } from '@/lib/i18n/locales';

/** Spec 2 error layout: the 404 view, then the cooperation offers. */
export default async function NotFound() {
  const locale = (await getLocale()) as Locale;
  const offers = await getOffers(locale);
  return (
    <>
      <NotFoundView />
      <OffersBlocks offers={offers} locale={locale} only={['cooperation']} />
    </>
  );
}
