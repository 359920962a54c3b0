'use client';

import { useTranslations } from 'next-intl';
import type { ApiError } from '@/lib/api';
import { firstOfLastField } from '@/features/auth/session';
import styles from './checkout.module.scss';

/** What a checkout step shows when a call fails; `limited`: a rate limit refused it (429). */
export interface Failure {
  message: string;
  limited: boolean;
}

export const failureOf = (
  result: { status: number; error: ApiError },
  fallback: string,
): Failure => ({
  message: firstOfLastField(result.error) ?? fallback,
  limited: result.status === 429,
});

export const failureText = (message: string): Failure => ({ message, limited: false });

/**
 * Issue 39: a refusal is never a dead end; when a limit refused (an office or a carrier's NAT shares
 * one address), the shop's phone takes the order instead.
 */
export function FailureAlert({ failure }: { failure: Failure | null }) {
  const t = useTranslations('checkout');
  const tCommon = useTranslations('common');
  if (!failure) return null;
  const phone = tCommon('phone');
  return (
    <div className={styles.alert} role="alert">
      <p>{failure.limited ? t('limitedLead') : failure.message}</p>
      {failure.limited && (
        <p>
          <a className={styles.phoneOrder} href={`tel:${phone.replace(/\s/g, '')}`}>
            {t('orderByPhone', { phone })}
          </a>
        </p>
      )}
    </div>
  );
}
