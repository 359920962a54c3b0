'use client';

import { useId } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Input } from '@/components/input';
import { PhoneField } from '@/components/phone-input';
import { useFieldError } from '@/features/modals';
import type { RegistrationInput } from '@/lib/validation/registration';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/validation/registration';
import styles from './auth.module.scss';

/** Spec 3 'Registration' fields; the registration modal and the checkout's order form share them. */
export function RegistrationFields({
  control,
  register,
  errors,
}: {
  control: Control<RegistrationInput>;
  register: UseFormRegister<RegistrationInput>;
  errors: FieldErrors<RegistrationInput>;
}) {
  const t = useTranslations('auth');
  const fieldError = useFieldError();
  const id = useId();
  return (
    <>
      <div className={styles.row}>
        <Input
          id={`${id}-first`}
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={NAME_MAX}
          error={fieldError(errors.first_name, NAME_MAX)}
          {...register('first_name')}
        />
        <Input
          id={`${id}-last`}
          label={t('lastName')}
          autoComplete="family-name"
          maxLength={NAME_MAX}
          error={fieldError(errors.last_name, NAME_MAX)}
          {...register('last_name')}
        />
      </div>
      <div className={styles.row}>
        <Input
          id={`${id}-email`}
          type="email"
          label={t('email')}
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <PhoneField
          control={control}
          name="phone"
          id={`${id}-phone`}
          label={t('phone')}
          error={fieldError(errors.phone)}
        />
      </div>
      <div className={styles.row}>
        <Input
          id={`${id}-password`}
          type="password"
          label={t('password')}
          autoComplete="new-password"
          error={fieldError(
            errors.password,
            errors.password?.message === 'max_length' ? PASSWORD_MAX : PASSWORD_MIN,
          )}
          {...register('password')}
        />
        <Input
          id={`${id}-repeat`}
          type="password"
          label={t('repeatPassword')}
          autoComplete="new-password"
          error={fieldError(
            errors.re_password,
            errors.re_password?.message === 'max_length' ? PASSWORD_MAX : PASSWORD_MIN,
          )}
          {...register('re_password')}
        />
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          aria-invalid={errors.terms ? true : undefined}
          {...register('terms')}
        />
        <span>{t('terms')}</span>
      </label>
      {errors.terms && (
        <p className={styles.checkboxError} role="alert">
          {fieldError(errors.terms)}
        </p>
      )}
    </>
  );
}

/** Terms start unticked: the schema's literal `true` is what the visitor has to give. */
export const emptyRegistration: Partial<RegistrationInput> = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  re_password: '',
};
