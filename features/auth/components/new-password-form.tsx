'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { openModal, useFieldError } from '@/features/modals';
import { passwordResetConfirmSchema, type PasswordResetConfirmInput } from '@/lib/validation/auth';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/validation/registration';
import { browserApi } from '@/lib/api/browser';
import { firstOfLastField } from '../store';
import styles from './auth.module.scss';

/** The page behind the e-mailed reset link: the new password twice, then the login modal. */
export function NewPasswordForm({ title, token }: { title: string; token: string }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <NewPasswordBody token={token} />
    </div>
  );
}

function NewPasswordBody({ token }: { token: string }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const fieldError = useFieldError();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetConfirmInput>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token, password: '', re_password: '' },
  });
  const lengthOf = (message: string | undefined) =>
    message === 'max_length' ? PASSWORD_MAX : PASSWORD_MIN;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await browserApi(locale).auth.confirmPasswordReset(values);
    if (!result.ok) {
      setFailure(firstOfLastField(result.error) ?? t('failure'));
      return;
    }
    setDone(result.data.detail || t('newPasswordDone'));
  });

  if (!token) {
    return (
      <p className={styles.failure} role="alert">
        {t('newPasswordNoToken')}
      </p>
    );
  }

  if (done) {
    return (
      <div className={styles.done}>
        <p className={styles.success} role="status">
          {done}
        </p>
        <Button type="button" onClick={() => openModal('auth')}>
          {t('loginLink')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      <p>{t('newPasswordLead')}</p>
      <Input
        id={`${id}-password`}
        type="password"
        label={t('newPassword')}
        autoComplete="new-password"
        error={fieldError(errors.password, lengthOf(errors.password?.message))}
        {...register('password')}
      />
      <Input
        id={`${id}-repeat`}
        type="password"
        label={t('repeatPassword')}
        autoComplete="new-password"
        error={fieldError(errors.re_password, lengthOf(errors.re_password?.message))}
        {...register('re_password')}
      />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" block disabled={isSubmitting} aria-busy={isSubmitting}>
        {t('newPasswordSubmit')}
      </Button>
    </form>
  );
}
