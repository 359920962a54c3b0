'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import type { CalculatorSize } from '@/lib/api/types/calculator';
import { Input } from '@/components/input';
import type { CalculatorStore, SizeError } from '../store';
import styles from './configurator.module.scss';

interface Props {
  idPrefix: string;
  sizes: CalculatorSize[];
  store: CalculatorStore;
}

/**
 * Sizes in mm with their range shown; 'enter a valid value' outside it, clamped on blur or Enter
 * (spec 4, 5). Text that is no whole number of mm says why and stays as typed (issue 27). It reads
 * only the drafts and their errors, so an option change leaves it alone.
 */
export const SizeFields = memo(function SizeFields({ idPrefix, sizes, store }: Props) {
  const t = useTranslations('calculator');
  const tValidation = useTranslations('validation');
  const drafts = useStore(store, (state) => state.sizeDrafts);
  const errors = useStore(store, (state) => state.sizeErrors);
  const { editSize, commitSize } = store.getState();
  const messageFor = (error: SizeError | undefined) => {
    if (error === 'not_a_number') return tValidation('not_a_number', { example: '1200' });
    if (error === 'too_many_decimals') return tValidation('whole_number');
    if (error === 'out_of_range') return tValidation('invalid_value');
    return undefined;
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('sizes')}</legend>
      <div className={styles.sizes}>
        {sizes.map((size) => (
          <Input
            key={size.id}
            id={`${idPrefix}-size-${size.id}`}
            name={size.id}
            label={size.name}
            hint={t('sizeRange', { min: size.min, max: size.max })}
            error={messageFor(errors[size.id])}
            inputMode="numeric"
            autoComplete="off"
            value={drafts[size.id] ?? ''}
            onChange={(event) => editSize(size.id, event.target.value)}
            onBlur={() => commitSize(size.id)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitSize(size.id);
              }
            }}
          />
        ))}
      </div>
    </fieldset>
  );
});
