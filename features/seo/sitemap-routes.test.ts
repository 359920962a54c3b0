// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  articles,
  branches,
  categories,
  dynamicPages,
  infoPages,
  products,
  promos,
} from '@/provider/db/schema';
import { createTestProvider, type TestProvider } from '@/provider/testing/harness';
import { locales, type Locale } from '@/lib/i18n/locales';
import { alternatePaths, getPathname } from '@/lib/i18n/navigation';

// Issue 29: the sitemap, read through the storefront's own client from a provider on the seeded
// database, is compared with the pages that exist: the entities in the database and the routes in app/.
const seeded = vi.hoisted(() => ({ provider: null as TestProvider | null }));
vi.mock('@/provider', () => ({
  handleProviderRequest: (request: Request, bindings: object) =>
    seeded.provider!.app.fetch(request, bindings),
}));
// Outside a Next server there is no data cache: reads go straight to the provider.
vi.mock('next/cache', () => ({ unstable_cache: <T>(read: () => Promise<T>) => read }));

const APP = path.resolve(__dirname, '../../app/[locale]');
/** Pages that are noindex by design (spec 2: calculators; a visitor's own cart, search and forms; the staff console). */
const NOINDEX = new Set([
  'calculators',
  'cart',
  'search',
  'reset-password',
  'seo-preview',
  'staff',
]);
/** Route folders that are no page of their own: the 404 catch-all and the query-segment twins of issue 28. */
const NOT_PAGES = new Set(['[...rest]', '~q']);

/** Every route folder of app/[locale] holding a page, as `blog/[id]`, '' for the home page. */
function pageRoutes(dir = APP, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [prefix] : [];
    if (NOT_PAGES.has(entry.name) || NOINDEX.has(entry.name)) return [];
    return pageRoutes(path.join(dir, entry.name), prefix ? `${prefix}/${entry.name}` : entry.name);
  });
}

describe('the sitemap lists every indexable page that exists', () => {
  beforeAll(async () => {
    seeded.provider = await createTestProvider();
  }, 60_000);
  afterAll(() => seeded.provider?.close());

  it('and nothing else', async () => {
    const db = seeded.provider!.db;
    const [categoryRows, productRows, articleRows, branchRows, infoRows, promoRows, dynamicRows] =
      await Promise.all([
        db.select().from(categories),
        db.select().from(products),
        db.select().from(articles),
        db.select().from(branches),
        db.select().from(infoPages),
        db.select().from(promos),
        db.select().from(dynamicPages),
      ]);
    const slugOf = new Map(categoryRows.map((row) => [row.id, row.slug]));
    const everyLocale = (internal: string[]) =>
      internal.flatMap((item) => Object.values(alternatePaths(item)));
    // One enumeration per kind of page: a new route folder fails this test until the sitemap knows it.
    const entities: Record<string, () => string[]> = {
      '[category]': () =>
        everyLocale([
          ...categoryRows.filter((row) => row.parentId === null).map((row) => `/${row.slug}`),
          ...dynamicRows
            .filter(
              (row) => row.indexing && !categoryRows.some((category) => category.slug === row.slug),
            )
            .map((row) => `/${row.slug}`),
        ]),
      '[category]/[subcategory]': () =>
        everyLocale(
          categoryRows
            .filter((row) => row.parentId !== null)
            .map((row) => `/${slugOf.get(row.parentId!)}/${row.slug}`),
        ),
      'product/[product]': () => everyLocale(productRows.map((row) => `/product/${row.slug}`)),
      'blog/[id]': () =>
        everyLocale(articleRows.filter((row) => row.indexing).map((row) => `/blog/${row.id}`)),
      'contacts/[slug]': () => everyLocale(branchRows.map((row) => `/contacts/${row.slug}`)),
      'promos/[id]': () => everyLocale(promoRows.map((row) => `/promos/${row.id}`)),
      // Spec 2: each language has its own slug; a language without one falls back to en.
      'info/[slug]': () =>
        infoRows
          .filter((row) => row.indexing)
          .flatMap((row) =>
            locales.map((locale: Locale) =>
              getPathname({
                locale,
                href: {
                  pathname: '/info/[slug]',
                  params: { slug: row.slug[locale] ?? row.slug.en! },
                },
              }),
            ),
          ),
    };
    const routes = pageRoutes();
    const dynamicRoutes = routes.filter((route) => route.includes('['));
    expect(dynamicRoutes.sort()).toEqual(Object.keys(entities).sort());
    const expected = new Set([
      ...everyLocale(routes.filter((route) => !route.includes('[')).map((route) => `/${route}`)),
      ...dynamicRoutes.flatMap((route) => entities[route]!()),
    ]);

    const { getSitemapPages } = await import('./sitemap-entries');
    const pages = await getSitemapPages();
    // Issue 42: every URL carries its content's update date (68 of 568 did).
    expect(pages.filter((page) => !/^\d{4}-\d{2}-\d{2}$/.test(page.lastModified ?? ''))).toEqual(
      [],
    );
    const listed = pages.flatMap((page) => Object.values(page.paths));
    expect(listed.length).toBe(new Set(listed).size);
    expect([...listed].sort()).toEqual([...expected].sort());
    // The pages issue 29 found missing: 4 branches and the credit page, in every language.
    expect(listed).toContain('/ru/kontakty/balti');
    expect(listed).toContain('/it/credit');
  }, 60_000);
});
