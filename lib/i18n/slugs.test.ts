import { describe, expect, it } from 'vitest';
import {
  aliasRedirect,
  finalPathname,
  localizePath,
  pageForSlug,
  splitLocale,
  switchLocalePath,
} from './slugs';

describe('localized slugs (spec 2 table)', () => {
  it.each([
    ['contacts', { ro: 'contacte', en: 'contacts', ru: 'kontakty', it: 'contacts' }],
    ['vacancies', { ro: 'posturi-vacante', en: 'vacancies', ru: 'vakansii', it: 'vacancies' }],
    ['promos', { ro: 'promotii', en: 'promos', ru: 'aktsii', it: 'promos' }],
    ['about', { ro: 'despre-noi', en: 'about', ru: 'o-nas', it: 'about' }],
    ['cart', { ro: 'cos', en: 'cart', ru: 'korzina', it: 'cart' }],
    ['works', { ro: 'lucrari', en: 'works', ru: 'raboty', it: 'works' }],
  ] as const)('%s has the spec slug in every locale', (page, slugs) => {
    for (const [locale, slug] of Object.entries(slugs)) {
      expect(pageForSlug(slug)).toBe(page);
      expect(finalPathname(`/${locale}/${page}`)).toBe(
        locale === 'ro' ? `/${slug}` : `/${locale}/${slug}`,
      );
    }
  });

  it('prefixes every locale but the default', () => {
    expect(finalPathname('/ro/blog')).toBe('/blog');
    expect(finalPathname('/en/blog')).toBe('/en/blog');
    expect(finalPathname('/ru')).toBe('/ru');
    expect(splitLocale('/it/works/3')).toEqual({ locale: 'it', path: '/works/3', prefixed: true });
    expect(splitLocale('/lucrari')).toEqual({ locale: 'ro', path: '/lucrari', prefixed: false });
  });

  it('leaves paths that are not localized pages alone', () => {
    expect(localizePath('/product/12', 'ru')).toBe('/product/12');
    expect(localizePath('/', 'ru')).toBe('/');
  });
});

describe('alias redirects (issue 29: one permanent hop to the final URL)', () => {
  it.each([
    ['/ro', '/'],
    ['/ro/', '/'],
    ['/en/', '/en'],
    ['/ro/despre-noi', '/despre-noi'],
    ['/ro/about', '/despre-noi'],
    ['/ro/despre-noi/', '/despre-noi'],
    ['/ro/about/', '/despre-noi'],
    ['/about', '/despre-noi'],
    ['/despre-noi/', '/despre-noi'],
    ['/en/despre-noi', '/en/about'],
    ['/en/despre-noi/', '/en/about'],
    ['/en/contacte', '/en/contacts'],
    ['/contacts', '/contacte'],
    ['/ru/promos/4', '/ru/aktsii/4'],
    ['/ru/promos/4/', '/ru/aktsii/4'],
    ['/ro/kontakty', '/contacte'],
    ['/ro/kontakty/chisinau-main/', '/contacte/chisinau-main'],
    ['/it/lucrari', '/it/works'],
    ['/ro/windows/pvc-windows', '/windows/pvc-windows'],
    ['/windows/pvc-windows//', '/windows/pvc-windows'],
    // Issue 42: an upper-case language prefix, and spec 2's known category paths.
    ['/EN/contacts', '/en/contacts'],
    ['/EN/contacte/', '/en/contacts'],
    ['/RO/despre-noi', '/despre-noi'],
    ['/category/windows', '/windows'],
    ['/en/category/doors/', '/en/doors'],
  ])('%s goes straight to %s', (alias, final) => {
    expect(aliasRedirect(alias)).toBe(final);
    expect(aliasRedirect(final)).toBeNull();
  });

  it('leaves final paths alone', () => {
    for (const path of [
      '/',
      '/en',
      '/en/contacts',
      '/contacte',
      '/it/contacts',
      '/windows/pvc-windows',
      '/product/x',
      '/ru/kontakty/balti',
      '/category/windows/pvc-windows',
      '/ENGLISH/contacts',
    ]) {
      expect(finalPathname(path)).toBe(path);
      expect(aliasRedirect(path)).toBeNull();
    }
  });
});

describe('switching locale (spec 2)', () => {
  it('translates a single-segment localized slug', () => {
    expect(switchLocalePath('/contacte', 'ru')).toBe('/ru/kontakty');
    expect(switchLocalePath('/ru/korzina', 'ro')).toBe('/cos');
    expect(switchLocalePath('/en/about', 'it')).toBe('/it/about');
  });

  it('keeps a dynamic second segment', () => {
    expect(switchLocalePath('/promotii/7', 'en')).toBe('/en/promos/7');
    expect(switchLocalePath('/ru/product/42', 'it')).toBe('/it/product/42');
  });

  it('goes to the alternate-language slug when the page has one', () => {
    expect(
      switchLocalePath('/en/info/privacy-policy', 'ru', {
        ru: '/ru/info/politika-konfidentsialnosti',
      }),
    ).toBe('/ru/info/politika-konfidentsialnosti');
  });

  it('ignores an alternate slug holding null or undefined', () => {
    expect(switchLocalePath('/en/info/terms', 'ru', { ru: '/ru/info/null' })).toBe(
      '/ru/info/terms',
    );
    expect(switchLocalePath('/en/info/terms', 'it', { it: 'undefined' })).toBe('/it/info/terms');
    expect(switchLocalePath('/en/info/terms', 'it', { it: 'termini-e-condizioni' })).toBe(
      '/it/info/termini-e-condizioni',
    );
  });

  it('switches the home page', () => {
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'ro')).toBe('/');
  });
});
