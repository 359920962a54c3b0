import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './field';
import styles from './input.module.scss';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: ReactNode;
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Input({
  id,
  label,
  error,
  hint,
  optional,
  fieldClassName,
  className,
  ref,
  ...props
}: InputProps) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={fieldClassName}
    >
      {(aria) => (
        <input
          ref={ref}
          id={id}
          className={[styles.input, className].filter(Boolean).join(' ')}
          {...aria}
          {...props}
        />
      )}
    </Field>
  );
}
