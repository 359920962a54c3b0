import { describe, expect, it } from 'vitest';
import { locales } from '../../lib/i18n/locales';
import {
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
} from './account-mails';
import { mailTranslator } from './copy';
import { newsletterConfirmationMail } from './newsletter-mails';

const siteUrl = 'https://shop.example.md';
const flat = (value: string) => value.replace(/[\s\u202f]+/g, ' ');

describe.each(locales)('newsletter and account mail in %s', (locale) => {
  const t = mailTranslator(locale);

  it('asks to confirm a subscription with the signed link, and offers the way out in the headers and the text', async () => {
    const confirmUrl = `${siteUrl}/backend/feedbacks/subscribe/confirm/abc.123.sig`;
    const unsubscribeUrl = `${siteUrl}/backend/feedbacks/unsubscribe/abc.0.sig`;
    const mail = await newsletterConfirmationMail({
      to: 'ana@example.md',
      locale,
      siteUrl,
      confirmUrl,
      unsubscribeUrl,
    });
    expect(mail).toMatchObject({
      to: 'ana@example.md',
      locale,
      kind: 'newsletter_confirmation',
      subject: t('mail.newsletter.confirmSubject'),
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const text = flat(mail.text);
    expect(text).toContain(flat(t('mail.newsletter.confirmLead')));
    expect(text).toContain(confirmUrl);
    expect(text).toContain(unsubscribeUrl);
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    expect(text).toContain(flat(t('contacts.addressValue')));
  });

  it('sends the link to a new address, and the notice naming it to the present one', async () => {
    const link = `${siteUrl}/backend/api/auth/email/confirm/payload.sig`;
    const confirm = await emailChangeConfirmMail({ to: 'new@example.md', locale, siteUrl, link });
    expect(confirm).toMatchObject({
      to: 'new@example.md',
      kind: 'email_change_confirm',
      subject: t('mail.account.emailConfirmSubject'),
    });
    expect(flat(confirm.text)).toContain(flat(t('mail.account.emailConfirmText')));
    expect(confirm.html).toContain(`href="${link}"`);

    const notice = await emailChangeNoticeMail({
      to: 'old@example.md',
      locale,
      siteUrl,
      newEmail: 'new@example.md',
    });
    expect(notice.subject).toBe(t('mail.account.emailNoticeSubject'));
    expect(flat(notice.text)).toContain(
      flat(t('mail.account.emailNoticeText', { email: 'new@example.md' })),
    );

    const taken = await emailChangeTakenMail({ to: 'new@example.md', locale, siteUrl });
    expect(taken.subject).toBe(t('mail.account.emailTakenSubject'));
    expect(flat(taken.text)).toContain(flat(t('mail.account.emailTakenText')));
  });
});
