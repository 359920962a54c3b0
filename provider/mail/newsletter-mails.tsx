import { defaultLocale, type Locale } from '../../lib/i18n/locales';
import { formatDate } from './templates/order-parts';
import { mailTranslator } from './copy';
import { renderMail } from './render';
import { LeadNotification } from './templates/lead-notification';
import { NewsletterConfirmation } from './templates/newsletter-confirmation';
import type { MailMessage } from './transport';

/**
 * RFC 2369 and RFC 8058: every newsletter mail names its one-click unsubscribe address, which a
 * mail client POSTs `List-Unsubscribe=One-Click` to.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The double opt-in mail: nothing else goes to the address until its link is followed. */
export async function newsletterConfirmationMail(input: {
  to: string;
  locale: Locale;
  siteUrl: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): Promise<MailMessage> {
  const t = mailTranslator(input.locale);
  return {
    to: input.to,
    subject: t('mail.newsletter.confirmSubject'),
    ...(await renderMail(<NewsletterConfirmation {...input} t={t} />)),
    kind: 'newsletter_confirmation',
    locale: input.locale,
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  };
}

/** To the shop, once a day at most: how many addresses confirmed since the last count. */
export async function newsletterDigestMail(
  input: { count: number; total: number; since: Date },
  siteUrl: string,
): Promise<MailMessage> {
  const locale = defaultLocale;
  const t = mailTranslator(locale);
  const subject = t('mail.newsletter.digestSubject', { count: input.count });
  return {
    to: '',
    audience: 'staff',
    subject,
    ...(await renderMail(
      <LeadNotification
        locale={locale}
        siteUrl={siteUrl}
        t={t}
        title={subject}
        lead={t('mail.newsletter.digestLead', {
          count: input.count,
          total: input.total,
          since: formatDate(input.since, locale),
        })}
        fields={[]}
      />,
    )),
    kind: 'staff_newsletter_digest',
    locale,
  };
}
