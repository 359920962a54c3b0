import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { calculatorMetadata, CalculatorView, getCalculatorPage } from '@/features/calculator';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale; category: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Spec 2: /calculators/gates (id 8), /calculators/awning (id 9) and any calculator or category slug.
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, category } = await params;
  return calculatorMetadata(
    locale,
    await getCalculatorPage(locale, { kind: 'category', category }, await searchParams),
  );
}

export default async function CalculatorCategoryPage({ params, searchParams }: Props) {
  const { locale, category } = await params;
  setRequestLocale(locale);
  const data = await getCalculatorPage(locale, { kind: 'category', category }, await searchParams);
  if (!data) notFound();
  return <CalculatorView locale={locale} data={data} general={false} />;
}
