'use client';

import type { ClipboardEvent, Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { Field, type FieldProps } from '../input/field';
import {
  IMASK_DEFINITIONS,
  IMASK_LOCAL_PATTERN,
  LOCAL_PLACEHOLDER,
  localFromPhone,
  maskPhone,
  PHONE_PREFIX,
  phoneFromLocal,
} from './phone-mask';
import inputStyles from '../input/input.module.scss';
import styles from './phone-input.module.scss';

export interface PhoneInputProps extends Omit<FieldProps, 'children' | 'id'> {
  id: string;
  name: string;
  /** The full number as the API takes it: '+373 (691) 234-56', or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
}

/**
 * A phone field with the spec 5 mask: +373 shown as a fixed prefix, then (6##/7##) ###-##; the value
 * is the 17-character number. A zero typed at the start of the area code is refused by the mask.
 */
export function PhoneInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  required,
  ...field
}: PhoneInputProps) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const masked = maskPhone(event.clipboardData.getData('text'));
    if (!masked) return;
    event.preventDefault();
    onChange(masked);
  };
  return (
    <Field id={id} {...field}>
      {(aria) => (
        <div className={styles.wrap}>
          <span className={styles.prefix} aria-hidden="true">
            {PHONE_PREFIX}
          </span>
          <IMaskInput
            {...aria}
            id={id}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required={required}
            className={`${inputStyles.input} ${styles.input}`}
            mask={IMASK_LOCAL_PATTERN}
            definitions={IMASK_DEFINITIONS}
            placeholder={LOCAL_PLACEHOLDER}
            value={localFromPhone(value)}
            inputRef={inputRef}
            onAccept={(local: string) => onChange(phoneFromLocal(local))}
            onBlur={onBlur}
            onPaste={onPaste}
          />
        </div>
      )}
    </Field>
  );
}
