import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProvider, type TestProvider } from '../testing/harness';

/** Articles, promos, works, specialists and the other lists, `routes/content-articles.ts`; the seed. */

describe('shell content endpoints', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

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
