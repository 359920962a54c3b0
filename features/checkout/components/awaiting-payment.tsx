'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { clientApi } from '@/features/auth/api';
import { useAuthStore, useIsAuth } from '@/features/auth/session';
import { offlineCartId } from '@/features/cart/client';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money/format';
import { FailureAlert, failureOf, type Failure } from './failure-alert';
import styles from './checkout.module.scss';

/**
 * Issue 39: a card order left at the bank's page (Back, a closed tab, an expired link) waits for
 * payment; the cart page says so and "pay now" opens a new payment link (the old one is void).
 */
export function AwaitingPayment({ locale }: { locale: Locale }) {
  const t = useTranslations('checkout');
  const signedIn = useIsAuth();
  const starting = useAuthStore((state) => state.starting);
  // Once the first load knows whose page this is; a visitor without a cart has placed no order.
  const query = useQuery({
    enabled: !starting && (signedIn || offlineCartId() !== null),
    queryKey: ['awaiting-payment', locale, signedIn] as const,
    queryFn: async () => {
      const result = await clientApi(locale).cart.awaitingPayment(offlineCartId());
      return result.ok ? result.data.order : null;
    },
  });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const order = query.data;
  if (!order) return null;
  const payNow = async () => {
    setPending(true);
    setFailure(null);
    const result = await clientApi(locale).cart.payOrder(order.id, offlineCartId());
    const payUrl = result.ok ? result.data.payment_data?.result.payUrl : undefined;
    if (payUrl) {
      window.location.assign(payUrl);
      return;
    }
    setPending(false);
    if (result.ok) void query.refetch();
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
