import type { ReactNode } from 'react';
import styles from './input.module.scss';

export interface FieldProps {
  id: string;
  label: ReactNode;
  /** A translated error; shown under the input and announced with it. */
  error?: string;
  hint?: ReactNode;
  optional?: ReactNode;
  className?: string;
  children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, hint and error of one form field, wired for screen readers. */
export function Field({ id, label, error, hint, optional, className, children }: FieldProps) {
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {optional}</span>}
      </label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
