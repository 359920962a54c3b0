import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, products } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';

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

  it('finds an info page by any of its slugs and 404s an unknown one', async () => {
    const found = await provider.request(
      '/pages/info-page/detail/?slug=politique-de-confidentialite',
      { locale: 'en' },
    );
    expect(found.status).toBe(200);
    expect((await found.json()).slug).toBe('privacy-policy');
    const missing = await provider.request('/pages/info-page/detail/?slug=nope', { locale: 'en' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not found' });
  });

  it('answers 400 with a localized field error when the slug is missing', async () => {
    const response = await provider.request('/pages/info-page/detail/', { locale: 'ro' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ slug: ['Acest câmp este obligatoriu'] });
  });

  it('answers 404 with a detail for an unknown path', async () => {
    const response = await provider.request('/no/such/path', { locale: 'ru' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Не найдено' });
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

  it('serves SEO content per page type and 404s an unknown type', async () => {
    const seo = await (
      await provider.request('/pages/seo-content/detail/?page_type=contacts', { locale: 'en' })
    ).json();
    expect(seo).toMatchObject({
      page_type: 'contacts',
      title: 'Contacts',
      slug: 'contacts',
      indexing: true,
    });
    expect((await provider.request('/pages/seo-content/detail/?page_type=nope')).status).toBe(404);
    expect((await provider.request('/pages/seo-content/detail/')).status).toBe(400);
  });

  it('serves calculator and calculator-type SEO texts', async () => {
    const calculator = await (
      await provider.request('/api/calculator/calculator-seo/8/', { locale: 'it' })
    ).json();
    expect(calculator.title).toBe('Calcolatore cancelli');
    expect(calculator.text).toMatch(/^<p>/);
    expect((await provider.request('/api/calculator/calculator-type-seo/1/')).status).toBe(200);
    expect((await provider.request('/api/calculator/calculator-seo/2/')).status).toBe(404);
    expect((await provider.request('/api/calculator/calculator-seo/abc/')).status).toBe(400);
  });

  it('serves the page-type content paths with their lists', async () => {
    const json = async (path: string, locale = 'ro') => {
      const response = await provider.request(path, { locale });
      return { status: response.status, body: await response.json() };
    };
    const contacts = await json('/pages/contacts/contacte');
    expect(contacts.body.branches.length).toBeGreaterThanOrEqual(3);
    expect(contacts.body.branches[0].working_hours).toBe('Zilnic 8:30–19:30');
    expect((await json('/pages/contacts/kontakty', 'ru')).status).toBe(200);
    expect((await json('/pages/contacts/nowhere')).status).toBe(404);
    for (const path of [
      '/pages/contacts',
      '/pages/promo-page',
      '/dealers/template',
      '/pages/vacancies',
      '/pages/our-works',
      '/colors/pages',
    ]) {
      expect((await json(path)).status, path).toBe(200);
    }
    expect((await json('/pages/contacts')).body.branches.length).toBeGreaterThan(0);
    const works = await json('/pages/our-works/lucrari');
    expect(works.body.results.length).toBeGreaterThan(0);
    expect(works.body.tabs.length).toBeGreaterThan(0);
    expect((await json('/dealers/template/dealeri')).body.dealers.length).toBeGreaterThanOrEqual(3);
    expect((await json('/pages/promo-page/promotii')).body.promos.length).toBeGreaterThanOrEqual(4);
    expect(
      (await json('/pages/vacancies/posturi-vacante')).body.vacancies.length,
    ).toBeGreaterThanOrEqual(3);
    expect((await json('/colors/pages/culori')).body.title).toBe('Culori și decoruri');
    expect((await json('/pages/about/despre-noi')).body.page_type).toBe('about');
    const about = await json('/pages/about', 'en');
    expect(about.body.text).toMatch(/2011/);
    expect(about.body.achievements.items.length).toBe(4);
  });

  it('serves /pages/{slug} and dynamic pages, 404 for unknown slugs', async () => {
    expect((await (await provider.request('/pages/o-nas', { locale: 'ru' })).json()).title).toBe(
      'О нас',
    );
    expect((await (await provider.request('/pages/credit', { locale: 'en' })).json()).title).toBe(
      'Buy in instalments',
    );
    const dynamic = await (
      await provider.request('/pages/dynamic/installation', { locale: 'it' })
    ).json();
    expect(dynamic.text).toMatch(/<p>/);
    expect((await provider.request('/pages/dynamic/nope')).status).toBe(404);
    expect((await provider.request('/pages/nope')).status).toBe(404);
  });

  it('lists the dynamic pages with their indexing flag, for the sitemap (issue 29)', async () => {
    const list = (await (await provider.request('/pages/dynamic', { locale: 'en' })).json()) as {
      slug: string;
      title: string;
      indexing: boolean;
      updated_at: string;
    }[];
    expect(list.map((page) => page.slug)).toEqual(['credit', 'installation', 'service-and-repair']);
    expect(list[0]).toEqual({
      slug: 'credit',
      title: 'Buy in instalments',
      indexing: true,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('lists articles with tabs, pagination, tab filter and search', async () => {
    const all = await (
      await provider.request('/articles/items?page_size=5', { locale: 'en' })
    ).json();
    expect(all.count).toBeGreaterThanOrEqual(12);
    expect(all.pages).toBe(Math.ceil(all.count / 5));
    expect(all.results).toHaveLength(5);
    expect(all.tabs.length).toBe(3);
    const tab = all.tabs[0].id;
    const filtered = await (
      await provider.request(`/articles/items?parent_category=${tab}&page_size=60`)
    ).json();
    expect(
      filtered.results.every(
        (a: { parent_category: { id: number } }) => a.parent_category.id === tab,
      ),
    ).toBe(true);
    const general = await (
      await provider.request('/articles/items?parent_category=0&page_size=60')
    ).json();
    expect(general.count).toBe(all.count);
    const searched = await (
      await provider.request('/articles/items?search=condens', { locale: 'ro' })
    ).json();
    expect(searched.count).toBeGreaterThan(0);
    expect((await provider.request('/articles/items?page=x')).status).toBe(400);
    expect((await provider.request('/articles/items?parent_category=-2')).status).toBe(400);
  });

  it('gives an article by id or slug with sanitized HTML', async () => {
    const list = await (
      await provider.request('/articles/items?page_size=1', { locale: 'ru' })
    ).json();
    const article = await (
      await provider.request(`/articles/items/${list.results[0].id}`, { locale: 'ru' })
    ).json();
    expect(article.text).toMatch(/^<p>/);
    expect(article.text).not.toMatch(/<script/);
    expect((await provider.request('/articles/items/how-to-choose-pvc-windows')).status).toBe(200);
    expect((await provider.request('/articles/items/999999')).status).toBe(404);
    expect(
      (await (await provider.request('/tabs', { locale: 'it' })).json()).map(
        (t: { title: string }) => t.title,
      ),
    ).toEqual(['Consigli', 'Tecnologia', 'Novità']);
  });

  it('gives promos, banners, branches and the other lists', async () => {
    const json = async (path: string) => {
      const response = await provider.request(path, { locale: 'en' });
      expect(response.status, path).toBe(200);
      return response.json();
    };
    const promos = await json('/promos');
    expect(promos.length).toBeGreaterThanOrEqual(4);
    expect((await json(`/promos/${promos[0].id}`)).text).toMatch(/<p>/);
    expect((await provider.request('/promos/999999')).status).toBe(404);
    const hero = await json('/banners/hero-screen');
    expect(hero[0]).toMatchObject({
      image: { file: expect.stringMatching(/^\/images\//), alt: expect.any(String) },
    });
    expect(['custom_link', 'call_request']).toContain(hero[0].button.type);
    expect((await json('/banners/offer')).title).toBeTruthy();
    expect((await json('/banners/discount')).title).toBeTruthy();
    expect((await json('/banners/service')).length).toBeGreaterThan(1);
    expect((await json('/banners/cooperation/')).length).toBeGreaterThan(1);
    const branches = await json('/branches');
    expect(branches.length).toBeGreaterThanOrEqual(3);
    expect((await json(`/branches/${branches[0].id}`)).working_hours).toBe('Every day 8:30–19:30');
    expect((await provider.request('/branches/999999')).status).toBe(404);
    expect((await json('/equipament')).length).toBeGreaterThan(0);
    expect((await json('/faqs')).length).toBeGreaterThanOrEqual(10);
    expect((await json('/partners')).length).toBeGreaterThan(3);
    expect((await json('/vacancies')).length).toBeGreaterThanOrEqual(3);
    expect((await json('/orders/how_to_order/'))[0].step).toBe(1);
    expect((await json('/achievements')).items.length).toBe(4);
    expect((await json('/works/our_work')).length).toBeGreaterThan(3);
    expect((await json('/works/works_process')).length).toBeGreaterThan(3);
    const content = await json('/works/our-works-content?page_size=3');
    expect(content).toMatchObject({
      page: 1,
      results: expect.any(Array),
      pages: expect.any(Number),
      tabs: expect.any(Array),
    });
    expect(
      (await json('/works/our-works-content?category=gates')).results.every(
        (w: { category: string }) => w.category === 'gates',
      ),
    ).toBe(true);
    expect((await json('/dealers')).length).toBeGreaterThan(2);
    expect((await json('/reviews')).length).toBeGreaterThan(2);
  });

  it('finds specialists by city, Chisinau by default', async () => {
    const cities = await (await provider.request('/specialists/cities/', { locale: 'ru' })).json();
    expect(cities.default).toBe('chisinau');
    expect(cities.cities.length).toBeGreaterThan(2);
    const chisinau = await (await provider.request('/specialists/', { locale: 'en' })).json();
    expect(chisinau.city).toBe('chisinau');
    expect(chisinau.results.length).toBeGreaterThan(1);
    const specialist = chisinau.results[0];
    expect(specialist.rating * 2).toBe(Math.round(specialist.rating * 2));
    expect(specialist).toMatchObject({
      photo: expect.any(String),
      prices: expect.any(Array),
      phones: expect.any(Array),
      email: expect.any(String),
    });
    const balti = await (await provider.request('/specialists/?city=balti')).json();
    expect(balti.results.every((s: { city_key: string }) => s.city_key === 'balti')).toBe(true);
    expect((await (await provider.request('/specialists/?city=nowhere')).json()).results).toEqual(
      [],
    );
    expect((await provider.request(`/specialists/${specialist.id}/`)).status).toBe(200);
    expect((await provider.request('/specialists/999999/')).status).toBe(404);
  });

  it("writes every specialist's phone in spec 5's mask, as the shop's forms do (issue 39)", async () => {
    const phones: string[] = [];
    for (const city of ['chisinau', 'balti', 'cahul', 'orhei', 'ungheni']) {
      const answer = await (await provider.request(`/specialists/?city=${city}`)).json();
      for (const specialist of answer.results as { phones: { value: string }[] }[])
        phones.push(...specialist.phones.map((phone) => phone.value));
    }
    expect(phones.length).toBeGreaterThan(5);
    for (const phone of phones) expect(phone).toMatch(/^\+373 \([67]\d\d\) \d{3}-\d{2}$/);
  });

  it('seeds idempotently', async () => {
    const { seed } = await import('../db/seed');
    const { products, articles } = await import('../db/schema');
    const before = [await provider.db.$count(products), await provider.db.$count(articles)];
    await seed(provider.db);
    expect([await provider.db.$count(products), await provider.db.$count(articles)]).toEqual(
      before,
    );
    expect(before[0]).toBeGreaterThanOrEqual(60);
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
