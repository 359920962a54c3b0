import { describe, expect, it } from 'vitest';
import { cacheTagsFor } from './cache-tags';

describe('cacheTagsFor', () => {
  it('tags catalog reads, and a product detail with its own tag', () => {
    expect(cacheTagsFor('/categories/')).toEqual(['catalog']);
    expect(cacheTagsFor('/categories/ferestre/')).toEqual(['catalog']);
    expect(cacheTagsFor('/products/')).toEqual(['catalog']);
    expect(cacheTagsFor('/products/usa-pvc%20x/')).toEqual(['catalog', 'product:usa-pvc x']);
    expect(cacheTagsFor('/menu/nav')).toEqual(['catalog']);
    expect(cacheTagsFor('/api/calculator/calculator-types/3')).toEqual(['catalog']);
  });

  it('tags content reads', () => {
    for (const path of ['/pages/home-page/', '/banners/offer', '/articles/items/5', '/tabs', '/promos/2', '/branches', '/works/works_process', '/menu/links']) {
      expect(cacheTagsFor(path), path).toEqual(['content']);
    }
  });

  it('never shares per-visitor or per-query answers', () => {
    for (const path of ['/api/calculator/cart/', '/api/calculator/orders/', '/api/auth/me/', '/search/', '/localities/regions', '/health', '/productsx']) {
      expect(cacheTagsFor(path), path).toBeNull();
    }
  });
});
