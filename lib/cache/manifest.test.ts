import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTag, CACHE_PROFILES, cacheEntryFor, PAGE_SECONDS, profileForTag } from './manifest';

const tagsFor = (path: string) => cacheEntryFor(path)?.tags ?? null;

describe('the cache manifest', () => {
  it('tags catalog reads, and a product detail with its own tag', () => {
    expect(tagsFor('/categories/')).toEqual(['catalog']);
    expect(tagsFor('/categories/ferestre/')).toEqual(['catalog']);
    expect(tagsFor('/products/')).toEqual(['catalog']);
    expect(tagsFor('/products/usa-pvc%20x/')).toEqual(['catalog', 'product:usa-pvc x']);
    expect(tagsFor('/menu/nav')).toEqual(['catalog']);
    expect(tagsFor('/api/calculator/calculator-types/3')).toEqual(['catalog']);
  });

  it('tags content reads', () => {
    for (const path of [
      '/pages/home-page/',
      '/banners/offer',
      '/articles/items/5',
      '/tabs',
      '/promos/2',
      '/branches',
      '/works/works_process',
      '/menu/links',
    ]) {
      expect(tagsFor(path), path).toEqual(['content']);
    }
  });

  it('never shares per-visitor or per-query answers', () => {
    for (const path of [
      '/api/calculator/cart/',
      '/api/calculator/orders/',
      '/api/auth/me/',
      '/search/',
      '/localities/regions',
      '/health',
      '/productsx',
    ]) {
      expect(cacheEntryFor(path), path).toBeNull();
    }
  });

  it('gives every read the lifetime of its profile, the pages’ own', () => {
    expect(cacheEntryFor('/products/usa-1/')!.seconds).toBe(PAGE_SECONDS);
    expect(readFileSync('app/[locale]/layout.tsx', 'utf8')).toContain(
      `export const revalidate = ${PAGE_SECONDS};`,
    );
  });

  it('knows exactly the tags it can build, which POST /revalidate accepts', () => {
    expect(buildTag(CACHE_PROFILES.product, 'usa-1')).toBe('product:usa-1');
    expect(() => buildTag(CACHE_PROFILES.product)).toThrow();
    expect(profileForTag('catalog')).toBe(CACHE_PROFILES.catalog);
    expect(profileForTag('content')).toBe(CACHE_PROFILES.content);
    expect(profileForTag('product:usa-1')).toBe(CACHE_PROFILES.product);
    for (const tag of [
      'product:',
      'product:a b',
      'product:a/b',
      `product:${'x'.repeat(201)}`,
      'everything',
      'catalogue',
      'all',
    ])
      expect(profileForTag(tag), tag).toBeNull();
  });
});
