import type { Locale } from '../../lib/i18n/locales';
import { finalPathname } from '../../lib/i18n/slugs';
import { RESET_TOKEN_TTL_SECONDS } from '../domain/tokens';
import type { MailMessage } from './transport';

/** The storefront page that reads `token` and posts it to /api/auth/resetpassword/confirm/. */
export const RESET_PASSWORD_PATH = '/reset-password';

export function passwordResetLink(siteUrl: string, locale: Locale, token: string): string {
  const url = new URL(finalPathname(`/${locale}${RESET_PASSWORD_PATH}`), siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

const minutes = RESET_TOKEN_TTL_SECONDS / 60;

const copy: Record<
  Locale,
  {
    subject: string;
    greeting: (name: string) => string;
    body: string;
    action: string;
    ignore: string;
    signature: string;
  }
> = {
  ro: {
    subject: 'Resetarea parolei contului dumneavoastră',
    greeting: (name) => `Bună ziua, ${name}!`,
    body: `Am primit o cerere de resetare a parolei pentru contul dumneavoastră. Linkul de mai jos este valabil ${minutes} de minute și poate fi folosit o singură dată.`,
    action: 'Setați o parolă nouă',
    ignore: 'Dacă nu ați solicitat resetarea, ignorați acest mesaj: parola rămâne neschimbată.',
    signature: 'Cu respect, echipa Fereastra Moldovei',
  },
  en: {
    subject: 'Reset the password of your account',
    greeting: (name) => `Hello, ${name}!`,
    body: `We received a request to reset the password of your account. The link below is valid for ${minutes} minutes and can be used once.`,
    action: 'Set a new password',
    ignore: 'If you did not ask for this, ignore this message: your password stays unchanged.',
    signature: 'Kind regards, the Fereastra Moldovei team',
  },
  ru: {
    subject: 'Сброс пароля вашей учётной записи',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: `Мы получили запрос на сброс пароля вашей учётной записи. Ссылка ниже действительна ${minutes} минут и может быть использована один раз.`,
    action: 'Задать новый пароль',
    ignore:
      'Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.',
    signature: 'С уважением, команда Fereastra Moldovei',
  },
  it: {
    subject: 'Reimpostazione della password del tuo account',
    greeting: (name) => `Buongiorno, ${name}!`,
    body: `Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account. Il link qui sotto è valido per ${minutes} minuti e può essere usato una sola volta.`,
    action: 'Imposta una nuova password',
    ignore:
      'Se non hai richiesto la reimpostazione, ignora questo messaggio: la password resta invariata.',
    signature: 'Cordiali saluti, il team Fereastra Moldovei',
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The password-reset e-mail in the customer's language, as plain text and HTML. */
export function passwordResetMail(options: {
  to: string;
  firstName: string;
  locale: Locale;
  link: string;
}): MailMessage {
  const words = copy[options.locale];
  const greeting = words.greeting(options.firstName);
  const text = [
    greeting,
    '',
    words.body,
    '',
    `${words.action}: ${options.link}`,
    '',
    words.ignore,
    '',
    words.signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(words.body)}</p>`,
    `<p><a href="${escapeHtml(options.link)}">${escapeHtml(words.action)}</a></p>`,
    `<p>${escapeHtml(words.ignore)}</p>`,
    `<p>${escapeHtml(words.signature)}</p>`,
  ].join('\n');
  return {
    to: options.to,
    subject: words.subject,
    text,
    html,
    kind: 'password_reset',
    locale: options.locale,
  };
}
