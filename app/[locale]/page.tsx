import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getShellData } from '@/features/layout/loaders';
import { buttonClass } from '@/components/button';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref, withLocale } from '@/lib/i18n/slugs';
import { buildPageMetadata } from '@/features/seo/metadata';
import { JsonLd } from '@/features/seo/json-ld';
import { homeOrganizationJsonLd } from '@/features/seo/organization';
import styles from './home.module.scss';

export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/', pageType: 'index' });
}

export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tCommon, { nav }] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'common' }),
    getShellData(locale),
  ]);
  return (
    <>
      <JsonLd data={await homeOrganizationJsonLd(locale, tCommon('siteName'))} />
      <section className={styles.hero}>
        <div className="container">
          <h1>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
          <Link href={withLocale(locale, '/calculators')} className={buttonClass()}>
            {tCommon('calculator')}
          </Link>
        </div>
      </section>
      <section className="container" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('categories')}</h2>
        <ul className={styles.categories}>
          {nav.map((category) => (
            <li key={category.id}>
              <Link href={localeHref(locale, category.link)}>{category.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
