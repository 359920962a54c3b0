'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { firstOfLastField } from '@/features/auth/client';
import type { Order } from '@/lib/api';
import { browserApi } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money';
import { useOrders } from '../queries';
import styles from './account.module.scss';
import { ReadFailed } from './read-failed';

/**
 * Issue 39: a card order left at the bank's page is paid from here with a new payment link (the
 * old one is void); any other order has nothing to pay.
 */
function PayNow({ order, locale }: { order: Order; locale: Locale }) {
  const t = useTranslations('account');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (order.status !== 'awaiting_payment' || order.payment_method !== 1) return null;
  const payNow = async () => {
    setPending(true);
    setFailure(null);
    const result = await browserApi(locale).cart.payOrder(order.id, null);
    const payUrl = result.ok ? result.data.payment_data?.result.payUrl : undefined;
    if (payUrl) {
      window.location.assign(payUrl);
      return;
    }
    setPending(false);
    setFailure((result.ok ? null : firstOfLastField(result.error)) ?? t('payFailed'));
  };
  return (
    <>
      <Button size="small" onClick={payNow} disabled={pending}>
        {t('payNow')}
      </Button>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </>
  );
}

/** Issue 39: every line the cart showed, so that the order's lines add up to its total. */
function OrderTotals({ order, locale }: { order: Order; locale: Locale }) {
  const tCheckout = useTranslations('checkout');
  const money = (cents: number) => formatMoney(cents, 'EUR', locale);
  const { totals } = order;
  const rows: [string, string][] = [[tCheckout('totals.total'), money(totals.total)]];
  if (totals.quantity_discount)
    rows.push(
      [tCheckout('totals.quantityDiscount'), `−${money(totals.quantity_discount)}`],
      [tCheckout('totals.newTotal'), money(totals.new_total)],
    );
  rows.push([
    order.delivery_details.delivery_type === 'pickup'
      ? tCheckout('deliveryTypes.pickup')
      : tCheckout('totals.delivery'),
    totals.delivery === 0 ? tCheckout('totals.free') : money(totals.delivery),
  ]);
  if (totals.bonuses) rows.push([tCheckout('totals.bonuses'), `−${money(totals.bonuses)}`]);
  rows.push(
    [tCheckout('totals.net'), money(totals.net_total)],
    [tCheckout('totals.vat'), money(totals.vat)],
  );
  return (
    <dl className={styles.orderTotals} data-testid="order-totals">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={styles.orderGrand}>
        <dt>{tCheckout('totals.grandTotal')}</dt>
        <dd>{money(totals.grand_total)}</dd>
      </div>
    </dl>
  );
}

/** The profile's orders with their lines and totals as the cart showed them; "pay now" where due. */
export function OrdersSection({ locale }: { locale: Locale }) {
  const t = useTranslations('account');
  const tCheckout = useTranslations('checkout');
  const query = useOrders();
  const orders = query.data;
  const [open, setOpen] = useState<Order | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  if (!orders)
    return query.isError ? (
      <ReadFailed message={t('ordersFailed')} query={query} />
    ) : (
      <p className={styles.muted}>…</p>
    );
  if (open) {
    return (
      <div className={styles.panel}>
        <button type="button" className={styles.backArrow} onClick={() => setOpen(null)}>
          ← {t('backToOrders')}
        </button>
        <h4 className={styles.cardHead}>
          <span>{t('orderNumber', { nr: open.nr })}</span>
          <span>{t(`statuses.${open.status}`)}</span>
        </h4>
        <p className={styles.muted}>{date(open.created_at)}</p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{tCheckout('columns.product')}</th>
              <th scope="col">{tCheckout('columns.quantity')}</th>
              <th scope="col">{tCheckout('columns.total')}</th>
            </tr>
          </thead>
          <tbody>
            {open.items.map((item, index) => (
              <tr key={index}>
                <td>
                  {item.name}
                  <div className={styles.muted}>{item.description.join(', ')}</div>
                </td>
                <td>
                  {t(item.unit === 'metre' ? 'quantityMetres' : 'quantityPieces', {
                    n: item.quantity,
                  })}
                </td>
                <td>{formatMoney(item.total, 'EUR', locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <OrderTotals order={open} locale={locale} />
        <PayNow order={open} locale={locale} />
      </div>
    );
  }
  if (!orders.length) return <p>{t('noOrders')}</p>;
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.id} className={styles.card}>
          <div className={styles.cardHead}>
            <span>{t('orderNumber', { nr: order.nr })}</span>
            <span>{formatMoney(order.totals.grand_total, 'EUR', locale)}</span>
          </div>
          <span className={styles.muted}>
            {date(order.created_at)} · {t(`statuses.${order.status}`)} · {t('itemsCount')}:{' '}
            {order.items.length}
          </span>
          <div className={styles.cardActions}>
            <Button size="small" variant="secondary" onClick={() => setOpen(order)}>
              {t('details')}
            </Button>
            <PayNow order={order} locale={locale} />
          </div>
        </li>
      ))}
    </ul>
  );
}
