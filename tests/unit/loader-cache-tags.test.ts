// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Provider } from '@/provider';
import { PROVIDER_GLOBAL_KEY, type GlobalWithProvider } from '@/provider/running';
import type { TestProvider } from '@/provider/testing/harness';

// ADR 53: every loader names the cache profile of its reads where it reads them. This runs each
// loader against a seeded provider and records, for every request the provider received, whether
// it went through Next's data cache and under which tags. A loader that lost its declaration (or
// declared the wrong profile) fails here: POST /revalidate would no longer expire its pages.

const state = vi.hoisted(() => ({
  provider: null as TestProvider | null,
  /** Every request the provider received: its path below /backend. */
  received: [] as string[],
  /** Every read kept in the data cache: its path, tags and lifetime. */
  cached: [] as { path: string; tags: string[]; seconds: number | false | undefined }[],
  /** Every value derived from several reads and kept as one entry (ADR 70): its key and tags. */
  derived: [] as {
    key: string[];
    tags: string[];
    seconds: number | false | undefined;
    /** false when the value was answered but not kept (a read in it failed). */
    kept: boolean;
  }[],
  /** A path the provider answers 503 for, as in an outage of that read. */
  failing: null as string | null,
}));

const BASE = 'http://provider.internal/backend';
const pathOf = (url: string) => url.slice(BASE.length);

vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(
      read: () => Promise<T>,
      keyParts: string[],
      options: { tags: string[]; revalidate?: number | false },
    ) =>
    () => {
      if (keyParts[0] === 'derived') {
        const entry = {
          key: keyParts,
          tags: options.tags,
          seconds: options.revalidate,
          kept: true,
        };
        state.derived.push(entry);
        // unstable_cache keeps nothing when its callback throws.
        return read().catch((error: unknown) => {
          entry.kept = false;
          throw error;
        });
      }
      state.cached.push({
        path: pathOf(keyParts[1]!),
        tags: options.tags,
        seconds: options.revalidate,
      });
      return read();
    },
}));

vi.mock('next-intl/server', () => ({
  getTranslations: async () => Object.assign((key: string) => key, { has: () => false }),
}));

const { getProductPage, getSlugPage, getSubcategoryPage } =
  await import('@/features/catalog/loaders');
const content = await import('@/features/content/loaders');
const { getShellData } = await import('@/features/layout/loaders');
const { getVacanciesPage } = await import('@/features/vacancies/loaders');
const { getCalculatorPage } = await import('@/features/calculator/loaders');
const { getSearchPage } = await import('@/features/search/loaders');
const { buildPageMetadata } = await import('@/features/seo/metadata');
const { homeOrganizationJsonLd } = await import('@/features/seo/organization');
const { getSitemapPages } = await import('@/features/seo/sitemap-entries');
const { getOrderDrawings } = await import('@/features/staff/order-drawings');
const { createTestProvider } = await import('@/provider/testing/harness');
const { PAGE_SECONDS } = await import('@/lib/cache/manifest');

const CATALOG = ['catalog'];
const CONTENT = ['content'];

async function json<T>(path: string): Promise<T> {
  return (await (await state.provider!.request(path)).json()) as T;
}

/** The reads a loader made: each with the tags it was kept under, or null when it was not cached. */
async function readsOf(load: () => Promise<unknown>) {
  state.received.length = 0;
  state.cached.length = 0;
  state.derived.length = 0;
  await load();
  expect(state.cached.every((read) => read.seconds === PAGE_SECONDS)).toBe(true);
  return state.received.map((path) => {
    const read = state.cached.find((entry) => entry.path === path);
    return [path, read ? read.tags : null] as const;
  });
}

const sorted = (reads: readonly (readonly [string, string[] | null])[]) =>
  [...reads].sort(([a], [b]) => a.localeCompare(b));

async function expectReads(
  load: () => Promise<unknown>,
  expected: [string, string[] | null][],
): Promise<void> {
  expect(sorted(await readsOf(load))).toEqual(sorted(expected));
}

let seeded: {
  product: string;
  category: { slug: string; withParent: { slug: string; parent: string } };
  article: number;
  promo: number;
  branch: string;
  info: string;
  dynamic: string;
  works: string;
};

beforeAll(async () => {
  state.provider = await createTestProvider();
  // The in-process provider of lib/api/server.ts is this process's (provider/index.ts getProvider):
  // the seeded one here, recording what it is asked.
  const { app } = state.provider;
  (globalThis as GlobalWithProvider)[PROVIDER_GLOBAL_KEY] = Promise.resolve({
    app: {
      fetch: (request: Request, bindings: object) => {
        state.received.push(pathOf(request.url));
        if (pathOf(request.url) === state.failing)
          return new Response('{"detail":"unavailable"}', { status: 503 });
        return app.fetch(request, bindings);
      },
    },
  } as unknown as Provider);
  const products = await json<{ results: { slug: string }[] }>('/products/?page_size=1');
  const categories =
    await json<{ slug: string; subcategories: { slug: string }[] }[]>('/categories/');
  const parent = categories.find((category) => category.subcategories.length > 0);
  const articles = await json<{ results: { id: number }[] }>('/articles/items');
  const promos = await json<{ promos: { id: number }[] }>('/pages/promo-page');
  const contacts = await json<{ branches: { slug: string }[] }>('/pages/contacts');
  const infoPages = await json<{ slug: string }[]>('/pages/info-page');
  const dynamicPages = await json<{ slug: string }[]>('/pages/dynamic');
  const works = await json<{ tabs: { slug: string }[] }>('/pages/our-works');
  seeded = {
    product: products.results[0]!.slug,
    category: {
      slug: categories[0]!.slug,
      withParent: { slug: parent!.subcategories[0]!.slug, parent: parent!.slug },
    },
    article: articles.results[0]!.id,
    promo: promos.promos[0]!.id,
    branch: contacts.branches[0]!.slug,
    info: infoPages[0]!.slug,
    dynamic: dynamicPages[0]!.slug,
    works: works.tabs[0]!.slug,
  };
}, 120_000);

afterAll(async () => {
  delete (globalThis as GlobalWithProvider)[PROVIDER_GLOBAL_KEY];
  await state.provider?.close();
});

beforeEach(() => {
  state.received.length = 0;
  state.cached.length = 0;
});

describe('the catalog’s loaders declare their profiles', () => {
  it('a product page: the catalog’s tag and its own', async () => {
    const { product } = seeded;
    await expectReads(
      () => getProductPage('ro', product),
      [[`/products/${product}/`, ['catalog', `product:${product}`]]],
    );
  });

  it('a made-up product: the same declaration, a 404 page rather than an error', async () => {
    await expectReads(
      async () => expect(await getProductPage('ro', 'no such product')).toBeNull(),
      [[`/products/no%20such%20product/`, ['catalog', 'product:no such product']]],
    );
  });

  it('a top category with its products, and a dynamic page by its slug', async () => {
    const { slug } = seeded.category;
    await expectReads(
      () => getSlugPage('en', slug, 1),
      [
        [`/categories/${slug}/`, CATALOG],
        [`/products/?category=${slug}&page=1&page_size=12`, CATALOG],
      ],
    );
    const { dynamic } = seeded;
    await expectReads(
      () => getSlugPage('en', dynamic, 1),
      [
        [`/categories/${dynamic}/`, CATALOG],
        [`/pages/dynamic/${dynamic}`, CONTENT],
      ],
    );
  });

  it('a subcategory under its parent', async () => {
    const sub = seeded.category.withParent;
    await expectReads(
      () => getSubcategoryPage('ru', sub.parent, sub.slug, 2),
      [
        [`/categories/${sub.slug}/`, CATALOG],
        [`/products/?category=${sub.slug}&page=2&page_size=12`, CATALOG],
      ],
    );
  });
});

describe('the content’s loaders declare their profile', () => {
  it('every page of content is tagged content', async () => {
    const { article, promo, branch, info, works } = seeded;
    const loads: (() => Promise<unknown>)[] = [
      () => content.getHomePage('ro'),
      () => content.getBlogPage('ro', content.GENERAL_TAB, 1),
      () => content.getArticlePage('ro', String(article)),
      () => content.getPromosPage('ro'),
      () => content.getPromoPage('ro', String(promo)),
      () => content.getWorksPage('ro', works, 1),
      () => content.getAboutPage('ro'),
      () => content.getContactsPage('ro'),
      () => content.getBranchPage('ro', branch),
      () => content.getDealersPage('ro'),
      () => content.getInfoPage('ro', info),
      () => getVacanciesPage('ro'),
      () => homeOrganizationJsonLd('ro', 'Fereastra'),
      () => buildPageMetadata({ locale: 'ro', path: '/', pageType: 'index' }),
    ];
    for (const load of loads) {
      const reads = await readsOf(load);
      expect(reads.length, String(load)).toBeGreaterThan(0);
      for (const [path, tags] of reads) expect(tags, path).toEqual(CONTENT);
    }
  });

  it('the header and footer: one entry of the menu (catalog), its links and pages (content)', async () => {
    // ADR 70: the shell's reads are kept together, under both tags, not one by one.
    const reads = await readsOf(() => getShellData('it'));
    expect(reads.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        '/menu/nav',
        '/menu/links',
        '/pages/footer-page',
        '/pages/info-page',
      ]),
    );
    expect(reads.filter(([path]) => path.startsWith('/pages/info-page/detail/'))).not.toEqual([]);
    for (const [path, tags] of reads) expect(tags, path).toBeNull();
    expect(state.derived).toEqual([
      {
        key: ['derived', 'shell', 'it', 'catalog', 'content'],
        tags: [...CATALOG, ...CONTENT],
        seconds: PAGE_SECONDS,
        kept: true,
      },
    ]);
    const slugs = (await getShellData('en')).infoPageSlugs;
    expect(slugs.some((page) => page.en === seeded.info || page.ro === seeded.info)).toBe(true);
  });

  it('a shell with a failed read renders that part empty and is not kept (spec 8)', async () => {
    state.failing = '/menu/links';
    try {
      state.derived.length = 0;
      const shell = await getShellData('ru');
      expect(shell.links).toEqual([]);
      expect(shell.nav).not.toEqual([]);
      expect(state.derived.map(({ kept }) => kept)).toEqual([false]);
    } finally {
      state.failing = null;
    }
    state.derived.length = 0;
    expect((await getShellData('ru')).links).not.toEqual([]);
    expect(state.derived.map(({ kept }) => kept)).toEqual([true]);
  });
});

describe('the calculators, the sitemap and the staff’s drawings declare theirs', () => {
  it('a calculator page reads the calculators and their SEO texts as catalog', async () => {
    const reads = await readsOf(() => getCalculatorPage('ro', { kind: 'general' }, {}));
    expect(reads.map(([path]) => path)).toContain('/api/calculator/calculator-types');
    expect(reads.some(([path]) => path.startsWith('/api/calculator/calculator-seo/'))).toBe(true);
    for (const [path, tags] of reads) expect(tags, path).toEqual(CATALOG);
  });

  it('the staff’s order drawings read the calculator types as catalog', async () => {
    await expectReads(
      () => getOrderDrawings('ro', [{ calculator_type_id: 1, configuration: {} }] as never),
      [['/api/calculator/calculator-types', CATALOG]],
    );
  });

  it('the sitemap: products and the menu as catalog, everything else as content', async () => {
    const reads = await readsOf(() => getSitemapPages());
    expect(reads.length).toBeGreaterThan(10);
    for (const [path, tags] of reads)
      expect(tags, path).toEqual(/^\/(products\/|menu\/nav)/.test(path) ? CATALOG : CONTENT);
  });
});

describe('per-visitor reads are never shared', () => {
  it('the search reaches the provider on every request, outside the data cache', async () => {
    await expectReads(
      () => getSearchPage('ro', 'fereastra', 1),
      [['/search/?search=fereastra&page=1', null]],
    );
  });
});
