import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProvider, type TestProvider } from '../testing/harness';

/** Info, SEO, page-type and dynamic pages, `routes/content-pages.ts`. */

describe('shell content endpoints', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

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
});
