import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { accountMessages } from '../messages';
import { AccountIsland } from './account-island';

/** Server wrapper of the cabinet button: hands its island only the messages it needs. */
export async function AccountEntry({ locale }: { locale: Locale }) {
  const messages = accountMessages(await getMessages({ locale }));
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <AccountIsland />
    </NextIntlClientProvider>
  );
}
