import { getTranslations } from 'next-intl/server';
import type { OfferItem } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { OfferCard } from './offer-card';
import styles from './content.module.scss';

export interface Offers {
  discount: OfferItem | null;
  cooperation: OfferItem[];
  service: OfferItem[];
}

type Block = keyof Offers;

/** Spec 2 'Offers blocks': discount, cooperation and service; a block without data is left out. */
export async function OffersBlocks({
  offers,
  locale,
  only,
}: {
  offers: Offers;
  locale: Locale;
  only?: Block[];
}) {
  const t = await getTranslations({ locale, namespace: 'content.offers' });
  const show = (block: Block) => !only || only.includes(block);
  return (
    <>
      {show('discount') && offers.discount && (
        <section className={`container ${styles.section}`} aria-labelledby="offers-discount">
          <h2 id="offers-discount">{t('discount')}</h2>
          <OfferCard offer={offers.discount} locale={locale} wide />
        </section>
      )}
      {show('service') && offers.service.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="offers-service">
          <h2 id="offers-service">{t('service')}</h2>
          <ul className={styles.cards}>
            {offers.service.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {show('cooperation') && offers.cooperation.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="offers-cooperation">
          <h2 id="offers-cooperation">{t('cooperation')}</h2>
          <ul className={styles.cards}>
            {offers.cooperation.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
