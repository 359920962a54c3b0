import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { Locale } from '../../../lib/i18n/locales';
import type { Translate } from '../copy';
import { MailLayout, text } from './layout';
import {
  DeliveryAndPayment,
  formatDate,
  money,
  OrderLines,
  OrderTotals,
  subheading,
  type OrderRow,
} from './order-parts';

export interface OrderMailProps {
  order: OrderRow;
  locale: Locale;
  siteUrl: string;
  t: Translate;
}

/** To the shopper when the order is placed (issue 37), in the order's language. */
export function OrderConfirmation({ order, locale, siteUrl, t }: OrderMailProps) {
  const name = order.userDetails.full_name.trim();
  return (
    <MailLayout
      locale={locale}
      siteUrl={siteUrl}
      t={t}
      preview={t('mail.order.preview', {
        nr: order.nr,
        total: money(order.totals.grand_total, locale),
      })}
    >
      <Text style={text}>{name ? t('mail.greeting', { name }) : t('mail.greetingNoName')}</Text>
      <Text style={text}>{t('mail.order.lead')}</Text>
      <Text style={text}>
        {t('mail.order.number')}: <strong>{order.nr}</strong>
        <br />
        {t('mail.order.date')}: {formatDate(order.createdAt, locale)}
      </Text>
      <Heading as="h3" style={subheading}>
        {t('mail.order.items')}
      </Heading>
      <OrderLines order={order} t={t} locale={locale} />
      <OrderTotals order={order} t={t} locale={locale} />
      <DeliveryAndPayment order={order} t={t} />
      <Heading as="h3" style={subheading}>
        {t('mail.order.nextTitle')}
      </Heading>
      <Text style={text}>{t('mail.order.nextText')}</Text>
      <Text style={text}>
        {t('mail.order.support', { phone: t('common.phone'), hours: t('common.workingHours') })}
      </Text>
      <Text style={text}>{t('mail.signature')}</Text>
    </MailLayout>
  );
}
