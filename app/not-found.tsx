import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/features/layout/components/not-found-view';
import { defaultLocale } from '@/lib/i18n/locales';

/**
 * A path outside every locale (proxy.ts sends all page paths into one, so only odd requests such as
 * `/x.php` land here): the 404 view in the default language, inside its own document because the
 * root layout leaves `<html>` to the locale layout.
 */
export default function RootNotFound() {
  setRequestLocale(defaultLocale);
  return (
    <html lang={defaultLocale}>
      <body>
        <NextIntlClientProvider locale={defaultLocale}>
          <main id="main">
            <NotFoundView />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
