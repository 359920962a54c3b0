import { describe, expect, it, vi } from 'vitest';
import { locales } from './locales';
import { alternatePaths, getPathname, hrefOf, linkPath, type AppHref } from './navigation';
import { routing } from './routing';
import { finalPathname } from './slugs';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  redirect: vi.fn(),
  permanentRedirect: vi.fn(),
}));

describe('hrefOf: a page named by data, as next-intl’s typed href', () => {
  it('names static pages by their pathname, in any language’s slug', () => {
    expect(hrefOf('/cart')).toEqual({ pathname: '/cart' });
    expect(hrefOf('/cos')).toEqual({ pathname: '/cart' });
    expect(hrefOf('/korzina/')).toEqual({ pathname: '/cart' });
    expect(hrefOf('/search')).toEqual({ pathname: '/search' });
    expect(hrefOf('/')).toEqual({ pathname: '/' });
    expect(hrefOf('/staff/orders')).toEqual({ pathname: '/staff/orders' });
  });

  it('reads params off the template, static segments first', () => {
    expect(hrefOf('/product/pvc-window')).toEqual({
      pathname: '/product/[product]',
      params: { product: 'pvc-window' },
    });
    expect(hrefOf('/contacte/chisinau')).toEqual({
      pathname: '/contacts/[slug]',
      params: { slug: 'chisinau' },
    });
    expect(hrefOf('/blog/7')).toEqual({ pathname: '/blog/[id]', params: { id: '7' } });
    expect(hrefOf('/ferestre')).toEqual({
      pathname: '/[category]',
      params: { category: 'ferestre' },
    });
    expect(hrefOf('/ferestre/pvc')).toEqual({
      pathname: '/[category]/[subcategory]',
      params: { category: 'ferestre', subcategory: 'pvc' },
    });
    expect(hrefOf('/calculators/windows/pvc')).toEqual({
      pathname: '/calculators/[category]/[subcategory]',
      params: { category: 'windows', subcategory: 'pvc' },
    });
    expect(hrefOf('/a/b/c')).toEqual({ pathname: '/[...rest]', params: { rest: ['a', 'b', 'c'] } });
  });

  it('keeps the query and the fragment', () => {
    expect(hrefOf('/ferestre?page=2&tag=a&tag=b#list')).toEqual({
      pathname: '/[category]',
      params: { category: 'ferestre' },
      query: { page: '2', tag: ['a', 'b'] },
      hash: '#list',
    });
  });
});

describe('linkPath and getPathname: the same addresses as before, per locale', () => {
  it.each([
    ['ro', '/', '/'],
    ['en', '/', '/en'],
    ['ro', '/cart', '/cos'],
    ['ru', '/cart', '/ru/korzina'],
    ['en', '/contacte/chisinau', '/en/contacts/chisinau'],
    ['ro', '/contacts/chisinau', '/contacte/chisinau'],
    ['it', '/promos/3', '/it/promos/3'],
    ['ru', '/ferestre/pvc?page=2', '/ru/ferestre/pvc?page=2'],
    ['ro', '/product/x#reviews', '/product/x#reviews'],
    ['en', '/staff/orders/12', '/en/staff/orders/12'],
    ['ro', '/a/b/c', '/a/b/c'],
  ] as const)('%s %s → %s', (locale, path, expected) => {
    expect(linkPath(locale, path)).toBe(expected);
  });

  it('builds typed hrefs of code the same way', () => {
    expect(getPathname({ locale: 'ro', href: '/about' })).toBe('/despre-noi');
    expect(
      getPathname({ locale: 'en', href: { pathname: '/info/[slug]', params: { slug: 'terms' } } }),
    ).toBe('/en/info/terms');
  });
});

describe('one routing model on both sides', () => {
  const staticPathnames = Object.keys(routing.pathnames).filter(
    (pathname) => !pathname.includes('['),
  ) as Extract<AppHref, string>[];

  it.each(locales)(
    'the proxy’s and the provider’s final pathname is next-intl’s, in %s',
    (locale) => {
      for (const pathname of staticPathnames)
        expect(finalPathname(`/${locale}${pathname === '/' ? '' : pathname}`)).toBe(
          getPathname({ locale, href: pathname }),
        );
    },
  );

  it("lists every locale's path for hreflang", () => {
    expect(alternatePaths('/works')).toEqual({
      ro: '/lucrari',
      en: '/en/works',
      ru: '/ru/raboty',
      it: '/it/works',
    });
  });
});
