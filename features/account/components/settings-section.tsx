'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { z } from '@/lib/validation/zod';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { PhoneInput } from '@/components/phone-input';
import { adoptTokens, type Profile } from '@/features/auth/client';
import { useFieldError } from '@/features/modals';
import type { Locale } from '@/lib/i18n/locales';
import { boundedEmailSchema } from '@/lib/validation/email';
import { phoneSchema } from '@/lib/validation/phone';
import { nameSchema, passwordSchema, PASSWORD_MIN } from '@/lib/validation/registration';
import { useProfileUpdate } from '../queries';
import styles from './account.module.scss';
import { failureMessage } from './failure-message';

const settingsSchema = z
  .object({
    first_name: nameSchema,
    last_name: nameSchema,
    email: boundedEmailSchema,
    phone: phoneSchema,
    current_password: z.string(),
    password: z.union([z.literal(''), passwordSchema]),
    re_password: z.string(),
  })
  .refine((value) => value.password === value.re_password, {
    path: ['re_password'],
    error: 'passwords_must_match',
  })
  .refine((value) => !value.password || value.current_password, {
    path: ['current_password'],
    error: 'required',
  });
type SettingsValues = z.infer<typeof settingsSchema>;

/** The profile's settings: name, e-mail, phone, and a new password with the current one. */
export function SettingsSection({ user, locale }: { user: Profile; locale: Locale }) {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const fieldError = useFieldError();
  const id = useId();
  const update = useProfileUpdate();
  const [status, setStatus] = useState<{
    saved: boolean;
    failure: string | null;
    /** The new address a confirmation link went to: the address changes once it is followed. */
    emailPending?: string;
  }>({
    saved: false,
    failure: null,
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      current_password: '',
      password: '',
      re_password: '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setStatus({ saved: false, failure: null });
    const changes: Record<string, string> = {};
    for (const key of ['first_name', 'last_name', 'email', 'phone'] as const)
      if (values[key] !== user[key]) changes[key] = values[key];
    if (values.password)
      Object.assign(changes, { password: values.password, re_password: values.re_password });
    if (values.current_password && (changes.email || changes.password))
      changes.current_password = values.current_password;
    let answer;
    try {
      answer = await update.mutateAsync(changes);
    } catch (error) {
      setStatus({ saved: false, failure: failureMessage(error) ?? t('failure') });
      return;
    }
    await adoptTokens(locale, { access: answer.access, refresh: answer.refresh });
    reset({ ...values, email: answer.email, current_password: '', password: '', re_password: '' });
    setStatus({ saved: true, failure: null, emailPending: answer.email_pending });
  });
  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      <div className={styles.row}>
        <Input
          id={`${id}-first`}
          label={tAuth('firstName')}
          autoComplete="given-name"
          error={fieldError(errors.first_name)}
          {...register('first_name')}
        />
        <Input
          id={`${id}-last`}
          label={tAuth('lastName')}
          autoComplete="family-name"
          error={fieldError(errors.last_name)}
          {...register('last_name')}
        />
      </div>
      <div className={styles.row}>
        <Input
          id={`${id}-email`}
          type="email"
          label={tAuth('email')}
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              id={`${id}-phone`}
              name={field.name}
              label={tAuth('phone')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              error={fieldError(errors.phone)}
            />
          )}
        />
      </div>
      <h4>{t('passwordSection')}</h4>
      <Input
        id={`${id}-current`}
        type="password"
        label={t('currentPassword')}
        hint={t('currentPasswordHint')}
        autoComplete="current-password"
        error={fieldError(errors.current_password)}
        {...register('current_password')}
      />
      <div className={styles.row}>
        <Input
          id={`${id}-new`}
          type="password"
          label={t('newPassword')}
          autoComplete="new-password"
          error={fieldError(errors.password, PASSWORD_MIN)}
          {...register('password')}
        />
        <Input
          id={`${id}-repeat`}
          type="password"
          label={t('repeatNewPassword')}
          autoComplete="new-password"
          error={fieldError(errors.re_password)}
          {...register('re_password')}
        />
      </div>
      {status.failure && (
        <p className={styles.failure} role="alert">
          {status.failure}
        </p>
      )}
      {status.saved && (
        <p className={styles.saved} role="status">
          {status.emailPending ? t('emailPending', { email: status.emailPending }) : t('saved')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
