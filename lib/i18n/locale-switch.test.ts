import { describe, expect, it } from 'vitest';
import { encodeQuerySegment } from '../routing/query-segment';
import { switchTarget, type InfoPageSlugs } from './locale-switch';
import { locales, type Locale } from './locales';
import { pageForSlug, splitLocale } from './slugs';

const privacy = {
  en: 'privacy-policy',
  ro: 'politica-de-confidentialitate',
  ru: 'politika-konfidentsialnosti',
  fr: 'politique-de-confidentialite',
  it: 'informativa-privacy',
};
const cookies = {
  en: 'cookie-policy',
  ro: 'politica-cookie',
  ru: 'politika-cookie',
  it: 'politica-cookie-it',
};
const infoPages: InfoPageSlugs = [privacy, cookies, { en: 'warranty', ro: 'garantie' }];

/** Every kind of page (spec 2 'Static pages' and 'Dynamic pages'), by its public path in each language. */
const pages: Record<string, Record<Locale, string>> = {
  home: { ro: '/', en: '/en', ru: '/ru', it: '/it' },
  about: { ro: '/despre-noi', en: '/en/about', ru: '/ru/o-nas', it: '/it/about' },
  contacts: { ro: '/contacte', en: '/en/contacts', ru: '/ru/kontakty', it: '/it/contacts' },
  branch: {
    ro: '/contacte/centru',
    en: '/en/contacts/centru',
    ru: '/ru/kontakty/centru',
    it: '/it/contacts/centru',
  },
  vacancies: {
    ro: '/posturi-vacante',
    en: '/en/vacancies',
    ru: '/ru/vakansii',
    it: '/it/vacancies',
  },
  promos: { ro: '/promotii', en: '/en/promos', ru: '/ru/aktsii', it: '/it/promos' },
  promo: { ro: '/promotii/7', en: '/en/promos/7', ru: '/ru/aktsii/7', it: '/it/promos/7' },
  cart: { ro: '/cos', en: '/en/cart', ru: '/ru/korzina', it: '/it/cart' },
  works: { ro: '/lucrari', en: '/en/works', ru: '/ru/raboty', it: '/it/works' },
  blog: { ro: '/blog', en: '/en/blog', ru: '/ru/blog', it: '/it/blog' },
  article: { ro: '/blog/12', en: '/en/blog/12', ru: '/ru/blog/12', it: '/it/blog/12' },
  dealers: { ro: '/dealers', en: '/en/dealers', ru: '/ru/dealers', it: '/it/dealers' },
  search: { ro: '/search', en: '/en/search', ru: '/ru/search', it: '/it/search' },
  calculators: {
    ro: '/calculators',
    en: '/en/calculators',
    ru: '/ru/calculators',
    it: '/it/calculators',
  },
  calculator: {
    ro: '/calculators/windows',
    en: '/en/calculators/windows',
    ru: '/ru/calculators/windows',
    it: '/it/calculators/windows',
  },
  calculatorType: {
    ro: '/calculators/windows/pvc',
    en: '/en/calculators/windows/pvc',
    ru: '/ru/calculators/windows/pvc',
    it: '/it/calculators/windows/pvc',
  },
  product: {
    ro: '/product/fereastra-pvc-classic',
    en: '/en/product/fereastra-pvc-classic',
    ru: '/ru/product/fereastra-pvc-classic',
    it: '/it/product/fereastra-pvc-classic',
  },
  category: { ro: '/ferestre', en: '/en/ferestre', ru: '/ru/ferestre', it: '/it/ferestre' },
  subcategory: {
    ro: '/ferestre/pvc',
    en: '/en/ferestre/pvc',
    ru: '/ru/ferestre/pvc',
    it: '/it/ferestre/pvc',
  },
  knownCategory: {
    ro: '/category/windows',
    en: '/en/category/windows',
    ru: '/ru/category/windows',
    it: '/it/category/windows',
  },
  privacy: {
    ro: '/info/politica-de-confidentialitate',
    en: '/en/info/privacy-policy',
    ru: '/ru/info/politika-konfidentsialnosti',
    it: '/it/info/informativa-privacy',
  },
  cookies: {
    ro: '/info/politica-cookie',
    en: '/en/info/cookie-policy',
    ru: '/ru/info/politika-cookie',
    it: '/it/info/politica-cookie-it',
  },
  // No slug of its own in en, ru and it: the fallback slug en is the page there (spec 2).
  warranty: {
    ro: '/info/garantie',
    en: '/en/info/warranty',
    ru: '/ru/info/warranty',
    it: '/it/info/warranty',
  },
  seoPreview: {
    ro: '/seo-preview',
    en: '/en/seo-preview',
    ru: '/ru/seo-preview',
    it: '/it/seo-preview',
  },
  resetPassword: {
    ro: '/reset-password',
    en: '/en/reset-password',
    ru: '/ru/reset-password',
    it: '/it/reset-password',
  },
};

/** The segments Next renders for a public path: proxy.ts maps a localized first segment to its folder. */
function routeSegments(publicPath: string): string[] {
  const [first, ...rest] = splitLocale(publicPath).path.split('/').filter(Boolean);
  return first === undefined ? [] : [pageForSlug(first) ?? first, ...rest];
}

const pairs = locales.flatMap((from) => locales.map((to) => [from, to] as const));

describe('the language switcher leads to the same page (spec 2, issue 29)', () => {
  describe.each(Object.entries(pages))('%s', (_, paths) => {
    it.each(pairs)('from %s to %s', (from, to) => {
      expect(switchTarget(routeSegments(paths[from]), to, infoPages)).toEqual({
        path: paths[to],
        query: '',
      });
    });
  });

  it('carries the page or tab of a listing, which the route holds as its ~q segment', () => {
    const segment = (listing: 'blog' | 'category' | 'works', query: string) =>
      encodeQuerySegment(listing, new URLSearchParams(query))!;
    expect(switchTarget(['~q', segment('blog', 'page=2&tab=3'), 'blog'], 'ru')).toEqual({
      path: '/ru/blog',
      query: 'page=2&tab=3',
    });
    expect(switchTarget(['~q', segment('works', 'category=usi&page=4'), 'works'], 'ro')).toEqual({
      path: '/lucrari',
      query: 'category=usi&page=4',
    });
    expect(switchTarget(['~q', segment('category', 'page=3'), 'ferestre', 'pvc'], 'it')).toEqual({
      path: '/it/ferestre/pvc',
      query: 'page=3',
    });
  });

  it('leads from a path that is no page to its nearest parent that is one, without the query', () => {
    expect(switchTarget(['product/a/b'], 'ru')).toEqual({ path: '/ru/product/a', query: null });
    expect(switchTarget(['contacts/centru/x'], 'ro')).toEqual({
      path: '/contacte/centru',
      query: null,
    });
    expect(switchTarget(['about/team'], 'en')).toEqual({ path: '/en/about', query: null });
    expect(switchTarget(['info'], 'it')).toEqual({ path: '/it', query: null });
    expect(switchTarget(['info/a/b'], 'ro')).toEqual({ path: '/info/a', query: null });
    expect(switchTarget(['~q'], 'en')).toEqual({ path: '/en', query: null });
    expect(switchTarget(['~q', 'not base64!', 'blog'], 'ru')).toEqual({ path: '/ru', query: null });
  });

  it('keeps an info page whose slug it does not know, and every segment as a URL holds it', () => {
    expect(switchTarget(['info', 'new-page'], 'ru', infoPages).path).toBe('/ru/info/new-page');
    expect(switchTarget(['product', 'okno%20classic'], 'en').path).toBe(
      '/en/product/okno%20classic',
    );
    expect(switchTarget(['product', 'окно'], 'it').path).toBe(
      `/it/product/${encodeURIComponent('окно')}`,
    );
  });
});
