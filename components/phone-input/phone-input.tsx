'use client';

import type { ClipboardEvent, Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { Field, type FieldProps } from '../input/field';
import { IMASK_DEFINITIONS, IMASK_PATTERN, maskPhone, PHONE_PLACEHOLDER, prepareFirstPhoneChar } from './phone-mask';
import styles from '../input/input.module.scss';

export interface PhoneInputProps extends Omit<FieldProps, 'children' | 'id'> {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
}

/** A phone field with the spec 5 mask: +373 (6##/7##) ###-##, 17 characters. */
export function PhoneInput({ id, name, value, onChange, onBlur, inputRef, required, ...field }: PhoneInputProps) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const masked = maskPhone(event.clipboardData.getData('text'));
    if (!masked) return;
    event.preventDefault();
    onChange(masked);
  };
  return (
    <Field id={id} {...field}>
      {(aria) => (
        <IMaskInput
          {...aria}
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required={required}
          className={styles.input}
          mask={IMASK_PATTERN}
          definitions={IMASK_DEFINITIONS}
          prepareChar={(chars: string, masked: { value: string }) => prepareFirstPhoneChar(chars, masked.value)}
          placeholder={PHONE_PLACEHOLDER}
          value={value}
          inputRef={inputRef}
          onAccept={(next: string) => onChange(next === '+373 (' || next === '+373' ? '' : next)}
          onBlur={onBlur}
          onPaste={onPaste}
        />
      )}
    </Field>
  );
}
