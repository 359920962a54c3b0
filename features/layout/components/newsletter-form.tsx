'use client';

import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formFailureKey, openModal, useFieldError, type FormFailureKey } from '@/features/modals';
import { lazyBrowserApi, preloadBrowserApi } from '@/lib/api/lazy-browser';
import { log } from '@/lib/log';
import styles from './newsletter-form.module.scss';

type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/**
 * The shared email rule (zod) loads on the first focus or submit, not with every page: the footer
 * form is on all of them and most visitors never type into it.
 */
async function checkEmail(value: string): Promise<EmailCheck> {
  const { boundedEmailSchema } = await import('@/lib/validation/email');
  const result = boundedEmailSchema.safeParse(value);
  return result.success
    ? { ok: true, email: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? '' };
}

/**
 * Spec 5 'Newsletter': email required and valid, errors only after the first submit, then re-checked
 * on each change; submit disabled while invalid or sending; success opens successSubscribe (spec 2),
 * failure says so (spec 8).
 */
export function NewsletterForm() {
  const t = useTranslations('footer');
  const tModals = useTranslations('modals');
  const locale = useLocale();
  const fieldError = useFieldError();
  const id = useId();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FormFailureKey | null>(null);
  // Only the latest check may set the error: an older, slower one must not overwrite it.
  const checks = useRef(0);

  const check = async (value: string) => {
    const run = ++checks.current;
    const result = await checkEmail(value);
    if (run === checks.current) setInvalid(result.ok ? null : result.message);
    return result;
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    if (submitted) void check(event.target.value);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFailure(null);
    setSending(true);
    try {
      const result = await check(email);
      if (!result.ok) return;
      const answer = await (await lazyBrowserApi(locale)).forms.subscribe({ email: result.email });
      if (answer.ok) {
        setEmail('');
        setSubmitted(false);
        openModal('successSubscribe');
        return;
      }
      log.error(`subscribe failed with ${answer.status}`, answer.error);
      setFailure(formFailureKey(answer.status));
    } finally {
      setSending(false);
    }
  };

  const error = submitted && invalid !== null ? fieldError({ message: invalid }) : undefined;
  return (
    <form className={styles.newsletter} noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-email`} className={styles.newsletterLabel}>
        {t('emailLabel')}
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          className={styles.newsletterInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={email}
          onChange={onChange}
          onFocus={() => {
            void import('@/lib/validation/email');
            preloadBrowserApi();
          }}
        />
        <button
          type="submit"
          className={styles.newsletterButton}
          disabled={sending || Boolean(error) || email.trim() === ''}
        >
          {sending ? t('subscribing') : t('subscribe')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.newsletterError} role="alert">
          {error}
        </p>
      )}
      {failure && (
        <p className={styles.newsletterError} role="alert">
          {tModals(failure)}
        </p>
      )}
    </form>
  );
}
