'use client';

import { memo, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import type { CalculatorFeatureGroup } from '@/lib/api/types/calculator';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money/format';
import type { CalculatorStore } from '../store';
import styles from './configurator.module.scss';

interface Props {
  group: CalculatorFeatureGroup;
  store: CalculatorStore;
  locale: Locale;
}

/**
 * One feature group as a native radio group (spec 4: one item per group): arrow keys move the
 * choice, the price delta sits beside each option ('no price' for a special shape). It reads only its
 * own selection from the store, so a change elsewhere in the configurator does not render it again.
 */
export const FeatureGroup = memo(function FeatureGroup({ group, store, locale }: Props) {
  const t = useTranslations('calculator');
  const selected = useStore(store, (state) => state.features[group.id]);
  const { selectOption } = store.getState();
  const deltas = useMemo(
    () =>
      group.items.map((item) => {
        if (item.price === null) return t('noPrice');
        if (group.base)
          return t('perSquareMetre', { price: formatMoney(item.price, 'MDL', locale) });
        return item.price === 0 ? t('included') : `+${formatMoney(item.price, 'MDL', locale)}`;
      }),
    [group, locale, t],
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{group.name}</legend>
      <div className={styles.options}>
        {group.items.map((item, index) => (
          <label key={item.id} className={styles.option}>
            <input
              type="radio"
              name={`feature-${group.id}`}
              value={item.id}
              checked={selected === item.id}
              onChange={() => selectOption(group.id, item.id)}
            />
            {item.color && (
              <span
                className={styles.swatch}
                style={{ background: item.color }}
                aria-hidden="true"
              />
            )}
            <span className={styles.optionName}>{item.name}</span>
            <span className={styles.delta}>{deltas[index]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
