import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import '@/styles/globals.scss';

/**
 * The document. It lives at the root (not under [locale]) so that Next can server-render the 404
 * page of a dynamic route inside it; the locale comes from the request that proxy.ts resolved.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <head>
        <link rel="preload" href="/fonts/inter-latin-wght-normal.woff2" as="font" type="font/woff2" crossOrigin="" />
      </head>
      <body>{children}</body>
    </html>
  );
}
