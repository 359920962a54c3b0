'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Field } from '@/components/input';
import type { OrderStatusValue } from '@/lib/api/schemas/staff';
import { fieldMessage, staffRequest } from './staff-request';
import styles from './staff.module.scss';

/** The order's allowed next statuses as buttons; a cancellation asks for its reason first. */
export function OrderActions({
  nr,
  status,
  next,
  refundsCard,
}: {
  nr: string;
  status: OrderStatusValue;
  next: OrderStatusValue[];
  refundsCard: boolean;
}) {
  const t = useTranslations('staff');
  const locale = useLocale();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();

  async function move(to: OrderStatusValue, reason?: string) {
    setPending(true);
    setMessage(null);
    setReasonError(undefined);
    try {
      const { status: code, body } = await staffRequest(
        `orders/${encodeURIComponent(nr)}/status/`,
        { method: 'POST', locale, json: { status: to, ...(reason ? { reason } : {}) } },
      );
      if (code === 200) {
        setCancelling(false);
        setMessage({ text: t('order.done', { status: t(`statuses.${to}`) }), error: false });
        router.refresh();
        return;
      }
      const reasonText = fieldMessage(body, 'reason');
      if (reasonText) setReasonError(reasonText);
      else
        setMessage({
          text:
            fieldMessage(body, 'status') ??
            (typeof body.detail === 'string' ? body.detail : t('order.failed')),
          error: true,
        });
    } catch {
      setMessage({ text: t('order.failed'), error: true });
    } finally {
      setPending(false);
    }
  }

  function submitCancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    void move('cancelled', reason);
  }

  const forward = next.filter((to) => to !== 'cancelled');
  return (
    <div className={styles.actions}>
      {next.length === 0 ? <p>{t('order.noActions')}</p> : null}
      <div className={styles.buttons}>
        {forward.map((to) => (
          <Button key={to} disabled={pending} onClick={() => void move(to)}>
            {status === 'new' && to === 'in_production'
              ? t('order.confirm')
              : t('order.moveTo', { status: t(`statuses.${to}`) })}
          </Button>
        ))}
        {next.includes('cancelled') && !cancelling ? (
          <Button variant="secondary" disabled={pending} onClick={() => setCancelling(true)}>
            {t('order.cancel')}
          </Button>
        ) : null}
      </div>
      {cancelling ? (
        <form className={styles.cancelForm} onSubmit={submitCancel} noValidate>
          <Field id="cancel-reason" label={t('order.reasonLabel')} error={reasonError}>
            {(aria) => (
              <textarea
                id="cancel-reason"
                name="reason"
                required
                maxLength={500}
                rows={3}
                className={styles.textarea}
                {...aria}
              />
            )}
          </Field>
          {refundsCard ? <p>{t('order.refundNote')}</p> : null}
          <Button type="submit" variant="secondary" disabled={pending}>
            {t('order.cancelSubmit')}
          </Button>
        </form>
      ) : null}
      <p
        role="status"
        className={message?.error ? styles.formError : styles.formOk}
        aria-live="polite"
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}
