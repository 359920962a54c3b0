import { defaultLocale, isLocale, type Locale } from '../../lib/i18n/locales';
import { formatMoney } from '../../lib/money/format';
import { mailTranslator } from './copy';
import { renderMail } from './render';
import { OrderConfirmation } from './templates/order-confirmation';
import type { OrderRow } from './templates/order-parts';
import { OrderStatusChange, type StatusMailKind } from './templates/order-status';
import { PaymentResult } from './templates/payment-result';
import { StaffOrderNotification } from './templates/staff-order';
import type { MailMessage } from './transport';

/** The language the order was placed in (orders.locale), the shop's default for an odd value. */
const orderLocale = (order: OrderRow): Locale =>
  isLocale(order.locale) ? order.locale : defaultLocale;

/** To the address the order gives: the order, its totals, delivery, payment and what comes next. */
export async function orderConfirmationMail(
  order: OrderRow,
  siteUrl: string,
): Promise<MailMessage> {
  const locale = orderLocale(order);
  const t = mailTranslator(locale);
  const props = { order, locale, siteUrl, t };
  return {
    to: order.userDetails.email,
    subject: t('mail.order.subject', { nr: order.nr }),
    ...(await renderMail(<OrderConfirmation {...props} />)),
    kind: 'order_confirmation',
    locale,
  };
}

/** To the shop: the new order in full, in the shop's language; answering it writes to the shopper. */
export async function staffOrderMail(order: OrderRow, siteUrl: string): Promise<MailMessage> {
  const locale = defaultLocale;
  const t = mailTranslator(locale);
  return {
    to: '',
    audience: 'staff',
    replyTo: order.userDetails.email,
    subject: t('mail.staffOrder.subject', {
      nr: order.nr,
      total: formatMoney(order.totals.grand_total, 'EUR', locale),
    }),
    ...(await renderMail(
      <StaffOrderNotification order={order} locale={locale} siteUrl={siteUrl} t={t} />,
    )),
    kind: 'staff_order',
    locale,
  };
}

/** To the shopper once the bank has answered a card payment. */
export async function paymentResultMail(
  order: OrderRow,
  approved: boolean,
  siteUrl: string,
): Promise<MailMessage> {
  const locale = orderLocale(order);
  const t = mailTranslator(locale);
  const values = { nr: order.nr };
  return {
    to: order.userDetails.email,
    subject: t(approved ? 'mail.payment.confirmedSubject' : 'mail.payment.declinedSubject', values),
    ...(await renderMail(
      <PaymentResult order={order} locale={locale} siteUrl={siteUrl} t={t} approved={approved} />,
    )),
    kind: approved ? 'payment_confirmed' : 'payment_declined',
    locale,
  };
}

/** Issue 38: to the shopper when staff change their order's status, in the order's language. */
export async function orderStatusMail(
  order: OrderRow,
  kind: StatusMailKind,
  options: { reason: string | null; refunded: boolean; siteUrl: string },
): Promise<MailMessage> {
  const locale = orderLocale(order);
  const t = mailTranslator(locale);
  return {
    to: order.userDetails.email,
    subject: t('mail.status.subject', { nr: order.nr }),
    ...(await renderMail(
      <OrderStatusChange
        order={order}
        locale={locale}
        siteUrl={options.siteUrl}
        t={t}
        kind={kind}
        reason={options.reason}
        refunded={options.refunded}
      />,
    )),
    kind: `order_${kind}`,
    locale,
  };
}
