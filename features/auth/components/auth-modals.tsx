'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { openModal, useFieldError, useModal } from '@/features/modals';
import {
  loginSchema,
  passwordResetRequestSchema,
  type LoginInput,
  type PasswordResetRequestInput,
} from '@/lib/validation/auth';
import { registrationSchema, type RegistrationInput } from '@/lib/validation/registration';
import { clientApi } from '../client-api';
import { useAuthStore } from '../auth-state';
import { firstOfLastField, login } from '../store';
import { emptyRegistration, RegistrationFields } from './registration-fields';
import styles from './auth.module.scss';

function LinkButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

/** Spec 5 'Login'; a failure shows the server's last field error (spec 8). */
export function LoginModal() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const { isOpen, close } = useModal('auth');
  const fieldError = useFieldError();
  const id = useId();
  const preloader = useAuthStore((state) => state.isPreloaderAuth);
  const errorLogin = useAuthStore((state) => state.errorLogin);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    await login(locale, values);
  });
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="auth"
      title={t('loginTitle')}
      closeLabel={t('close')}
      size="small"
    >
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <Input
          id={`${id}-email`}
          type="email"
          label={t('email')}
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <Input
          id={`${id}-password`}
          type="password"
          label={t('password')}
          autoComplete="current-password"
          error={fieldError(errors.password)}
          {...register('password')}
        />
        {errorLogin && (
          <p className={styles.failure} role="alert">
            {errorLogin}
          </p>
        )}
        <Button type="submit" block disabled={preloader} aria-busy={preloader}>
          {preloader && <span className={styles.preloader} aria-hidden="true" />}
          {preloader ? t('loggingIn') : t('loginSubmit')}
        </Button>
      </form>
      <div className={styles.links}>
        <LinkButton onClick={() => openModal('reset')}>{t('forgotPassword')}</LinkButton>
        <span>
          {t('noAccount')}{' '}
          <LinkButton onClick={() => openModal('registration')}>{t('registerLink')}</LinkButton>
        </span>
      </div>
    </Modal>
  );
}

/** Spec 5 'Registration'; success closes it and opens login (registration does not sign in). */
export function RegistrationModal() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const { isOpen, close } = useModal('registration');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted, isValid },
  } = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: emptyRegistration,
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await clientApi(locale).auth.register(values);
    if (!result.ok) {
      setFailure(firstOfLastField(result.error) ?? t('failure'));
      return;
    }
    openModal('success', { title: t('registeredTitle'), message: t('registeredMessage') });
  });
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="registration"
      title={t('registrationTitle')}
      closeLabel={t('close')}
      size="medium"
    >
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <RegistrationFields control={control} register={register} errors={errors} />
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" block disabled={isSubmitting || (isSubmitted && !isValid)}>
          {isSubmitting ? t('registering') : t('registerSubmit')}
        </Button>
      </form>
      <div className={styles.links}>
        <span>
          {t('haveAccount')}{' '}
          <LinkButton onClick={() => openModal('auth')}>{t('loginLink')}</LinkButton>
        </span>
      </div>
    </Modal>
  );
}

/** Spec 5 'Password recovery'; success opens the success dialog (spec 4). */
export function ResetModal() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const { isOpen, close } = useModal('reset');
  const fieldError = useFieldError();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await clientApi(locale).auth.resetPassword({
      email: values.email,
      lang: locale,
    });
    if (!result.ok) {
      setFailure(firstOfLastField(result.error) ?? t('failure'));
      return;
    }
    openModal('success', { title: t('resetSuccessTitle'), message: t('resetSuccessMessage') });
  });
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="reset"
      title={t('resetTitle')}
      closeLabel={t('close')}
      size="small"
    >
      <p>{t('resetLead')}</p>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <Input
          id={`${id}-email`}
          type="email"
          label={t('email')}
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" block disabled={isSubmitting}>
          {t('resetSubmit')}
        </Button>
      </form>
      <div className={styles.links}>
        <LinkButton onClick={() => openModal('auth')}>{t('loginLink')}</LinkButton>
      </div>
    </Modal>
  );
}
