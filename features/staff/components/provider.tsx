import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/** The console's client parts get the `staff` messages, and the configurator drawing's label. */
export async function StaffConsoleProvider({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{ staff: messages.staff, calculator: { drawing: messages.calculator.drawing } }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
