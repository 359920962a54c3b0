import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProvider, type TestProvider } from '../testing/harness';

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
    expect(body.available_languages.map((l: { code: string }) => l.code)).toEqual(['ro', 'en', 'ru', 'it']);
    for (const key of ['faq', 'advantages', 'how_order', 'reviews', 'parteners']) expect(body).toHaveProperty(key);
  });

  it('localizes the navigation by Accept-Language and falls back to ro', async () => {
    const titles = async (locale: string) =>
      ((await (await provider.request('/menu/nav', { locale })).json()) as { title: string }[]).map((c) => c.title);
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
    const columns = (await (await provider.request('/pages/footer-page', { locale: 'ru' })).json()) as {
      order: number;
      pages: { slug: string }[];
    }[];
    expect(columns.map((c) => c.order)).toEqual([...columns.map((c) => c.order)].sort((a, b) => a - b));
    expect(columns.flatMap((c) => c.pages.map((p) => p.slug))).toContain('politika-konfidentsialnosti');
  });

  it('finds an info page by any of its slugs and 404s an unknown one', async () => {
    const found = await provider.request('/pages/info-page/detail/?slug=politique-de-confidentialite', { locale: 'en' });
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
});
