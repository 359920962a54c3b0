import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { AccountIsland } from './account-island';

/** The namespaces the account island and its modals translate. */
export const accountNamespaces = [
  'common',
  'validation',
  'modals',
  'auth',
  'account',
  'checkout',
] as const;

/** Server wrapper of the cabinet button: hands its island only the messages it needs. */
export async function AccountEntry({ locale }: { locale: Locale }) {
  const messages = await getMessages({ locale });
  const picked = Object.fromEntries(
    accountNamespaces.map((namespace) => [namespace, messages[namespace]]),
  );
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      <AccountIsland />
    </NextIntlClientProvider>
  );
}
