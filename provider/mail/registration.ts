import type { Locale } from '../../lib/i18n/locales';
import { finalPathname } from '../../lib/i18n/slugs';
import type { MailMessage } from './transport';

/**
 * Registration answers a stranger the same whether or not the e-mail has an account; the owner of
 * the address learns which it was from one of these two e-mails.
 */
type Copy = {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  ignore: string;
  signature: string;
};

const welcome: Record<Locale, Copy> = {
  ro: {
    subject: 'Contul dumneavoastră a fost creat',
    greeting: () => 'Bună ziua!',
    body: 'Contul dumneavoastră Fereastra Moldovei a fost creat. Vă puteți autentifica cu adresa de e-mail și parola alese.',
    action: 'Deschideți magazinul',
    ignore: 'Dacă nu dumneavoastră ați creat contul, scrieți-ne răspunzând la acest mesaj.',
    signature: 'Cu respect, echipa Fereastra Moldovei',
  },
  en: {
    subject: 'Your account has been created',
    greeting: () => 'Hello!',
    body: 'Your Fereastra Moldovei account has been created. You can sign in with your e-mail address and the password you chose.',
    action: 'Open the shop',
    ignore: 'If you did not create this account, tell us by replying to this message.',
    signature: 'Kind regards, the Fereastra Moldovei team',
  },
  ru: {
    subject: 'Ваша учётная запись создана',
    greeting: () => 'Здравствуйте!',
    body: 'Ваша учётная запись Fereastra Moldovei создана. Войдите с вашим адресом e-mail и выбранным паролем.',
    action: 'Открыть магазин',
    ignore: 'Если вы не создавали эту учётную запись, сообщите нам, ответив на это письмо.',
    signature: 'С уважением, команда Fereastra Moldovei',
  },
  it: {
    subject: 'Il tuo account è stato creato',
    greeting: () => 'Buongiorno!',
    body: 'Il tuo account Fereastra Moldovei è stato creato. Puoi accedere con il tuo indirizzo e-mail e la password che hai scelto.',
    action: 'Apri il negozio',
    ignore: 'Se non hai creato tu questo account, faccelo sapere rispondendo a questo messaggio.',
    signature: 'Cordiali saluti, il team Fereastra Moldovei',
  },
};

const alreadyRegistered: Record<Locale, Copy> = {
  ro: {
    subject: 'Există deja un cont cu această adresă',
    greeting: (name) => `Bună ziua, ${name}!`,
    body: 'Cineva a încercat să creeze un cont nou cu adresa dumneavoastră de e-mail, dar aveți deja un cont. Autentificați-vă cu el; dacă ați uitat parola, folosiți „Ați uitat parola?” din fereastra de autentificare.',
    action: 'Deschideți magazinul',
    ignore: 'Dacă nu dumneavoastră ați încercat, ignorați acest mesaj: contul rămâne neschimbat.',
    signature: 'Cu respect, echipa Fereastra Moldovei',
  },
  en: {
    subject: 'You already have an account',
    greeting: (name) => `Hello, ${name}!`,
    body: 'Someone tried to create a new account with your e-mail address, but you already have one. Sign in with it; if you forgot the password, use “Forgot your password?” in the sign-in dialog.',
    action: 'Open the shop',
    ignore: 'If this was not you, ignore this message: your account stays unchanged.',
    signature: 'Kind regards, the Fereastra Moldovei team',
  },
  ru: {
    subject: 'У вас уже есть учётная запись',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Кто-то попытался создать новую учётную запись с вашим адресом e-mail, но она у вас уже есть. Войдите в неё; если вы забыли пароль, воспользуйтесь ссылкой «Забыли пароль?» в окне входа.',
    action: 'Открыть магазин',
    ignore: 'Если это были не вы, просто проигнорируйте это письмо: учётная запись не изменилась.',
    signature: 'С уважением, команда Fereastra Moldovei',
  },
  it: {
    subject: 'Hai già un account',
    greeting: (name) => `Buongiorno, ${name}!`,
    body: 'Qualcuno ha provato a creare un nuovo account con il tuo indirizzo e-mail, ma ne hai già uno. Accedi con quello; se hai dimenticato la password, usa “Password dimenticata?” nella finestra di accesso.',
    action: 'Apri il negozio',
    ignore: 'Se non sei stato tu, ignora questo messaggio: il tuo account resta invariato.',
    signature: 'Cordiali saluti, il team Fereastra Moldovei',
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function compose(
  words: Copy,
  kind: string,
  options: { to: string; firstName: string; locale: Locale; siteUrl: string },
): MailMessage {
  const link = new URL(finalPathname(`/${options.locale}`), options.siteUrl).toString();
  const greeting = words.greeting(options.firstName);
  const text = [
    greeting,
    '',
    words.body,
    '',
    `${words.action}: ${link}`,
    '',
    words.ignore,
    '',
    words.signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(words.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`,
    `<p>${escapeHtml(words.ignore)}</p>`,
    `<p>${escapeHtml(words.signature)}</p>`,
  ].join('\n');
  return { to: options.to, subject: words.subject, text, html, kind, locale: options.locale };
}

/**
 * To a new account's address: the account exists now. Issue 37: the address is not verified, so
 * the mail holds nothing the registering person typed (no name): it cannot carry a stranger's text.
 */
export const welcomeMail = (options: { to: string; locale: Locale; siteUrl: string }) =>
  compose(welcome[options.locale], 'registration_welcome', { ...options, firstName: '' });

/** To an existing account's address when someone registers it again; greets the owner by their stored name. */
export const alreadyRegisteredMail = (options: {
  to: string;
  firstName: string;
  locale: Locale;
  siteUrl: string;
}) => compose(alreadyRegistered[options.locale], 'registration_existing', options);
