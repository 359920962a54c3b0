import { describe, expect, it } from 'vitest';
import { clickNavigation, prefetchTarget, type ClickModifiers } from './client-navigation';

const here = { origin: 'http://shop.test', pathname: '/en/windows', search: '?page=2' };
const plainClick: ClickModifiers = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  document.body.innerHTML = '';
  const element = document.createElement('a');
  element.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe('clickNavigation', () => {
  it('navigates in the client to another page of the shop, keeping query and hash', () => {
    expect(clickNavigation(plainClick, anchor('http://shop.test/en/product/ferestre-pvc?color=white#specs'), here)).toEqual({
      href: '/en/product/ferestre-pvc?color=white#specs',
      scroll: true,
    });
  });

  it('keeps the scroll position when the link asks for it (tabs, configurator options)', () => {
    expect(clickNavigation(plainClick, anchor('http://shop.test/en/blog?tab=2', { 'data-scroll': 'false' }), here)).toEqual({ href: '/en/blog?tab=2', scroll: false });
  });

  it('navigates to the same page without a hash (a soft refresh, as next/link does)', () => {
    expect(clickNavigation(plainClick, anchor('http://shop.test/en/windows?page=2'), here)?.href).toBe('/en/windows?page=2');
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a ctrl click (new tab)', { ctrlKey: true }],
    ['a cmd click (new tab)', { metaKey: true }],
    ['a shift click (new window)', { shiftKey: true }],
    ['an alt click (download)', { altKey: true }],
    ['a click an onClick already handled', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_name, modifiers) => {
    expect(clickNavigation({ ...plainClick, ...modifiers }, anchor('http://shop.test/en/doors'), here)).toBeNull();
  });

  it.each([
    ['another site', 'https://maps.example.com/?q=Chisinau', {}],
    ['a new tab', 'http://shop.test/en/doors', { target: '_blank' }],
    ['a download', 'http://shop.test/en/doors', { download: '' }],
    ['a link that opts out', 'http://shop.test/en/doors', { 'data-native': 'true' }],
    ['a file', 'http://shop.test/files/catalog-2026.pdf', {}],
    ['the API', 'http://shop.test/backend/api/cart/', {}],
    ['a jump within the page', 'http://shop.test/en/windows?page=2#reviews', {}],
    ['a phone number', 'tel:+37322000000', {}],
  ])('leaves %s to the browser', (_name, href, attributes) => {
    expect(clickNavigation(plainClick, anchor(href, attributes), here)).toBeNull();
  });

  it('follows a link whose target is _self', () => {
    expect(clickNavigation(plainClick, anchor('http://shop.test/en/doors', { target: '_self' }), here)?.href).toBe('/en/doors');
  });
});

describe('prefetchTarget', () => {
  it('prefetches another page without its hash', () => {
    expect(prefetchTarget(anchor('http://shop.test/en/doors?page=3#top'), here)).toBe('/en/doors?page=3');
  });

  it.each([
    ['a page rendered per visitor (prefetch off)', 'http://shop.test/en/cart', { 'data-prefetch': 'false' }],
    ['the page already shown', 'http://shop.test/en/windows?page=2#faq', {}],
    ['another site', 'https://example.com/', {}],
    ['a file', 'http://shop.test/images/hero.svg', {}],
  ])('does not prefetch %s', (_name, href, attributes) => {
    expect(prefetchTarget(anchor(href, attributes), here)).toBeNull();
  });
});
