import type { Locale } from '../../lib/i18n/locales';
import { mailTranslator } from './copy';
import { renderMail } from './render';
import { Notice } from './templates/notice';
import type { MailMessage } from './transport';

/**
 * Issue 37 (account mail hygiene): mail about an e-mail change carries no words typed by whoever
 * asked for it, only the addresses, so it cannot carry a stranger's text to any address.
 */
async function notice(
  kind: string,
  input: { to: string; locale: Locale; siteUrl: string },
  subject: string,
  paragraphs: string[],
  action?: { href: string; label: string },
): Promise<MailMessage> {
  const t = mailTranslator(input.locale);
  return {
    to: input.to,
    subject,
    ...(await renderMail(
      <Notice
        locale={input.locale}
        siteUrl={input.siteUrl}
        t={t}
        paragraphs={paragraphs}
        action={action}
      />,
    )),
    kind,
    locale: input.locale,
  };
}

/** To the new address: the signed link that moves the account to it. */
export function emailChangeConfirmMail(input: {
  to: string;
  locale: Locale;
  siteUrl: string;
  link: string;
}): Promise<MailMessage> {
  const t = mailTranslator(input.locale);
  return notice(
    'email_change_confirm',
    input,
    t('mail.account.emailConfirmSubject'),
    [t('mail.account.emailConfirmText'), t('mail.account.emailConfirmIgnore')],
    { href: input.link, label: t('mail.account.emailConfirmAction') },
  );
}

/** To the account's present address: a change to `newEmail` was asked for. */
export function emailChangeNoticeMail(input: {
  to: string;
  locale: Locale;
  siteUrl: string;
  newEmail: string;
}): Promise<MailMessage> {
  const t = mailTranslator(input.locale);
  return notice('email_change_notice', input, t('mail.account.emailNoticeSubject'), [
    t('mail.account.emailNoticeText', { email: input.newEmail }),
    t('mail.account.emailNoticeIgnore'),
  ]);
}

/** To a new address that has an account of its own: nothing changed. */
export function emailChangeTakenMail(input: {
  to: string;
  locale: Locale;
  siteUrl: string;
}): Promise<MailMessage> {
  const t = mailTranslator(input.locale);
  return notice('email_change_taken', input, t('mail.account.emailTakenSubject'), [
    t('mail.account.emailTakenText'),
  ]);
}
