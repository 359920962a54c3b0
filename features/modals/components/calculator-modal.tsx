'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/modal';
import { sanitizeHtml } from '../sanitize-html';
import { useModal } from '../store';
import styles from './modals.module.scss';

/** Spec 2: a calculator's description, a title and an HTML text, sanitized before it is shown. */
export function CalculatorModal() {
  const t = useTranslations('modals');
  const { isOpen, payload, close } = useModal('calculator');
  const html = useMemo(() => (payload ? sanitizeHtml(payload.html) : ''), [payload]);
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="calculator"
      title={payload?.title ?? ''}
      closeLabel={t('close')}
      size="large"
    >
      <div className={styles.richText} dangerouslySetInnerHTML={{ __html: html }} />
    </Modal>
  );
}
