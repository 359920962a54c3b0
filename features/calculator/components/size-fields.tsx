'use client';

import { useTranslations } from 'next-intl';
import type { CalculatorSize } from '@/lib/api/types/calculator';
import { Input } from '@/components/input';
import styles from './configurator.module.scss';

interface Props {
  idPrefix: string;
  sizes: CalculatorSize[];
  drafts: Record<string, string>;
  invalid: string[];
  onEdit: (sizeId: string, draft: string) => void;
  onCommit: (sizeId: string) => void;
}

/** Sizes in mm with their range shown; 'enter a valid value' outside it, clamped on blur or Enter (spec 4, 5). */
export function SizeFields({ idPrefix, sizes, drafts, invalid, onEdit, onCommit }: Props) {
  const t = useTranslations('calculator');
  const tValidation = useTranslations('validation');
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
          error={invalid.includes(size.id) ? tValidation('invalid_value') : undefined}
          inputMode="numeric"
          autoComplete="off"
          value={drafts[size.id] ?? ''}
          onChange={(event) => onEdit(size.id, event.target.value)}
          onBlur={() => onCommit(size.id)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onCommit(size.id);
            }
          }}
        />
      ))}
      </div>
    </fieldset>
  );
}
