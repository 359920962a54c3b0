import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { calculatorMetadata, CalculatorView, getCalculatorPage } from '@/features/calculator';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Spec 2 'Other links': the general calculators (ids 1, 6, 7).
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return calculatorMetadata(
    locale,
    await getCalculatorPage(locale, { kind: 'general' }, await searchParams),
  );
}

export default async function CalculatorsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const data = await getCalculatorPage(locale, { kind: 'general' }, await searchParams);
  if (!data) notFound();
  return <CalculatorView locale={locale} data={data} general />;
}
