import { Text } from '@react-email/text';
import { MailLayout, text } from './layout';
import type { OrderMailProps } from './order-confirmation';
import { money } from './order-parts';

/** The statuses staff move an order to, each with its own line in the shopper's mail. */
export type StatusMailKind = 'confirmed' | 'paid' | 'in_production' | 'delivered' | 'cancelled';

/** Issue 38: to the shopper when staff move their order on (or cancel it, with the reason). */
export function OrderStatusChange({
  order,
  locale,
  siteUrl,
  t,
  kind,
  reason,
  refunded,
}: OrderMailProps & { kind: StatusMailKind; reason: string | null; refunded: boolean }) {
  const name = order.userDetails.full_name.trim();
  const values = { nr: order.nr, amount: money(order.totals.grand_total, locale) };
  return (
    <MailLayout locale={locale} siteUrl={siteUrl} t={t} preview={t('mail.status.subject', values)}>
      <Text style={text}>{name ? t('mail.greeting', { name }) : t('mail.greetingNoName')}</Text>
      <Text style={text}>{t(`mail.status.${kind}`, values)}</Text>
      {reason ? <Text style={text}>{t('mail.status.reason', { reason })}</Text> : null}
      {refunded ? <Text style={text}>{t('mail.status.refunded', values)}</Text> : null}
      <Text style={text}>
        {t('mail.order.support', { phone: t('common.phone'), hours: t('common.workingHours') })}
      </Text>
      <Text style={text}>{t('mail.signature')}</Text>
    </MailLayout>
  );
}
