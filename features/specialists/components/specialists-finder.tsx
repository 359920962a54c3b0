import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { SpecialistsFlow } from './specialists-flow';

/**
 * The finder's launcher and modals. Its messages ride along only where it is rendered, instead of
 * joining the namespaces every page sends to the browser.
 */
export async function SpecialistsFinder({ locale }: { locale: Locale }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ ...clientMessages(messages), specialists: messages.specialists }}
    >
      <SpecialistsFlow />
    </NextIntlClientProvider>
  );
}
