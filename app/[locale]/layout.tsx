import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider, hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ShellOverlays, SiteFooter, SiteHeader } from '@/features/layout';
import { getConfig } from '@/lib/config';
import { routing } from '@/lib/i18n/routing';
import { clientMessages } from '@/lib/i18n/client-messages';
import { preloadedFonts } from '@/lib/i18n/fonts';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    metadataBase: new URL(getConfig().SITE_URL),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('tagline'),
    icons: { icon: '/favicon.ico' },
  };
}

/**
 * Pages are rendered on their first request and then served from the full-route cache (ISR): no
 * locale is prerendered at build time, which runs without the runtime database. Content changes
 * reach the cache through POST /revalidate; this is the time backstop.
 */
export function generateStaticParams() {
  return [];
}

export const revalidate = 300;

export const viewport: Viewport = { themeColor: '#0b5fae', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getMessages({ locale }),
  ]);
  // React puts these at the top of <head>, ahead of the stylesheets that would otherwise reveal them.
  for (const href of preloadedFonts(locale))
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages)}>
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {/* The footer is outside any boundary: a boundary's content streams in after the shell
              (its client parts load lazily on the server), in a hidden element that only a script
              moves into place, and the footer must be there without JavaScript (issue 39). The
              overlays' boundary lets React hydrate them as a task of their own (Lighthouse's TBT).
              Not around the page: a notFound() inside a boundary that has streamed would answer 200
              instead of 404. */}
          <SiteFooter locale={locale} />
          <Suspense>
            <ShellOverlays locale={locale} />
          </Suspense>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
