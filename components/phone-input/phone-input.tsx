'use client';

import { useState, type ChangeEvent, type Ref } from 'react';
import { Field, type FieldProps } from '../input/field';
import { LOCAL_PLACEHOLDER, localFromPhone, PHONE_PREFIX, readPhoneText } from './phone-mask';
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
 * A phone field with the spec 5 mask: +373 shown as a fixed prefix, then (6##/7##) ###-##. Whatever
 * form a number is typed or pasted in (with its country code, its trunk zero, spaces) becomes that
 * shape (phone-mask.ts); what cannot be a Moldovan mobile number stays as typed and fails validation.
 * A plain input rather than react-imask (issue 39): a character mask cannot tell the `3` of a typed
 * `+373` from a digit of the number, and turned `+37369123456` into `(736) 912-34`.
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
  // What the field shows; the form's value follows it. A country code being typed (`+37`) has no
  // form value yet, so the text is kept here, and replaced when the form's value changes elsewhere.
  const [typed, setTyped] = useState({ text: localFromPhone(value), value });
  const text = typed.value === value ? typed.text : localFromPhone(value);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = readPhoneText(event.target.value);
    setTyped(next);
    if (next.value !== value) onChange(next.value);
  };
  return (
    <Field id={id} {...field}>
      {(aria) => (
        <div className={styles.wrap}>
          <span className={styles.prefix} aria-hidden="true">
            {PHONE_PREFIX}
          </span>
          <input
            {...aria}
            id={id}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required={required}
            className={`${inputStyles.input} ${styles.input}`}
            placeholder={LOCAL_PLACEHOLDER}
            value={text}
            ref={inputRef}
            onChange={change}
            onBlur={onBlur}
          />
        </div>
      )}
    </Field>
  );
}
