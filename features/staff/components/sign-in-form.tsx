'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { fieldMessage, staffRequest } from './staff-request';
import styles from './staff.module.scss';

/** Staff sign-in: e-mail and password, then the authenticator's code when the account needs one. */
export function StaffSignInForm() {
  const t = useTranslations('staff.signIn');
  const locale = useLocale();
  const router = useRouter();
  const [needsCode, setNeedsCode] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    setPending(true);
    setErrors({});
    try {
      const { status, body } = await staffRequest('session/', {
        method: 'POST',
        locale,
        json: {
          email: text('email'),
          password: text('password'),
          ...(needsCode ? { code: text('code') } : {}),
        },
      });
      if (status === 200) {
        router.refresh();
        return;
      }
      const code = fieldMessage(body, 'code');
      if (code) setNeedsCode(true);
      setErrors({
        email: fieldMessage(body, 'email'),
        password: fieldMessage(body, 'password'),
        code: needsCode ? code : undefined,
        form:
          status === 429
            ? t('tooMany')
            : typeof body.detail === 'string'
              ? body.detail
              : code && !needsCode
                ? code
                : status >= 500 || (!code && status !== 400)
                  ? t('failed')
                  : undefined,
      });
    } catch {
      setErrors({ form: t('failed') });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={styles.signIn} onSubmit={submit} noValidate>
      <Input
        id="staff-email"
        name="email"
        type="email"
        autoComplete="username"
        label={t('email')}
        error={errors.email}
        required
      />
      <Input
        id="staff-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('password')}
        error={errors.password}
        required
      />
      {needsCode ? (
        <Input
          id="staff-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          label={t('code')}
          error={errors.code}
          required
        />
      ) : null}
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} block>
        {t('submit')}
      </Button>
    </form>
  );
}
