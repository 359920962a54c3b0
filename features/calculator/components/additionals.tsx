'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import type { CalculatorType } from '@/lib/api/types/calculator';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money/format';
import type { CalculatorStore } from '../store';
import styles from './configurator.module.scss';

interface Props {
  additionals: CalculatorType['additionals'];
  store: CalculatorStore;
  locale: Locale;
}

/** The optional extras as checkboxes, each with its price; reads only the chosen ones from the store. */
export const Additionals = memo(function Additionals({ additionals, store, locale }: Props) {
  const t = useTranslations('calculator');
  const chosen = useStore(store, (state) => state.additionals);
  const { toggleAdditional } = store.getState();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('additionals')}</legend>
      <div className={styles.options}>
        {additionals.map((additional) => (
          <label key={additional.id} className={styles.option}>
            <input
              type="checkbox"
              name="additionals"
              value={additional.id}
              checked={chosen.includes(additional.id)}
              onChange={() => toggleAdditional(additional.id)}
            />
            <span className={styles.optionName}>{additional.name}</span>
            <span className={styles.delta}>+{formatMoney(additional.price, 'MDL', locale)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
