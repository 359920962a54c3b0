import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildTag,
  CACHE_PROFILE_LIST,
  CACHE_PROFILES,
  cacheDeclaration,
  PAGE_SECONDS,
  profileForTag,
} from './manifest';

// Which loader declares which profile is tested over the loaders themselves
// (tests/unit/loader-cache-tags.test.ts); this is the registry's own contract.
describe('the cache manifest', () => {
  it('declares a read of a profile with its tag and lifetime', () => {
    expect(cacheDeclaration(CACHE_PROFILES.catalog)).toEqual({
      profile: 'catalog',
      tags: ['catalog'],
      seconds: PAGE_SECONDS,
    });
    expect(cacheDeclaration(CACHE_PROFILES.content)).toEqual({
      profile: 'content',
      tags: ['content'],
      seconds: PAGE_SECONDS,
    });
  });

  it('declares a product’s read with its own tag and the catalog’s, so either expires it', () => {
    expect(cacheDeclaration(CACHE_PROFILES.product, 'usa-1').tags).toEqual([
      'catalog',
      'product:usa-1',
    ]);
    // A slug no revalidation could name still reads (a 404 page), covered by the catalog's tag.
    expect(cacheDeclaration(CACHE_PROFILES.product, 'usa pvc x').tags).toEqual([
      'catalog',
      'product:usa pvc x',
    ]);
    expect(() => cacheDeclaration(CACHE_PROFILES.product)).toThrow(/needs a slug/);
    expect(() => cacheDeclaration(CACHE_PROFILES.product, '')).toThrow(/needs a slug/);
  });

  it('gives every profile the lifetime of the pages, and every wider tag one POST /revalidate takes', () => {
    for (const profile of CACHE_PROFILE_LIST) {
      expect(profile.seconds, profile.id).toBe(PAGE_SECONDS);
      for (const tag of profile.within) expect(profileForTag(tag), tag).not.toBeNull();
    }
    expect(readFileSync('app/[locale]/layout.tsx', 'utf8')).toContain(
      `export const revalidate = ${PAGE_SECONDS};`,
    );
  });

  it('knows exactly the tags it can build, which POST /revalidate accepts', () => {
    expect(buildTag(CACHE_PROFILES.catalog)).toBe('catalog');
    expect(buildTag(CACHE_PROFILES.product, 'usa-1')).toBe('product:usa-1');
    expect(() => buildTag(CACHE_PROFILES.product)).toThrow();
    expect(() => buildTag(CACHE_PROFILES.product, 'a b')).toThrow();
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
