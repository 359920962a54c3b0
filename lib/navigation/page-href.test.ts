import { describe, expect, it } from 'vitest';
import { isPastTheEnd, pageHref } from './page-href';

describe('pageHref: which hrefs are pages of the shop, split for next-intl', () => {
  it('takes the locale prefix off and keeps query and hash', () => {
    expect(pageHref('/en/windows/pvc?page=2&tag=a&tag=b#list')).toEqual({
      locale: 'en',
      pathname: '/windows/pvc',
      search: '?page=2&tag=a&tag=b',
      hash: '#list',
    });
    expect(pageHref('/ru')).toEqual({ locale: 'ru', pathname: '/', search: '', hash: '' });
  });

  it('reads an unprefixed path as the default language’s', () => {
    expect(pageHref('/ferestre')).toEqual({
      locale: 'ro',
      pathname: '/ferestre',
      search: '',
      hash: '',
    });
    expect(pageHref('/')).toEqual({ locale: 'ro', pathname: '/', search: '', hash: '' });
    // A first segment that merely looks like a language is a page of the default one.
    expect(pageHref('/es/x')?.locale).toBe('ro');
  });

  it.each([
    ['another origin', 'https://example.com/en/windows'],
    ['a protocol-relative URL', '//example.com/x'],
    ['a phone number', 'tel:+37322000000'],
    ['an e-mail address', 'mailto:office@example.com'],
    ['a jump within the page', '#main'],
    ['the API', '/backend/api/calculator/cart/'],
    ['a framework file', '/_next/static/chunks/a.js'],
    ['a file', '/docs/warranty.pdf'],
  ])('leaves %s to the browser', (_, href) => {
    expect(pageHref(href)).toBeNull();
  });
});

describe('isPastTheEnd', () => {
  it('names no page past the last one, and keeps page 1 of an empty list', () => {
    expect(isPastTheEnd(3, 3)).toBe(false);
    expect(isPastTheEnd(4, 3)).toBe(true);
    expect(isPastTheEnd(1, 0)).toBe(false);
    expect(isPastTheEnd(2, 0)).toBe(true);
  });
});
