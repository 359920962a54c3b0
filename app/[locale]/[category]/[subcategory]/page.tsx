import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CategoryView, getSubcategoryPage, pageParam } from '@/features/catalog';
import { buildPageMetadata } from '@/features/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: Locale; category: string; subcategory: string }>; searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale, category, subcategory }, query] = await Promise.all([params, searchParams]);
  const { category: detail } = await getSubcategoryPage(locale, category, subcategory, pageParam(query.page));
  return buildPageMetadata({ locale, path: detail.category_link, title: detail.title, description: detail.description, image: detail.banner_image ?? detail.image });
}

/** `/{parent_category_slug}/{category_slug}` and the known `/category/{slug}` paths (spec 2). */
export default async function SubcategoryPage({ params, searchParams }: Props) {
  const [{ locale, category, subcategory }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const page = await getSubcategoryPage(locale, category, subcategory, pageParam(query.page));
  return <CategoryView locale={locale} category={page.category} products={page.products} />;
}
