import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { Locale } from '../../../lib/i18n/locales';
import type { Translate } from '../copy';
import { colors, MailLayout, muted, text } from './layout';

/** To an address someone subscribed: the signed link that subscribes it, and the way out. */
export function NewsletterConfirmation({
  locale,
  siteUrl,
  t,
  confirmUrl,
  unsubscribeUrl,
}: {
  locale: Locale;
  siteUrl: string;
  t: Translate;
  confirmUrl: string;
  unsubscribeUrl: string;
}) {
  return (
    <MailLayout locale={locale} siteUrl={siteUrl} t={t} preview={t('mail.newsletter.confirmLead')}>
      <Text style={text}>{t('mail.greetingNoName')}</Text>
      <Text style={text}>{t('mail.newsletter.confirmLead')}</Text>
      <Button
        href={confirmUrl}
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
        {t('mail.newsletter.confirmAction')}
      </Button>
      <Text style={text}>{t('mail.newsletter.ignore')}</Text>
      <Text style={text}>{t('mail.signature')}</Text>
      <Text style={muted}>
        {t('mail.newsletter.unsubscribeNote')}{' '}
        <Link href={unsubscribeUrl} style={{ color: colors.accentStrong }}>
          {t('mail.newsletter.unsubscribeAction')}
        </Link>
      </Text>
    </MailLayout>
  );
}
