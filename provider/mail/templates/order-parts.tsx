import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { Fragment, type CSSProperties } from 'react';
import { company } from '../../../lib/company';
import { localeIso, type Locale } from '../../../lib/i18n/locales';
import { formatMoney } from '../../../lib/money/format';
import type { orders } from '../../db/schema';
import type { Translate } from '../copy';
import { colors, muted, text } from './layout';

export type OrderRow = typeof orders.$inferSelect;

const cell: CSSProperties = {
  padding: '8px 6px',
  borderBottom: `1px solid ${colors.line}`,
  fontSize: 14,
  lineHeight: '20px',
  color: colors.text,
  verticalAlign: 'top',
};
const head: CSSProperties = { ...cell, color: colors.muted, fontSize: 12, fontWeight: 600 };
const right: CSSProperties = { textAlign: 'right', whiteSpace: 'nowrap' };
export const subheading: CSSProperties = {
  fontSize: 17,
  lineHeight: '24px',
  color: colors.text,
  margin: '20px 0 8px',
};

export const money = (cents: number, locale: Locale) => formatMoney(cents, 'EUR', locale);

export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(localeIso[locale], {
    dateStyle: 'long',
    timeZone: company.timeZone,
  }).format(date);
}

function quantity(item: OrderRow['items'][number], locale: Locale): string {
  const number = new Intl.NumberFormat(localeIso[locale], { maximumFractionDigits: 2 }).format(
    item.quantity,
  );
  return item.unit === 'metre' ? `${number} m` : number;
}

/** Each line as ordered: name, the configuration in words, quantity, unit price and line total. */
export function OrderLines({
  order,
  t,
  locale,
}: {
  order: OrderRow;
  t: Translate;
  locale: Locale;
}) {
  return (
    <table
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      role="presentation"
      data-text-table="true"
      style={{ borderCollapse: 'collapse', width: '100%' }}
    >
      <thead>
        <tr>
          <th style={{ ...head, textAlign: 'left' }}>{t('checkout.columns.product')}</th>
          <th style={{ ...head, textAlign: 'right' }}>{t('mail.order.quantity')}</th>
          <th style={{ ...head, textAlign: 'right' }}>{t('mail.order.unitPrice')}</th>
          <th style={{ ...head, textAlign: 'right' }}>{t('mail.order.lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, index) => (
          <tr key={index}>
            <td style={cell}>
              <strong>{item.name}</strong>
              {item.description.map((line) => (
                <Fragment key={line}>
                  <br />
                  <span style={{ color: colors.muted, fontSize: 13 }}>{line}</span>
                </Fragment>
              ))}
            </td>
            <td style={{ ...cell, ...right }}>{quantity(item, locale)}</td>
            <td style={{ ...cell, ...right }}>{money(item.price, locale)}</td>
            <td style={{ ...cell, ...right }}>{money(item.total, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The cart's summary rows (features/checkout/components/cart-totals.tsx), from the order's stored totals. */
export function totalsRows(order: OrderRow, t: Translate, locale: Locale): [string, string][] {
  const { totals } = order;
  const rows: [string, string][] = [
    [t('checkout.totals.total'), money(totals.total, locale)],
    [
      t('checkout.totals.quantityDiscount'),
      totals.quantity_discount ? `−${money(totals.quantity_discount, locale)}` : money(0, locale),
    ],
    [t('checkout.totals.newTotal'), money(totals.new_total, locale)],
    [
      t('checkout.totals.delivery'),
      totals.delivery === 0 ? t('checkout.totals.free') : money(totals.delivery, locale),
    ],
  ];
  if (totals.bonuses)
    rows.push([t('checkout.totals.bonuses'), `−${money(totals.bonuses, locale)}`]);
  rows.push(
    [t('checkout.totals.net'), money(totals.net_total, locale)],
    [t('checkout.totals.vat'), money(totals.vat, locale)],
  );
  return rows;
}

export function OrderTotals({
  order,
  t,
  locale,
}: {
  order: OrderRow;
  t: Translate;
  locale: Locale;
}) {
  return (
    <table
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      role="presentation"
      data-text-table="true"
      style={{ borderCollapse: 'collapse', width: '100%', marginTop: 8 }}
    >
      <tbody>
        {totalsRows(order, t, locale).map(([term, value]) => (
          <tr key={term}>
            <td style={{ ...cell, borderBottom: 'none', padding: '3px 6px' }}>{term}</td>
            <td style={{ ...cell, ...right, borderBottom: 'none', padding: '3px 6px' }}>{value}</td>
          </tr>
        ))}
        <tr>
          <td
            style={{
              ...cell,
              borderTop: `2px solid ${colors.text}`,
              fontWeight: 700,
              fontSize: 16,
            }}
          >
            {t('checkout.totals.grandTotal')}
          </td>
          <td
            style={{
              ...cell,
              ...right,
              borderTop: `2px solid ${colors.text}`,
              fontWeight: 700,
              fontSize: 16,
            }}
          >
            {money(order.totals.grand_total, locale)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The delivery address on one line, or the factory's address for a pickup. */
export function deliveryAddress(order: OrderRow, t: Translate): string {
  const address = order.deliveryDetails.address;
  if (order.deliveryDetails.delivery_type === 'pickup' || !address)
    return t('contacts.addressValue');
  const street = [address.street, address.house].filter(Boolean).join(' ');
  return [
    address.company,
    [street, address.apartment].filter(Boolean).join(', '),
    [address.zip_code, address.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}

/** Delivery or pickup with its address, and the payment method. */
export function DeliveryAndPayment({ order, t }: { order: OrderRow; t: Translate }) {
  const pickup = order.deliveryDetails.delivery_type === 'pickup';
  const address = order.deliveryDetails.address;
  return (
    <>
      <Heading as="h3" style={subheading}>
        {pickup ? t('mail.order.pickupAt') : t('mail.order.deliveryTo')}
      </Heading>
      <Text style={text}>
        {!pickup && address ? (
          <>
            {`${address.first_name} ${address.last_name}`.trim()}, {address.phone}
            <br />
          </>
        ) : null}
        {deliveryAddress(order, t)}
      </Text>
      <Heading as="h3" style={subheading}>
        {t('mail.order.payment')}
      </Heading>
      <Text style={text}>{t(`checkout.methods.${order.paymentMethod}`)}</Text>
      {order.comment ? (
        <>
          <Heading as="h3" style={subheading}>
            {t('mail.order.comment')}
          </Heading>
          <Text style={{ ...text, whiteSpace: 'pre-line' }}>{order.comment}</Text>
        </>
      ) : null}
    </>
  );
}

export function TelLink({ phone }: { phone: string }) {
  return (
    <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} style={{ color: colors.accentStrong }}>
      {phone}
    </Link>
  );
}

export { muted };
