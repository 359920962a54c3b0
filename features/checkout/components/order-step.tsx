'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { clearDraft, readDraft, saveDraft } from '@/lib/checkout/draft';
import { getPathname } from '@/lib/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { orderSuccessQuery } from '@/lib/validation/order-number';
import { CartChanged, useCreateOrder } from '../mutations';
import styles from './checkout.module.scss';
import { FailureAlert, failureOf, failureText, type Failure } from './failure-alert';
import type { StepProps } from './step-props';
import { failureOfError } from './step-failure';

/** Spec 4 'Ordering flow', the confirmation: what will be ordered, a comment, the terms. */
export function OrderStep({ locale, cart, onBack }: Omit<StepProps, 'onNext'>) {
  const t = useTranslations('checkout');
  const tValidation = useTranslations('validation');
  const id = useId();
  // Issue 39: the comment typed before a language switch or a declined card is still there. The
  // field keeps its own text; the draft is put back into it once the page runs.
  const commentField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const typed = readDraft().comment;
    if (typed && commentField.current && !commentField.current.value)
      commentField.current.value = typed;
  }, []);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const createOrder = useCreateOrder();
  const delivery = cart.delivery_details;
  // Issue 39: a cart changed since this step showed it (another tab) is not ordered; the step shows
  // the new total and asks for the terms again.
  const failure = (error: unknown): Failure | null => {
    if (!(error instanceof CartChanged)) return failureOfError(error, t('failure'));
    if (!error.fresh.ok) return failureOf(error.fresh, t('failure'));
    const amount = formatMoney(error.fresh.data.totals.grand_total, 'EUR', locale);
    return failureText(t('cartChanged', { amount }));
  };
  const finish = () => {
    setTried(true);
    if (!agreed) return;
    createOrder.mutate(
      { cart, comment: commentField.current?.value ?? '' },
      {
        onError: (error) => {
          if (!(error instanceof CartChanged)) return;
          setAgreed(false);
          setTried(false);
        },
        onSuccess: ({ order, payment_data }) => {
          // A card payment may yet be left or declined, and the draft then serves the retry; the
          // success dialog drops it once paid.
          if (!payment_data) clearDraft();
          // A full page load: the success modal reads the query on start and the cart starts fresh.
          window.location.assign(
            payment_data?.result.payUrl ??
              `${getPathname({ locale, href: '/' })}?${orderSuccessQuery(order.nr, order.totals.grand_total)}`,
          );
        },
      },
    );
  };
  // The button stays busy from the click until the next page has loaded.
  const pending = createOrder.isPending || createOrder.isSuccess;
  return (
    <section className={styles.step}>
      <h2>{t('confirmTitle')}</h2>
      <dl className={styles.summary}>
        {cart.user_details && (
          <div>
            <dt>{t('contact')}</dt>
            <dd>
              {cart.user_details.full_name}, {cart.user_details.email}, {cart.user_details.phone}
            </dd>
          </div>
        )}
        {delivery && (
          <div>
            <dt>{t('deliveryTitle')}</dt>
            <dd>
              {delivery.delivery_type === 'pickup' || !delivery.address
                ? t('deliveryTypes.pickup')
                : `${delivery.address.city}, ${delivery.address.street} ${delivery.address.house}, ${delivery.address.apartment}`}
            </dd>
          </div>
        )}
        {cart.payment_details && (
          <div>
            <dt>{t('paymentTitle')}</dt>
            <dd>{t(`methods.${cart.payment_details.payment_method}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('totals.grandTotal')}</dt>
          <dd data-testid="confirm-total">{formatMoney(cart.totals.grand_total, 'EUR', locale)}</dd>
        </div>
      </dl>
      <label htmlFor={`${id}-comment`} className={styles.label}>
        {t('comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        className={styles.comment}
        rows={3}
        maxLength={1000}
        ref={commentField}
        defaultValue=""
        onChange={(event) => saveDraft('comment', event.target.value)}
        aria-describedby={`${id}-comment-hint`}
      />
      <p id={`${id}-comment-hint`} className={styles.muted}>
        {t('commentHint')}
      </p>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          aria-invalid={tried && !agreed ? true : undefined}
        />
        {t('terms')}
      </label>
      {tried && !agreed && (
        <p className={styles.error} role="alert">
          {tValidation('terms_required')}
        </p>
      )}
      <FailureAlert failure={failure(createOrder.error)} />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button onClick={finish} disabled={pending}>
          {pending ? t('finishing') : t('finish')}
        </Button>
      </div>
    </section>
  );
}
