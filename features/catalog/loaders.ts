import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import type { ApiResult, CategoryDetail, DynamicPage, Paginated, ProductCard } from '@/lib/api';
import { cachedApi } from '@/lib/api/server';
import { orEmpty } from '@/lib/api/unwrap';
import { CACHE_PROFILES } from '@/lib/cache/manifest';
import type { Locale } from '@/lib/i18n/locales';
import { linkPath } from '@/lib/i18n/navigation';
import { isPastTheEnd } from '@/lib/navigation/page-href';

export const CATEGORY_PAGE_SIZE = 12;

/** A page number from the query: a positive integer, else the first page. */
export function pageParam(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * The page's main entity, or null when there is none (a 404, or a malformed id: 400), for which the
 * page renders the 404 page (issue 29: in the server's HTML); any other failure is the error page.
 */
export function found<T>(result: ApiResult<T>, what: string): T | null {
  if (result.ok) return result.data;
  if (result.status === 404 || result.status === 400) return null;
  throw new Error(`${what} failed with ${result.status}`);
}

const emptyProducts = (page: number): Paginated<ProductCard> => ({
  count: 0,
  pages: 1,
  page,
  results: [],
});

async function categoryWithProducts(locale: Locale, category: CategoryDetail, page: number) {
  const products = orEmpty(
    await cachedApi(locale, CACHE_PROFILES.catalog).catalog.products({
      category: category.slug,
      page,
      page_size: CATEGORY_PAGE_SIZE,
    }),
    emptyProducts(page),
    `products of ${category.slug}`,
  );
  if (isPastTheEnd(page, products.pages)) return null;
  return { kind: 'category' as const, category, products };
}

export type SlugPage =
  | NonNullable<Awaited<ReturnType<typeof categoryWithProducts>>>
  | { kind: 'dynamic'; page: DynamicPage };

/**
 * `/{slug}` (spec 2): a top category, else a dynamic or footer page, else 404. A subcategory asked
 * for by its own slug moves permanently to its canonical `/{parent}/{slug}`.
 */
export const getSlugPage = cache(
  async (locale: Locale, slug: string, page: number): Promise<SlugPage | null> => {
    const category = await cachedApi(locale, CACHE_PROFILES.catalog).catalog.category(slug);
    if (category.ok) {
      if (category.data.parent_id !== null)
        permanentRedirect(
          `${linkPath(locale, category.data.category_link)}${page > 1 ? `?page=${page}` : ''}`,
        );
      return categoryWithProducts(locale, category.data, page);
    }
    if (category.status !== 404) throw new Error(`category ${slug} failed with ${category.status}`);
    const dynamicPage = found(
      await cachedApi(locale, CACHE_PROFILES.content).pages.dynamicPage(slug),
      `dynamic page ${slug}`,
    );
    return dynamicPage && { kind: 'dynamic', page: dynamicPage };
  },
);

/**
 * `/{parent_category_slug}/{category_slug}` (spec 2; the known `/category/{slug}` paths are one 308
 * to `/{slug}` in proxy.ts). The subcategory must belong to the parent named in the path, so one
 * page has one address.
 */
export const getSubcategoryPage = cache(
  async (locale: Locale, parentSlug: string, slug: string, page: number) => {
    const category = found(
      await cachedApi(locale, CACHE_PROFILES.catalog).catalog.category(slug),
      `category ${slug}`,
    );
    if (!category) return null;
    return category.parent_category_slug === parentSlug
      ? categoryWithProducts(locale, category, page)
      : null;
  },
);

/**
 * `/product/{product}`: the product with its characteristics, accessories and breadcrumbs, under
 * its own tag (`product:<slug>`) besides the catalog's.
 */
export const getProductPage = cache(async (locale: Locale, slug: string) =>
  found(
    await cachedApi(locale, CACHE_PROFILES.product, slug).catalog.product(slug),
    `product ${slug}`,
  ),
);
