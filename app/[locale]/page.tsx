import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getHomePage, HomeView } from '@/features/content';
import {
  buildPageMetadata,
  homeWebSiteJsonLd,
  homeOrganizationJsonLd,
  JsonLd,
} from '@/features/seo';
import { SpecialistsFinder } from '@/features/specialists';
import type { Locale } from '@/lib/i18n/locales';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: Locale }>;
}): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/', pageType: 'index' });
}

// With ?success_order=True&orderId=… the shell's modal host opens the order-success dialog (spec 2).
export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tCommon, home] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'common' }),
    getHomePage(locale),
  ]);
  return (
    <>
      <JsonLd
        data={[
          homeWebSiteJsonLd(locale, tCommon('siteName')),
          await homeOrganizationJsonLd(locale, tCommon('siteName')),
        ]}
      />
      <HomeView
        locale={locale}
        title={t('title')}
        lead={t('lead')}
        {...home}
        specialists={<SpecialistsFinder locale={locale} />}
      />
    </>
  );
}
