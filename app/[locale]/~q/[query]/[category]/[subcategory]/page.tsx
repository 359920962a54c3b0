import type { Metadata } from 'next';
import { pageParam } from '@/features/catalog';
import type { Locale } from '@/lib/i18n/locales';
import { SubcategoryPageBody, subcategoryMetadata } from '../../../../[category]/slug-page';
import { readQuery } from '../../read-query';

type Props = {
  params: Promise<{ locale: Locale; query: string; category: string; subcategory: string }>;
};

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query, category, subcategory } = await params;
  return subcategoryMetadata(
    locale,
    category,
    subcategory,
    pageParam(readQuery('category', query).page),
  );
}

/** `/{parent}/{slug}?page=N`, cached per page number. */
export default async function PagedSubcategoryPage({ params }: Props) {
  const { locale, query, category, subcategory } = await params;
  return (
    <SubcategoryPageBody
      locale={locale}
      category={category}
      subcategory={subcategory}
      page={pageParam(readQuery('category', query).page)}
    />
  );
}
