import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { SubcategoryPageBody, subcategoryMetadata } from '../slug-page';

type Props = { params: Promise<{ locale: Locale; category: string; subcategory: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, subcategory } = await params;
  return subcategoryMetadata(locale, category, subcategory, 1);
}

/** Page 1; `?page=N` is rewritten by proxy.ts to `~q/[query]/[category]/[subcategory]`. */
export default async function SubcategoryPage({ params }: Props) {
  const { locale, category, subcategory } = await params;
  return (
    <SubcategoryPageBody locale={locale} category={category} subcategory={subcategory} page={1} />
  );
}
