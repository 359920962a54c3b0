'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import styles from './error-view.module.scss';

/** Spec 2 'Error page' for anything but 404: the status (default 500) and a generic title. */
export function ErrorView({ status = 500, onRetry }: { status?: number; onRetry?: () => void }) {
  const t = useTranslations('errors');
  return (
    <section className={`container ${styles.view}`} role="alert">
      <p className={styles.status}>{t('status', { status })}</p>
      <h1>{t('genericTitle')}</h1>
      <p className={styles.description}>{t('genericDescription')}</p>
      {onRetry && (
        <div className={styles.actions}>
          <Button onClick={onRetry}>{t('retry')}</Button>
        </div>
      )}
    </section>
  );
}
