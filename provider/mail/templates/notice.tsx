import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { Locale } from '../../../lib/i18n/locales';
import type { Translate } from '../copy';
import { colors, MailLayout, text } from './layout';

/** A short mail to one person: paragraphs, and a button when the mail asks them to act. */
export function Notice({
  locale,
  siteUrl,
  t,
  paragraphs,
  action,
}: {
  locale: Locale;
  siteUrl: string;
  t: Translate;
  paragraphs: string[];
  action?: { href: string; label: string };
}) {
  return (
    <MailLayout locale={locale} siteUrl={siteUrl} t={t} preview={paragraphs[0] ?? ''}>
      <Text style={text}>{t('mail.greetingNoName')}</Text>
      {paragraphs.slice(0, 1).map((paragraph) => (
        <Text key={paragraph} style={text}>
          {paragraph}
        </Text>
      ))}
      {action ? (
        <Button
          href={action.href}
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
          {action.label}
        </Button>
      ) : null}
      {paragraphs.slice(1).map((paragraph) => (
        <Text key={paragraph} style={text}>
          {paragraph}
        </Text>
      ))}
      <Text style={text}>{t('mail.signature')}</Text>
    </MailLayout>
  );
}
