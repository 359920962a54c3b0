import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';

export const metadata = {
  title: 'Floor',
  description: 'Benchmark floor',
  robots: { index: false },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ro">
      <body>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
