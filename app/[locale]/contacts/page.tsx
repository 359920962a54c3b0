import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buildPageMetadata } from '@/features/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';
import styles from './contacts.module.scss';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return buildPageMetadata({ locale, path: '/contacts', pageType: 'contacts' });
}

export default async function ContactsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'contacts' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return (
    <section className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <dl className={styles.details}>
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${tCommon('phone').replace(/\s/g, '')}`}>{tCommon('phone')}</a>
          </dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${t('emailAddress')}`}>{t('emailAddress')}</a>
          </dd>
        </div>
        <div>
          <dt>{t('hours')}</dt>
          <dd>{tCommon('workingHours')}</dd>
        </div>
        <div>
          <dt>{t('address')}</dt>
          <dd>{t('addressValue')}</dd>
        </div>
      </dl>
    </section>
  );
}
