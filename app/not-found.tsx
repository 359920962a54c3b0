import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/features/layout/client';
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
        {/* Every page's payload carries this boundary: without messages={null}, the provider would
            inherit the whole catalogue (about 20 kB per page). The view renders on the server here. */}
        <NextIntlClientProvider locale={defaultLocale} messages={null}>
          <main id="main">
            <NotFoundView />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
