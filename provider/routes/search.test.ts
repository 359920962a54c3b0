import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';

type Result = { type: string; title: string; link: string };

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
