import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { Locale } from '../../../lib/i18n/locales';
import type { Translate } from '../copy';
import { MailLayout, text } from './layout';
import { subheading } from './order-parts';

export interface LeadNotificationProps {
  locale: Locale;
  siteUrl: string;
  t: Translate;
  /** The subject, repeated as the preview line. */
  title: string;
  lead: string;
  /** Label and value, e.g. the name and the phone the visitor gave. */
  fields: [string, string][];
  /** A titled list under the fields: a configuration in words. */
  details?: { title: string; lines: string[] };
}

/** To the shop (STAFF_EMAIL): a call-back, an order request from the configurator, an application. */
export function LeadNotification({
  locale,
  siteUrl,
  t,
  title,
  lead,
  fields,
  details,
}: LeadNotificationProps) {
  return (
    <MailLayout locale={locale} siteUrl={siteUrl} t={t} preview={title}>
      <Text style={text}>{lead}</Text>
      {fields.length > 0 ? (
        <Text style={text}>
          {fields.map(([label, value], index) => (
            <span key={label}>
              {index > 0 ? <br /> : null}
              {label}: <strong>{value}</strong>
            </span>
          ))}
        </Text>
      ) : null}
      {details && details.lines.length > 0 ? (
        <>
          <Heading as="h3" style={subheading}>
            {details.title}
          </Heading>
          <Text style={text}>
            {details.lines.map((line, index) => (
              <span key={index}>
                {index > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </Text>
        </>
      ) : null}
    </MailLayout>
  );
}
