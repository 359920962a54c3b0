'use client';

import { useTranslations } from 'next-intl';
import type { CalculatorFeatureGroup } from '@/lib/api/types/calculator';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money/format';
import styles from './configurator.module.scss';

interface Props {
  group: CalculatorFeatureGroup;
  selected: string | undefined;
  locale: Locale;
  onSelect: (groupId: string, optionId: string) => void;
}

/**
 * One feature group as a native radio group (spec 4: one item per group): arrow keys move the
 * choice, the price delta sits beside each option ('no price' for a special shape).
 */
export function FeatureGroup({ group, selected, locale, onSelect }: Props) {
  const t = useTranslations('calculator');
  const delta = (price: number | null) => {
    if (price === null) return t('noPrice');
    if (group.base) return t('perSquareMetre', { price: formatMoney(price, 'MDL', locale) });
    return price === 0 ? t('included') : `+${formatMoney(price, 'MDL', locale)}`;
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{group.name}</legend>
      <div className={styles.options}>
        {group.items.map((item) => (
          <label key={item.id} className={styles.option}>
            <input type="radio" name={`feature-${group.id}`} value={item.id} checked={selected === item.id} onChange={() => onSelect(group.id, item.id)} />
            {item.color && <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />}
            <span className={styles.optionName}>{item.name}</span>
            <span className={styles.delta}>{delta(item.price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
