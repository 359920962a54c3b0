'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { OfferCard } from '@/features/content/client';
import type { OfferItem } from '@/lib/api';
import { lazyBrowserApi } from '@/lib/api/lazy-browser';
import { log } from '@/lib/log';
import styles from './error-view.module.scss';

/**
 * Spec 2 'error layout': the cooperation offers below the error. The error boundary is a client
 * component without server data, so the block loads here; a failure only leaves it out.
 */
export function ErrorOffersList() {
  const t = useTranslations('errors');
  const locale = useLocale();
  const [offers, setOffers] = useState<OfferItem[]>([]);
  useEffect(() => {
    let current = true;
    void lazyBrowserApi(locale)
      .then((api) => api.pages.cooperationBanners())
      .then((result) => {
        if (!current) return;
        if (result.ok) setOffers(result.data);
        else log.warn(`banners/cooperation failed with ${result.status}`, result.error);
      });
    return () => {
      current = false;
    };
  }, [locale]);
  if (offers.length === 0) return null;
  return (
    <section className={`container ${styles.offers}`} aria-labelledby="error-offers-cooperation">
      <h2 id="error-offers-cooperation">{t('cooperation')}</h2>
      <ul className={styles.cards}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
