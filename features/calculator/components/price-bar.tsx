'use client';

import { useTranslations } from 'next-intl';
import type { CalculatorType } from '@/lib/api/types/calculator';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money/format';
import type { CalculatorStore } from '../store';
import { useLivePrice } from './use-live-price';
import styles from './configurator.module.scss';

/**
 * On a phone the summary (drawing, price, add to cart) comes after every option: this bar keeps the
 * live price in view while options change, with a way down to the summary (issue 39). Hidden where
 * the summary sits beside the options. Not a live region: the summary's price announces changes.
 */
export function PriceBar({
  type,
  store,
  rate,
  locale,
  summaryId,
}: {
  type: CalculatorType;
  store: CalculatorStore;
  rate: number;
  locale: Locale;
  summaryId: string;
}) {
  const t = useTranslations('calculator');
  const { live } = useLivePrice(type, store, rate);
  const price = live.ok ? live.price : null;
  return (
    <div className={styles.priceBar} data-testid="calculator-price-bar">
      <span className={styles.priceBarAmount}>
        {price && !price.onRequest ? formatMoney(price.eur, 'EUR', locale) : t('onRequest')}
      </span>
      <a href={`#${summaryId}`} className={styles.priceBarLink}>
        {t('toSummary')}
      </a>
    </div>
  );
}
