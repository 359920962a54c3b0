'use client';

import { useTranslations } from 'next-intl';
import { PhoneIcon } from '@/components/icons';
import { openCallBack } from '@/features/modals';
import styles from './call-back-button.module.scss';

export function CallBackButton({ className }: { className?: string }) {
  const t = useTranslations('header');
  return (
    <button
      type="button"
      className={[styles.callBack, className].filter(Boolean).join(' ')}
      onClick={openCallBack}
      aria-label={t('callBack')}
    >
      <PhoneIcon size={18} />
      <span className={styles.callBackText}>{t('callBack')}</span>
    </button>
  );
}
