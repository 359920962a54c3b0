import 'server-only';
import { cachedApi } from '@/lib/api/server';
import type { ApiResult } from '@/lib/api/http';
import { orEmpty } from '@/lib/api/unwrap';
import { CACHE_PROFILES } from '@/lib/cache/manifest';
import { log } from '@/lib/log';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import {
  collectPages,
  sitemapPages,
  type ListPage,
  type SitemapPage,
  type SitemapSources,
} from './sitemap';

/**
 * The indexable static pages of spec 2 (cart, search and calculators are noindex, so not listed),
 * each with its SEO content record's page type, whose update time is the page's own.
 */
const STATIC_PAGES: (SitemapSources['staticPaths'][number] & { pageType: string })[] = [
  { path: '/', pageType: 'index', priority: 1, changeFrequency: 'daily', lists: 'everything' },
  { path: '/about', pageType: 'about', priority: 0.6, changeFrequency: 'monthly' },
  {
    path: '/blog',
    pageType: 'articles',
    priority: 0.7,
    changeFrequency: 'weekly',
    lists: 'articles',
  },
  {
    path: '/contacts',
    pageType: 'contacts',
    priority: 0.8,
    changeFrequency: 'monthly',
    lists: 'branches',
  },
  { path: '/dealers', pageType: 'dealers', priority: 0.5, changeFrequency: 'monthly' },
  {
    path: '/promos',
    pageType: 'promos',
    priority: 0.7,
    changeFrequency: 'weekly',
    lists: 'promos',
  },
  { path: '/vacancies', pageType: 'vacancies', priority: 0.5, changeFrequency: 'weekly' },
  { path: '/works', pageType: 'works', priority: 0.6, changeFrequency: 'monthly' },
];

/** The provider's largest page size: the fewest round trips per list. */
const PAGE_SIZE = 60;
/** Detail calls (for the indexing flag) go out in small batches, not all at once. */
const DETAIL_BATCH = 10;

const pageOrNull = <T>(result: ApiResult<ListPage<T>>, what: string): ListPage<T> | null => {
  if (result.ok) return result.data;
  log.warn(`sitemap ${what} failed with ${result.status}`, result.error);
  return null;
};

async function inBatches<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += DETAIL_BATCH)
    results.push(...(await Promise.all(items.slice(start, start + DETAIL_BATCH).map(run))));
  return results;
}

/** Every page the sitemap lists: static pages, categories, products, branches, dynamic pages, info pages, blog articles and promos. */
export async function getSitemapPages(): Promise<SitemapPage[]> {
  const catalogReads = cachedApi(defaultLocale, CACHE_PROFILES.catalog);
  const contentReads = cachedApi(defaultLocale, CACHE_PROFILES.content);
  const [nav, infoPages, products, articleList, promosPage, branches, dynamicPages, staticPages] =
    await Promise.all([
      catalogReads.content.menuNav(),
      contentReads.content.infoPages(),
      collectPages((page) =>
        catalogReads.catalog
          .products({ page, page_size: PAGE_SIZE })
          .then((result) => pageOrNull(result, 'products')),
      ),
      collectPages((page) =>
        contentReads.pages
          .articles({ page, page_size: PAGE_SIZE })
          .then((result) => pageOrNull(result, 'articles')),
      ),
      contentReads.pages.promosPage(),
      contentReads.seo.branches(),
      contentReads.pages.dynamicPages(),
      inBatches(STATIC_PAGES, async ({ pageType, ...page }) => {
        const content = await contentReads.seo.seoContent(pageType);
        return { ...page, updated_at: content.ok ? content.data.updated_at : undefined };
      }),
    ]);
  const categoryLinks = orEmpty(nav, [], 'sitemap menu/nav').flatMap((category) => [
    category,
    ...category.subitems,
  ]);
  const infoDetails = await inBatches(orEmpty(infoPages, [], 'sitemap info pages'), (page) =>
    contentReads.content.infoPage(page.slug),
  );
  const info = infoDetails.flatMap((result) => {
    if (!result.ok || !result.data.indexing) return [];
    const slugs = result.data.slugs;
    const paths = Object.fromEntries(
      locales.map((locale: Locale) => [
        locale,
        getPathname({
          locale,
          href: {
            pathname: '/info/[slug]',
            params: { slug: slugs[locale] ?? slugs.en ?? result.data.slug },
          },
        }),
      ]),
    ) as Record<Locale, string>;
    return [{ paths, updated_at: result.data.updated_at }];
  });
  // The list answer has no indexing flag; an article whose detail fails is left out rather than guessed.
  const articles = (
    await inBatches(articleList, (article) => contentReads.pages.article(article.id))
  ).flatMap((result) => (result.ok ? [result.data] : []));
  if (!promosPage.ok) log.warn(`sitemap promos failed with ${promosPage.status}`, promosPage.error);
  const promos = promosPage.ok ? promosPage.data.promos : [];
  return sitemapPages({
    staticPaths: staticPages,
    categoryLinks,
    infoPages: info,
    products,
    articles,
    promos,
    branches: orEmpty(branches, [], 'sitemap branches'),
    dynamicPages: orEmpty(dynamicPages, [], 'sitemap dynamic pages'),
  });
}
