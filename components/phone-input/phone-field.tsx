'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { PhoneInput } from './phone-input';

export interface PhoneFieldProps<T extends FieldValues> {
  /** The form's control and the name of its phone value ('+373 (691) 234-56' or ''). */
  control: Control<T>;
  name: FieldPathByValue<T, string | undefined>;
  id: string;
  label: ReactNode;
  /** A translated error, if any. */
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  optional?: ReactNode;
  className?: string;
}

/** The masked phone input (spec 5) wired to a react-hook-form field: label, mask, error. */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  id,
  required = true,
  ...field
}: PhoneFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { name: fieldName, value, onChange, onBlur, ref } }) => (
        <PhoneInput
          {...field}
          id={id}
          name={fieldName}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={ref}
          required={required}
        />
      )}
    />
  );
}
