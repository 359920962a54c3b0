'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { Link } from '@/components/link';
import { editConfigurationHref } from '@/features/cart/actions';
import type { Cart, CartItem } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { hrefOf, linkPath } from '@/lib/i18n/navigation';
import { formatMoney } from '@/lib/money/format';
import { cartLineRules } from '@/lib/validation/quantity';
import { QuantityStepper } from './quantity-stepper';
import styles from './checkout.module.scss';

// Spec 2 'Cart screen': the lines, their quantities and the way on. Its changes are the flow's
// (checkout-flow.tsx), which runs them through the live cart's mutations.

type ItemChanges = {
  onQuantity: (itemId: number, quantity: number) => void;
  onRemove: (itemId: number) => void;
};

export function CartStep({
  cart,
  locale,
  onQuantity,
  onRemove,
  onNext,
}: { cart: Cart; locale: Locale; onNext: () => void } & ItemChanges) {
  const t = useTranslations('checkout');
  const money = (cents: number) => formatMoney(cents, 'EUR', locale);
  const unavailable = cart.items.some((item) => !item.available);
  // Issue 39: a quantity the shopper typed that is no quantity ("7,5" pieces) holds the step back:
  // going on would order the old quantity, not the one on screen.
  const [invalidLines, setInvalidLines] = useState<ReadonlySet<number>>(() => new Set());
  const lineValidity = (itemId: number) => (valid: boolean) =>
    setInvalidLines((lines) => {
      if (lines.has(itemId) !== valid) return lines;
      const next = new Set(lines);
      if (valid) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  const blocked = unavailable || invalidLines.size > 0;
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('columns.product')}</th>
            <th scope="col">{t('columns.description')}</th>
            <th scope="col">{t('columns.quantity')}</th>
            <th scope="col">{t('columns.unitPrice')}</th>
            <th scope="col">{t('columns.total')}</th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((item) => (
            <tr key={item.id} data-testid="cart-item">
              <td data-label={t('columns.product')}>
                <div className={styles.product}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- provider images of any size */}
                  <img src={item.image || item.icon} alt="" width={64} height={64} loading="lazy" />
                  <div>
                    <Link href={hrefOf(item.link)} className={styles.name}>
                      {item.name}
                    </Link>
                    <div className={styles.muted}>{item.category}</div>
                    <ItemLinks item={item} locale={locale} onRemove={onRemove} />
                  </div>
                </div>
                {!item.available && <p className={styles.warning}>{t('unavailable')}</p>}
              </td>
              <td data-label={t('columns.description')}>
                {item.description.length > 0 && (
                  <ul className={styles.description}>
                    {item.description.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-label={t('columns.quantity')}>
                <QuantityStepper
                  value={item.quantity}
                  rules={cartLineRules({
                    min: item.min_quantity,
                    max: item.max_quantity,
                    allowDecimals: item.unit === 'metre',
                  })}
                  label={t('quantityOf', { name: item.name })}
                  decreaseLabel={t('decrease')}
                  increaseLabel={t('increase')}
                  onChange={(quantity) => onQuantity(item.id, quantity)}
                  onValidityChange={lineValidity(item.id)}
                />
              </td>
              <td data-label={t('columns.unitPrice')} className={styles.money}>
                {money(item.price)}
                {item.unit === 'metre' && ` ${t('perMetre')}`}
              </td>
              <td data-label={t('columns.total')} className={styles.money}>
                <strong>{money(item.total)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {invalidLines.size > 0 && (
        <p className={styles.warning} role="status">
          {t('fixQuantities')}
        </p>
      )}
      <div className={styles.buttons}>
        <Button onClick={onNext} disabled={blocked}>
          {t('next')}
        </Button>
      </div>
    </>
  );
}

function ItemLinks({
  item,
  locale,
  onRemove,
}: {
  item: CartItem;
  locale: Locale;
  onRemove: ItemChanges['onRemove'];
}) {
  const t = useTranslations('checkout');
  return (
    <div className={styles.itemLinks}>
      {item.type === 'configured' && item.configuration && item.calculator_type_id && (
        <Link
          href={editConfigurationHref(linkPath(locale, item.link), item.id, {
            ...item.configuration,
            calculator_type_id: item.calculator_type_id,
          })}
        >
          {t('edit')}
        </Link>
      )}
      <button
        type="button"
        className={styles.linkButton}
        aria-label={t('removeItem', { name: item.name })}
        onClick={() => onRemove(item.id)}
      >
        {t('remove')}
      </button>
    </div>
  );
}

/** Says which line left the cart and offers it back; takes the focus the line's button had. */
export function RemovedNotice({
  name,
  busy,
  onUndo,
}: {
  name: string;
  busy: boolean;
  onUndo: () => void;
}) {
  const t = useTranslations('checkout');
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus(), []);
  return (
    <p className={styles.notice} role="status">
      {t('removed', { name })}{' '}
      <Button size="small" variant="secondary" disabled={busy} onClick={onUndo} ref={undo}>
        {t('undoRemove')}
      </Button>
    </p>
  );
}
