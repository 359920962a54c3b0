import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { NewPasswordForm } from '@/features/auth/reset-password';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

const formNamespaces = ['common', 'validation', 'modals', 'auth'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth' });
  // The link carries a secret token: keep it out of indexes and of other sites' referrer logs.
  return {
    title: t('newPasswordTitle'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, messages, { token }] = await Promise.all([
    getTranslations({ locale, namespace: 'auth' }),
    getMessages({ locale }),
    searchParams,
  ]);
  const picked = Object.fromEntries(
    formNamespaces.map((namespace) => [namespace, messages[namespace]]),
  );
  return (
    <section className="container">
      <NextIntlClientProvider locale={locale} messages={picked}>
        <NewPasswordForm
          title={t('newPasswordTitle')}
          token={typeof token === 'string' ? token : ''}
        />
      </NextIntlClientProvider>
    </section>
  );
}
