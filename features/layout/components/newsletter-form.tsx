'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { z } from 'zod';
import { openModal, useFieldError } from '@/features/modals';
import { browserApi } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { boundedEmailSchema } from '@/lib/validation/email';
import styles from './site-footer.module.scss';

const newsletterSchema = z.object({ email: boundedEmailSchema });
type NewsletterValues = z.infer<typeof newsletterSchema>;

/**
 * Spec 5 'Newsletter': email required and valid, errors only after the first submit, submit disabled
 * while invalid or sending; success opens successSubscribe (spec 2), failure says so (spec 8).
 */
export function NewsletterForm() {
  const t = useTranslations('footer');
  const tModals = useTranslations('modals');
  const locale = useLocale() as Locale;
  const fieldError = useFieldError();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isSubmitted, isValid },
  } = useForm<NewsletterValues>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    const result = await browserApi(locale).forms.subscribe(values);
    if (result.ok) {
      reset();
      openModal('successSubscribe');
      return;
    }
    log.error(`subscribe failed with ${result.status}`, result.error);
    setFailed(true);
  });

  const error = fieldError(errors.email);
  return (
    <form className={styles.newsletter} noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-email`} className={styles.newsletterLabel}>
        {t('emailLabel')}
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          className={styles.newsletterInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('email')}
        />
        <button type="submit" className={styles.newsletterButton} disabled={isSubmitting || (isSubmitted && !isValid)}>
          {isSubmitting ? t('subscribing') : t('subscribe')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.newsletterError} role="alert">
          {error}
        </p>
      )}
      {failed && (
        <p className={styles.newsletterError} role="alert">
          {tModals('failure')}
        </p>
      )}
    </form>
  );
}
