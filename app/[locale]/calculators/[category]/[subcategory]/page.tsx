import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { calculatorMetadata, CalculatorView, getCalculatorPage } from '@/features/calculator';
import type { Locale } from '@/lib/i18n/locales';

// Rendered per request (per visitor or per query): the strict nonce CSP of proxy.ts applies.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: Locale; category: string; subcategory: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The subcategory is one of the calculator's types (its slug) or a catalog subcategory of the category.
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, category, subcategory } = await params;
  return calculatorMetadata(
    locale,
    await getCalculatorPage(
      locale,
      { kind: 'category', category, subcategory },
      await searchParams,
    ),
  );
}

export default async function CalculatorSubcategoryPage({ params, searchParams }: Props) {
  const { locale, category, subcategory } = await params;
  setRequestLocale(locale);
  const data = await getCalculatorPage(
    locale,
    { kind: 'category', category, subcategory },
    await searchParams,
  );
  if (!data) notFound();
  return <CalculatorView locale={locale} data={data} general={false} />;
}
