import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { CategoryView, getSlugPage, getSubcategoryPage } from '@/features/catalog';
import { TextPageView } from '@/features/content';
import { NotFoundPage } from '@/features/layout';
import {
  bodyText,
  buildPageMetadata,
  categoryDescriptions,
  notFoundMetadata,
  textDescriptions,
} from '@/features/seo';
import type { Locale } from '@/lib/i18n/locales';

// Shared by the plain routes and their `~q/[query]` twins (a page number from the query string).

export async function slugPageMetadata(
  locale: Locale,
  category: string,
  page: number,
): Promise<Metadata> {
  const found = await getSlugPage(locale, category, page);
  if (!found) return notFoundMetadata(locale);
  if (found.kind === 'dynamic') {
    return buildPageMetadata({
      locale,
      path: `/${found.page.slug}`,
      title: found.page.title,
      description: found.page.description,
      descriptions: await textDescriptions(locale, found.page.title, [
        found.page.description,
        bodyText(found.page.text),
      ]),
      indexing: found.page.indexing,
    });
  }
  return buildPageMetadata({
    locale,
    path: found.category.category_link,
    title: found.category.title,
    description: found.category.description,
    descriptions: await categoryDescriptions(locale, found.category),
    list: { page },
  });
}

/** `/{slug}`: a top category, or a dynamic/footer page (spec 2). */
export async function SlugPageBody({
  locale,
  category,
  page,
}: {
  locale: Locale;
  category: string;
  page: number;
}) {
  setRequestLocale(locale);
  const found = await getSlugPage(locale, category, page);
  if (!found) return <NotFoundPage />;
  if (found.kind === 'dynamic')
    return (
      <TextPageView
        locale={locale}
        title={found.page.title}
        lead={found.page.description}
        html={found.page.text}
        image={found.page.image}
      />
    );
  return <CategoryView locale={locale} category={found.category} products={found.products} />;
}

export async function subcategoryMetadata(
  locale: Locale,
  category: string,
  subcategory: string,
  page: number,
): Promise<Metadata> {
  const found = await getSubcategoryPage(locale, category, subcategory, page);
  if (!found) return notFoundMetadata(locale);
  const detail = found.category;
  return buildPageMetadata({
    locale,
    path: detail.category_link,
    title: detail.title,
    description: detail.description,
    descriptions: await categoryDescriptions(locale, detail),
    list: { page },
  });
}

/** `/{parent_category_slug}/{category_slug}` and the known `/category/{slug}` paths (spec 2). */
export async function SubcategoryPageBody({
  locale,
  category,
  subcategory,
  page,
}: {
  locale: Locale;
  category: string;
  subcategory: string;
  page: number;
}) {
  setRequestLocale(locale);
  const found = await getSubcategoryPage(locale, category, subcategory, page);
  if (!found) return <NotFoundPage />;
  return <CategoryView locale={locale} category={found.category} products={found.products} />;
}
