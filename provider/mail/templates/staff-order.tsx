import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { localeNames } from '../../../lib/i18n/locales';
import { colors, MailLayout, text } from './layout';
import type { OrderMailProps } from './order-confirmation';
import {
  DeliveryAndPayment,
  formatDate,
  money,
  OrderLines,
  OrderTotals,
  subheading,
  TelLink,
} from './order-parts';

/**
 * To the shop (STAFF_EMAIL) when an order is placed: the customer's contact and every configuration
 * in full, in the shop's language (ro), whatever language the order was placed in.
 */
export function StaffOrderNotification({ order, locale, siteUrl, t }: OrderMailProps) {
  const customer = order.userDetails;
  return (
    <MailLayout
      locale={locale}
      siteUrl={siteUrl}
      t={t}
      preview={t('mail.staffOrder.subject', {
        nr: order.nr,
        total: money(order.totals.grand_total, locale),
      })}
    >
      <Text style={text}>{t('mail.staffOrder.lead')}</Text>
      <Text style={text}>
        {t('mail.order.number')}: <strong>{order.nr}</strong>
        <br />
        {t('mail.order.date')}: {formatDate(order.createdAt, locale)}
        <br />
        {t('mail.staffOrder.status')}: {t(`account.statuses.${order.status}`)}
        <br />
        {t('mail.staffOrder.language')}:{' '}
        {localeNames[order.locale as keyof typeof localeNames] ?? order.locale}
      </Text>
      <Heading as="h3" style={subheading}>
        {t('mail.staffOrder.customer')}
      </Heading>
      <Text style={text}>
        {customer.full_name}
        <br />
        {t('mail.staffOrder.phone')}: <TelLink phone={customer.phone} />
        <br />
        {t('mail.staffOrder.email')}:{' '}
        <Link href={`mailto:${customer.email}`} style={{ color: colors.accentStrong }}>
          {customer.email}
        </Link>
      </Text>
      <Heading as="h3" style={subheading}>
        {t('mail.order.items')}
      </Heading>
      <OrderLines order={order} t={t} locale={locale} />
      <OrderTotals order={order} t={t} locale={locale} />
      <DeliveryAndPayment order={order} t={t} />
    </MailLayout>
  );
}
