'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { offlineCartId } from '@/features/cart/actions';
import type { AwaitingPayment as AwaitingPaymentAnswer } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money/format';
import { FailureAlert, failureOf, type Failure } from './failure-alert';
import styles from './checkout.module.scss';

/**
 * Issue 39: a card order left at the bank's page (Back, a closed tab, an expired link) waits for
 * payment; the cart page says so and "pay now" opens a new payment link (the old one is void). The
 * order is the server's (features/cart/initial-cart.ts) or the live cart's query (live-cart.tsx);
 * the API client loads with the shopper's click.
 */
export function AwaitingPayment({
  locale,
  order,
  onPaid,
}: {
  locale: Locale;
  order: AwaitingPaymentAnswer['order'];
  /** The order was paid meanwhile (no new link): read it again. */
  onPaid: () => void;
}) {
  const t = useTranslations('checkout');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  if (!order) return null;
  const payNow = async () => {
    setPending(true);
    setFailure(null);
    const { browserApi } = await import('@/lib/api/browser');
    const result = await browserApi(locale).cart.payOrder(order.id, offlineCartId());
    const payUrl = result.ok ? result.data.payment_data?.result.payUrl : undefined;
    if (payUrl) {
      window.location.assign(payUrl);
      return;
    }
    setPending(false);
    if (result.ok) onPaid();
    else setFailure(failureOf(result, t('failure')));
  };
  return (
    <section className={styles.awaiting} aria-labelledby="awaiting-payment-title">
      <p id="awaiting-payment-title">
        {t('awaitingPayment', {
          nr: order.nr,
          amount: formatMoney(order.grand_total, 'EUR', locale),
        })}
      </p>
      <FailureAlert failure={failure} />
      <Button onClick={payNow} disabled={pending}>
        {pending ? t('openingBank') : t('payNow')}
      </Button>
    </section>
  );
}
