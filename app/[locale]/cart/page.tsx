import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { getInitialCart, NOT_ADDED_PARAM } from '@/features/cart';
import { CheckoutFlow, CheckoutFrame } from '@/features/checkout';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{
    payment?: string;
    step?: string | string[];
    [NOT_ADDED_PARAM]?: string;
  }>;
};

const checkoutNamespaces = [
  'common',
  'validation',
  'modals',
  'auth',
  'account',
  'checkout',
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return {
    title: t('title'),
    description: t('metaDescription'),
    robots: { index: false, follow: true },
  };
}

export default async function CartPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, messages, { payment, step, [NOT_ADDED_PARAM]: notAdded }, initial] = await Promise.all([
    getTranslations({ locale, namespace: 'checkout' }),
    getMessages({ locale }),
    searchParams,
    cookies().then((jar) => getInitialCart(locale, jar)),
  ]);
  const picked = Object.fromEntries(
    checkoutNamespaces.map((namespace) => [namespace, messages[namespace]]),
  );
  return (
    <CheckoutFrame title={t('title')}>
      {notAdded && (
        <p role="alert" className="page-alert">
          {t('notAdded')}
        </p>
      )}
      <NextIntlClientProvider locale={locale} messages={picked}>
        <CheckoutFlow
          initial={initial}
          declined={payment === 'declined'}
          initialStep={typeof step === 'string' ? step : null}
          catalogHref={getPathname({
            locale,
            href: { pathname: '/[category]', params: { category: 'accessories' } },
          })}
          calculatorsHref={getPathname({ locale, href: '/calculators' })}
        />
      </NextIntlClientProvider>
    </CheckoutFrame>
  );
}
