'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { formatMoney } from '@/lib/money/format';
import { useModal } from '../store';
import styles from './modals.module.scss';

/** The thank-you dialog after a form (spec 8 'Success dialog text'). */
export function SuccessModal() {
  const t = useTranslations('modals');
  const { isOpen, payload, close } = useModal('success');
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="success"
      title={payload?.title ?? t('successTitle')}
      closeLabel={t('close')}
      size="small"
    >
      <SuccessBody
        message={payload?.message ?? t('successMessage')}
        onDone={close}
        done={t('ok')}
      />
    </Modal>
  );
}

/** After an order without online payment the home page opens this with the order id (spec 2). */
export function OrderSuccessModal() {
  const t = useTranslations('modals');
  const locale = useLocale();
  const { isOpen, payload, close } = useModal('order_success');
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="order_success"
      title={t('successTitle')}
      closeLabel={t('close')}
      size="small"
    >
      <SuccessBody
        message={
          payload?.total == null
            ? t('orderSuccessMessage', { orderId: payload?.orderId ?? '' })
            : t('orderSuccessAmountMessage', {
                orderId: payload.orderId,
                amount: formatMoney(payload.total, 'EUR', locale),
              })
        }
        onDone={close}
        done={t('ok')}
      />
    </Modal>
  );
}

export function SubscribeSuccessModal() {
  const t = useTranslations('modals');
  const { isOpen, close } = useModal('successSubscribe');
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="successSubscribe"
      title={t('subscribeTitle')}
      closeLabel={t('close')}
      size="small"
    >
      <SuccessBody message={t('subscribeMessage')} onDone={close} done={t('ok')} />
    </Modal>
  );
}

function SuccessBody({
  message,
  onDone,
  done,
}: {
  message: string;
  onDone: () => void;
  done: string;
}) {
  return (
    <div className={styles.success}>
      <svg
        className={styles.successIcon}
        aria-hidden="true"
        width="56"
        height="56"
        viewBox="0 0 56 56"
      >
        <circle cx="28" cy="28" r="27" fill="#e7f4ec" />
        <path
          d="M17 29l7 7 15-16"
          fill="none"
          stroke="#1a7f37"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p>{message}</p>
      <Button onClick={onDone} block>
        {done}
      </Button>
    </div>
  );
}
