'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import styles from './account.module.scss';

/**
 * A read of the account's data that failed: says what could not be read and offers to read it again,
 * never an empty list that would pass for "no orders" or "no addresses".
 */
export function ReadFailed({
  message,
  query,
}: {
  message: string;
  query: { isFetching: boolean; refetch: () => Promise<unknown> };
}) {
  const t = useTranslations('account');
  return (
    <div className={styles.failure} role="alert">
      <p>{message}</p>
      <Button
        variant="secondary"
        size="small"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {t('retry')}
      </Button>
    </div>
  );
}
