import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { finalPathname } from '../../../lib/i18n/slugs';
import { colors, MailLayout, text } from './layout';
import type { OrderMailProps } from './order-confirmation';
import { money } from './order-parts';

/** To the shopper when the bank's answer settles a card payment: paid, or declined with a way back. */
export function PaymentResult({
  order,
  locale,
  siteUrl,
  t,
  approved,
}: OrderMailProps & { approved: boolean }) {
  const name = order.userDetails.full_name.trim();
  const values = { nr: order.nr, amount: money(order.totals.grand_total, locale) };
  const cart = new URL(finalPathname(`/${locale}/cart`), siteUrl).toString();
  return (
    <MailLayout
      locale={locale}
      siteUrl={siteUrl}
      t={t}
      preview={t(
        approved ? 'mail.payment.confirmedSubject' : 'mail.payment.declinedSubject',
        values,
      )}
    >
      <Text style={text}>{name ? t('mail.greeting', { name }) : t('mail.greetingNoName')}</Text>
      <Text style={text}>
        {t(approved ? 'mail.payment.confirmedLead' : 'mail.payment.declinedLead', values)}
      </Text>
      {approved ? null : (
        <Button
          href={cart}
          style={{
            backgroundColor: colors.accent,
            color: '#ffffff',
            padding: '12px 20px',
            borderRadius: 4,
            fontWeight: 600,
            fontSize: 15,
            margin: '4px 0 16px',
          }}
        >
          {t('mail.payment.retry')}
        </Button>
      )}
      <Text style={text}>
        {t('mail.order.support', { phone: t('common.phone'), hours: t('common.workingHours') })}
      </Text>
      <Text style={text}>{t('mail.signature')}</Text>
    </MailLayout>
  );
}
