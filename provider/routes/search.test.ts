import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../db/schema';
import { catalogTree } from '../db/seed/categories';
import { productFamilies } from '../db/seed/products';
import { createTestProvider, type TestProvider } from '../testing/harness';

type Result = { type: string; title: string; link: string };

/** The seed's links of some categories: the categories themselves and their products. */
function catalogLinks(...slugs: string[]) {
  const categoryLinks = catalogTree.flatMap((parent) => [
    ...(slugs.includes(parent.slug) ? [`/${parent.slug}`] : []),
    ...(parent.children ?? [])
      .filter((child) => slugs.includes(child.slug))
      .map((child) => `/${parent.slug}/${child.slug}`),
  ]);
  const productLinks = productFamilies
    .filter((family) => slugs.includes(family.category))
    .flatMap((family) => family.variants.map((variant) => `/product/${family.key}-${variant.key}`));
  return { all: new Set([...categoryLinks, ...productLinks]), products: productLinks };
}

describe('GET /search/', () => {
  let provider: TestProvider;
  const search = async (text: string, locale: string, extra = '') => {
    const response = await provider.request(`/search/?search=${encodeURIComponent(text)}${extra}`, {
      locale,
    });
    return { status: response.status, body: await response.json() };
  };
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  it.each([
    ['ferestre', 'ro', /Fereastr/],
    ['окна', 'ru', /Окно/],
    ['windows', 'en', /window/i],
    ['finestre', 'it', /Finestra/],
  ])('finds window products for %s (%s)', async (text, locale, title) => {
    const { status, body } = await search(text, locale);
    expect(status).toBe(200);
    const products = body.results.filter((r: Result) => r.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.some((r: Result) => title.test(r.title))).toBe(true);
    expect(body.total_count).toBeGreaterThan(5);
    expect(body.pages).toBeGreaterThanOrEqual(1);
  });

  it('ignores Romanian diacritics: usa finds ușă, and the cedilla ş spelling too', async () => {
    const plain = await search('usa', 'ro');
    expect(
      plain.body.results.some((r: Result) => r.type === 'product' && r.title.includes('Ușă')),
    ).toBe(true);
    const cedilla = await search('uşă', 'ro');
    expect(cedilla.body.total_count).toBe(plain.body.total_count);
  });

  it('is case-insensitive and stems words', async () => {
    const lower = await search('porți', 'ro');
    const upper = await search('PORȚI', 'ro');
    expect(lower.body.total_count).toBeGreaterThan(0);
    expect(upper.body.total_count).toBe(lower.body.total_count);
    expect((await search('door', 'en')).body.total_count).toBe(
      (await search('doors', 'en')).body.total_count,
    );
  });

  it('searches in the request language and ranks title matches first', async () => {
    const { body } = await search('pergola', 'it');
    expect(body.results[0].title).toMatch(/Pergola/);
    expect((await search('Окно', 'ro')).body.total_count).toBe(0);
  });

  it('finds categories, articles and pages too', async () => {
    const types = new Set(
      ((await search('ferestre', 'ro')).body.results as Result[]).map((r) => r.type),
    );
    expect(types.has('category')).toBe(true);
    const articles = await search('geam triplu', 'ro', '&page_size=60');
    expect(articles.body.results.some((r: Result) => r.type === 'article')).toBe(true);
    const pages = await search('confidentialitate', 'ro');
    expect(pages.body.results.some((r: Result) => r.type === 'page')).toBe(true);
  });

  // Issue 27: the words Moldovans type, and their Russian, English and Italian counterparts.
  it.each([
    ['termopan', 'ro', ['pvc-windows']],
    ['Termopane', 'ro', ['pvc-windows']],
    ['rolete', 'ro', ['external-roller-shutters']],
    ['geamuri', 'ro', ['windows', 'pvc-windows', 'aluminium-windows', 'wooden-windows']],
    ['plasa tantari', 'ro', ['insect-screens']],
    ['plasă de țânțari', 'ro', ['insect-screens']],
    ['PLASĂ DE ŢÂNŢARI', 'ro', ['insect-screens']],
    ['стеклопакет', 'ru', ['pvc-windows']],
    ['рольставни', 'ru', ['external-roller-shutters']],
    ['ролеты', 'ru', ['external-roller-shutters']],
    ['пластиковые окна', 'ru', ['pvc-windows']],
    ['металлопластиковые окна', 'ru', ['pvc-windows']],
    ['москитная сетка', 'ru', ['insect-screens']],
    ['сетка от комаров', 'ru', ['insect-screens']],
    ['double glazing', 'en', ['pvc-windows']],
    ['uPVC windows', 'en', ['pvc-windows']],
    ['roller blinds', 'en', ['rolety', 'external-roller-shutters', 'fabric-roller-blinds']],
    ['mosquito net', 'en', ['insect-screens']],
    ['infissi', 'it', ['pvc-windows']],
    ['tapparelle', 'it', ['external-roller-shutters']],
    ['avvolgibili', 'it', ['rolety', 'external-roller-shutters', 'garage-roller-doors']],
    ['zanzariere', 'it', ['insect-screens']],
  ])('finds what %s (%s) means first', async (text, locale, slugs) => {
    const { all, products } = catalogLinks(...slugs);
    const { status, body } = await search(text, locale, '&page_size=60');
    expect(status).toBe(200);
    const links = (body.results as Result[]).map((r) => r.link);
    for (const link of products) expect(links, text).toContain(link);
    expect(
      links.slice(0, products.length).filter((link) => !all.has(link)),
      text,
    ).toEqual([]);
  });

  it('answers the same to any case and diacritics of a synonym', async () => {
    const links = async (text: string) =>
      ((await search(text, 'ro')).body.results as Result[]).map((r) => r.link);
    const plain = await links('plasa de tantari');
    expect(plain.length).toBeGreaterThan(0);
    for (const text of ['plasă de țânțari', 'Plasă de ţânţari', 'PLASA ANTI TANTARI'])
      expect(await links(text), text).toEqual(plain);
  });

  // Issue 27: "двери" listed the door handle set before the doors.
  it.each([
    ['двери', 'ru'],
    ['дверь', 'ru'],
    ['uși', 'ro'],
    ['usa', 'ro'],
    ['doors', 'en'],
  ])('ranks doors by name above an accessory named after them: %s (%s)', async (text, locale) => {
    const { body } = await search(text, locale, '&page_size=60');
    const links = (body.results as Result[]).map((r) => r.link);
    const doors = catalogLinks('entrance-doors', 'balcony-doors', 'interior-doors').products;
    const handles = links.indexOf('/product/door-handle-set-standard');
    expect(handles, text).toBeGreaterThan(0);
    for (const door of doors) {
      expect(links.indexOf(door), `${text}: ${door}`).toBeGreaterThanOrEqual(0);
      expect(links.indexOf(door), `${text}: ${door}`).toBeLessThan(handles);
    }
    const first = (body.results as Result[]).find((r) => r.type === 'product');
    expect(doors).toContain(first?.link);
  });

  it('ranks a name match above a match in a description only', async () => {
    // "стеклопакет" is in the descriptions of PVC windows and doors and in an article's title; only
    // the synonym's names (окно ПВХ) are in the PVC windows' names, so they come first.
    const links = (
      (await search('стеклопакет', 'ru', '&page_size=60')).body.results as Result[]
    ).map((r) => r.link);
    const { all } = catalogLinks('pvc-windows');
    const named = links.filter((link) => all.has(link));
    expect(named.length).toBeGreaterThan(10);
    expect(links.length).toBeGreaterThan(named.length);
    expect(links.slice(0, named.length)).toEqual(named);
  });

  it('paginates with results, pages and total_count', async () => {
    const first = await search('fereastra', 'ro', '&page_size=5');
    expect(first.body.results).toHaveLength(5);
    expect(first.body.pages).toBe(Math.ceil(first.body.total_count / 5));
    const second = await search('fereastra', 'ro', '&page_size=5&page=2');
    expect(second.body.results[0].link).not.toBe(first.body.results[0].link);
    const past = await search('fereastra', 'ro', `&page_size=5&page=${first.body.pages + 1}`);
    expect(past.body).toMatchObject({ results: [], total_count: first.body.total_count });
  });

  it('answers 400 with a field error for an empty, missing or over-long query', async () => {
    expect(await search('', 'en')).toEqual({
      status: 400,
      body: { search: ['This field is required'] },
    });
    expect(await search('   ', 'ro')).toEqual({
      status: 400,
      body: { search: ['Acest câmp este obligatoriu'] },
    });
    const missing = await provider.request('/search/', { locale: 'en' });
    expect(missing.status).toBe(400);
    expect(await search('x'.repeat(101), 'en')).toEqual({
      status: 400,
      body: { search: ['At most 100 characters'] },
    });
    expect((await search('ferestre', 'ro', '&page=-1')).status).toBe(400);
  });

  it('treats query syntax as plain text', async () => {
    for (const text of ["'; drop table products; --", '&|!():*', 'ușă & !']) {
      const { status } = await search(text, 'ro');
      expect(status).toBe(200);
    }
    expect((await search('!!!', 'ro')).body).toMatchObject({ results: [], total_count: 0 });
  });

  it('follows every write to the catalog: insert, rename, category rename and delete', async () => {
    const [category] = await provider.db.select().from(categories).limit(1);
    const [created] = await provider.db
      .insert(products)
      .values({
        slug: 'search-index-probe',
        categoryId: category!.id,
        title: { ro: 'Balustradă zvâcnită', en: 'Quirky railing', ru: 'Перила', it: 'Ringhiera' },
        description: { ro: '', en: '', ru: '', it: '' },
        price: 1000,
        deliveryClass: 'accessory',
        image: '/images/not-found.svg',
      })
      .returning();
    const links = async (text: string, locale: string) =>
      ((await search(text, locale)).body.results as Result[]).map((r) => r.link);
    expect(await links('zvacnita', 'ro')).toContain('/product/search-index-probe');
    expect(await links('quirky', 'en')).toContain('/product/search-index-probe');

    await provider.db
      .update(products)
      .set({
        title: { ro: 'Balustradă ondulată', en: 'Wavy railing', ru: 'Перила', it: 'Ringhiera' },
      })
      .where(eq(products.id, created!.id));
    expect(await links('zvacnita', 'ro')).toEqual([]);
    expect(await links('ondulata', 'ro')).toContain('/product/search-index-probe');

    // The category's name is part of its products' documents.
    await provider.db
      .update(categories)
      .set({ title: { ...category!.title, en: 'Marvellous openings' } })
      .where(eq(categories.id, category!.id));
    expect(await links('marvellous wavy', 'en')).toEqual(['/product/search-index-probe']);

    await provider.db.delete(products).where(eq(products.id, created!.id));
    expect(await links('ondulata', 'ro')).toEqual([]);
  });
});
