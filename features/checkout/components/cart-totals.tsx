'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/api';
import { localeIso, type Locale } from '@/lib/i18n/locales';
import { formatUnit } from '@/lib/i18n/number';
import { formatMoney } from '@/lib/money/format';
import { FREE_DELIVERY_ABOVE } from '@/lib/pricing/totals';
import styles from './checkout.module.scss';

/** Spec 2 sidebar: totals and characteristics exactly as the provider priced them. */
export function CartTotals({ cart, locale }: { cart: Cart; locale: Locale }) {
  const t = useTranslations('checkout');
  const money = (cents: number) => formatMoney(cents, 'EUR', locale);
  const { totals, characteristics } = cart;
  const rows: [string, string][] = [
    [t('totals.total'), money(totals.total)],
    [
      t('totals.quantityDiscount'),
      totals.quantity_discount ? `−${money(totals.quantity_discount)}` : money(0),
    ],
    [t('totals.newTotal'), money(totals.new_total)],
    [t('totals.delivery'), totals.delivery === 0 ? t('totals.free') : money(totals.delivery)],
  ];
  if (totals.bonuses) rows.push([t('totals.bonuses'), `−${money(totals.bonuses)}`]);
  rows.push([t('totals.net'), money(totals.net_total)], [t('totals.vat'), money(totals.vat)]);
  return (
    <aside className={styles.sidebar} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className={styles.sidebarTitle}>
        {t('totals.title')}
      </h2>
      <dl className={styles.totals} data-testid="cart-totals">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.grand}>
          <dt>{t('totals.grandTotal')}</dt>
          <dd>{money(totals.grand_total)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('totals.freeAbove', { amount: money(FREE_DELIVERY_ABOVE) })}</p>
      <h3 className={styles.sidebarTitle}>{t('characteristics.title')}</h3>
      <dl className={styles.totals}>
        <div>
          <dt>{t('characteristics.area')}</dt>
          <dd>
            {t('characteristics.areaValue', {
              area: characteristics.total_area.toLocaleString(localeIso[locale]),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('characteristics.linear')}</dt>
          <dd>{formatUnit(characteristics.linear_metres, 'meter', locale)}</dd>
        </div>
        <div>
          <dt>{t('characteristics.windows')}</dt>
          <dd>{characteristics.total_windows_count}</dd>
        </div>
        <div>
          <dt>{t('characteristics.doors')}</dt>
          <dd>{characteristics.total_doors_count}</dd>
        </div>
      </dl>
    </aside>
  );
}
