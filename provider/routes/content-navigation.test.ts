import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, products } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';

/** The shell's content, `routes/content-navigation.ts`: home page, header menu, mega-menu, footer. */

type Nav = {
  link: string;
  banner: { image: string } | null;
  additions_count: number;
  additions: {
    title: string;
    category_slug: string;
    items_count: number;
    items: { link: string; title: string; category_slug: string }[];
  }[];
  subitems: { link: string }[];
}[];

describe('shell content endpoints', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  it('gives the home page languages with ro as default', async () => {
    const response = await provider.request('/pages/home-page/');
    const body = await response.json();
    expect(body.default_language).toEqual({ code: 'ro' });
    expect(body.available_languages.map((l: { code: string }) => l.code)).toEqual([
      'ro',
      'en',
      'ru',
      'it',
    ]);
    for (const key of ['faq', 'advantages', 'how_order', 'reviews', 'parteners'])
      expect(body).toHaveProperty(key);
  });

  it('localizes the navigation by Accept-Language and falls back to ro', async () => {
    const titles = async (locale: string) =>
      ((await (await provider.request('/menu/nav', { locale })).json()) as { title: string }[]).map(
        (c) => c.title,
      );
    expect(await titles('ru')).toContain('Окна');
    expect(await titles('en')).toContain('Windows');
    expect(await titles('it')).toContain('Finestre');
    expect(await titles('de')).toContain('Ferestre');
  });

  it('nests subcategories under their parent with its slug', async () => {
    const nav = (await (await provider.request('/menu/nav', { locale: 'en' })).json()) as {
      link: string;
      subitems: { link: string; parent_category_slug: string }[];
    }[];
    const windows = nav.find((c) => c.link === '/windows');
    expect(windows?.subitems.map((s) => s.link)).toContain('/windows/pvc-windows');
    expect(windows?.subitems.every((s) => s.parent_category_slug === 'windows')).toBe(true);
  });

  it('lists footer columns sorted by order with localized page slugs', async () => {
    const columns = (await (
      await provider.request('/pages/footer-page', { locale: 'ru' })
    ).json()) as {
      order: number;
      pages: { slug: string }[];
    }[];
    expect(columns.map((c) => c.order)).toEqual(
      [...columns.map((c) => c.order)].sort((a, b) => a - b),
    );
    expect(columns.flatMap((c) => c.pages.map((p) => p.slug))).toContain(
      'politika-konfidentsialnosti',
    );
  });

  it('fills every home section in the request language', async () => {
    const body = await (await provider.request('/pages/home-page/', { locale: 'ru' })).json();
    for (const key of [
      'faq',
      'advantages',
      'how_order',
      'our_works',
      'equipament',
      'sale',
      'work_process',
      'other_services',
      'products_category',
      'parteners',
      'reviews',
    ]) {
      expect(body[key].length, key).toBeGreaterThan(0);
    }
    expect(body.faq.length).toBeGreaterThanOrEqual(10);
    expect(body.credit.title).toBe('Покупка в рассрочку');
    expect(body.achievements.items.map((i: { value: string }) => i.value)).toContain('94%');
    expect(body.information_section.title).toMatch(/2011/);
    const withLink = await provider.request('/pages/home-page/ro', { locale: 'ro' });
    expect((await withLink.json()).page.page_type).toBe('index');
  });

  it('gives mega-menu columns of at most 8 products with their count, and a banner per top category', async () => {
    const nav = (await (await provider.request('/menu/nav', { locale: 'en' })).json()) as Nav;
    const windows = nav.find((c) => c.link === '/windows')!;
    expect(windows.banner?.image).toMatch(/^\/images\//);
    expect(windows.additions.map((a) => a.title)).toContain('PVC windows');
    expect(windows.additions_count).toBe(windows.additions.length);
    // Each column lists its own sub-category's first products in catalog order, and only those.
    for (const column of windows.additions) {
      expect(column.items.every((item) => item.category_slug === column.category_slug)).toBe(true);
      const listed = (await (
        await provider.request(`/products/?category=${column.category_slug}&page_size=60`, {
          locale: 'en',
        })
      ).json()) as {
        count: number;
        results: { title: string; slug: string }[];
      };
      expect(column.items_count).toBe(listed.count);
      expect(column.items.map((item) => item.link)).toEqual(
        listed.results.slice(0, 8).map((product) => `/product/${product.slug}`),
      );
    }
    // PVC windows has 10 products: the menu sends 8 of them and says there are 10.
    const pvc = windows.additions.find((a) => a.category_slug === 'pvc-windows')!;
    expect(pvc.items).toHaveLength(8);
    expect(pvc.items_count).toBe(10);
  });
});

describe('the navigation on a large catalog', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  it('keeps the menu the same size however many categories and products there are', async () => {
    const menu = async () =>
      (await (await provider.request('/menu/nav', { locale: 'en' })).json()) as Nav;
    const before = (await menu()).find((c) => c.link === '/windows')!.additions_count;
    const [windows] = await provider.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'windows'));
    const created = await provider.db
      .insert(categories)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          slug: `menu-size-${i}`,
          parentId: windows!.id,
          title: { ro: `Serie ${i}`, en: `Series ${i}` },
          position: 500 + i,
        })),
      )
      .returning({ id: categories.id });
    await provider.db.insert(products).values(
      Array.from({ length: 240 }, (_, i) => ({
        slug: `menu-size-product-${i}`,
        categoryId: created[i % created.length]!.id,
        title: { ro: `Model ${i}`, en: `Model ${i}` },
        description: { ro: '', en: '' },
        price: 10_000,
        deliveryClass: 'large' as const,
        image: '/images/not-found.svg',
        position: 5000 + i,
      })),
    );
    const nav = await menu();
    const grown = nav.find((c) => c.link === '/windows')!;
    expect(grown.additions).toHaveLength(8);
    expect(grown.additions_count).toBe(before + 12);
    for (const column of nav.flatMap((c) => c.additions))
      expect(column.items.length).toBe(Math.min(8, column.items_count));
    expect(grown.subitems.map((s) => s.link)).toContain('/windows/menu-size-11');
  });
});
