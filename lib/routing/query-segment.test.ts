import { describe, expect, it } from 'vitest';
import { decodeQuerySegment, encodeQuerySegment, MAX_SEGMENT_LENGTH } from './query-segment';

const encode = (listing: Parameters<typeof encodeQuerySegment>[0], query: string) =>
  encodeQuerySegment(listing, new URLSearchParams(query));

describe('query segment', () => {
  it('round-trips the keys a listing reads, in a fixed order', () => {
    const segment = encode('blog', 'tab=3&page=2&utm_source=x');
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeQuerySegment('blog', segment!)).toEqual({ page: '2', tab: '3' });
    expect(encode('blog', 'page=2&tab=3')).toBe(segment);
  });

  it('drops defaults and garbage so they share the plain page', () => {
    expect(encode('category', 'page=1')).toBeNull();
    expect(encode('category', 'page=abc')).toBeNull();
    expect(encode('category', 'page=-2')).toBeNull();
    expect(encode('category', 'page=1e3')).toBeNull();
    expect(encode('category', 'page=100001')).toBeNull();
    expect(encode('category', '')).toBeNull();
    expect(encode('works', 'category=%20%20')).toBeNull();
    expect(encode('blog', 'tab=0')).toBeNull();
  });

  it('normalizes equal numbers to one segment', () => {
    expect(encode('category', 'page=02')).toBe(encode('category', 'page=2'));
    expect(encode('category', 'page=2&page=5')).toBe(encode('category', 'page=2'));
  });

  it('keeps a works category as text for the page to validate', () => {
    const segment = encode('works', 'category=ferestre%20pvc&page=3');
    expect(decodeQuerySegment('works', segment!)).toEqual({ category: 'ferestre pvc', page: '3' });
  });

  it('refuses a segment it did not write', () => {
    expect(decodeQuerySegment('category', 'not base64!')).toBeNull();
    expect(decodeQuerySegment('category', Buffer.from('page=1').toString('base64url'))).toBeNull();
    expect(decodeQuerySegment('category', Buffer.from('tab=2').toString('base64url'))).toBeNull();
    expect(decodeQuerySegment('category', Buffer.from('page=2&page=3').toString('base64url'))).toBeNull();
    expect(decodeQuerySegment('category', Buffer.from('page=02').toString('base64url'))).toBeNull();
    expect(decodeQuerySegment('category', '')).toBeNull();
  });

  it('keys a search by its normalized text and page, and only when there is text', () => {
    const segment = encode('search', 'search=%20ferestre%20pvc%20&page=2&utm_source=x');
    expect(decodeQuerySegment('search', segment!)).toEqual({ search: 'ferestre pvc', page: '2' });
    expect(encode('search', 'search=ferestre+pvc&page=02')).toBe(segment);
    expect(encode('search', 'search=ferestre')).not.toBe(encode('search', 'search=Ferestre'));
    expect(encode('search', 'search=%20%20&page=2')).toBeNull();
    expect(encode('search', 'page=2')).toBeNull();
    expect(encode('search', '')).toBeNull();
  });

  it('cuts a search as the search itself does, so the cut text shares its page', () => {
    const long = 'a'.repeat(130);
    expect(decodeQuerySegment('search', encode('search', `search=${long}`)!)).toEqual({ search: 'a'.repeat(100) });
    expect(encode('search', `search=${long}`)).toBe(encode('search', `search=${'a'.repeat(100)}`));
  });

  it('keeps segments short enough to name a folder, and leaves longer queries to the plain page', () => {
    const cyrillic = encode('search', `search=${encodeURIComponent('окна пвх '.repeat(4))}`);
    expect(decodeQuerySegment('search', cyrillic!)).toEqual({ search: 'окна пвх '.repeat(4).trim() });
    expect(encode('search', `search=${encodeURIComponent('о'.repeat(100))}`)).toBeNull();
    for (const text of ['a'.repeat(100), 'ș'.repeat(60), '🪟'.repeat(50)]) {
      const segment = encode('search', `search=${encodeURIComponent(text)}&page=99999`);
      if (segment) expect(segment.length).toBeLessThanOrEqual(MAX_SEGMENT_LENGTH);
    }
    expect(decodeQuerySegment('search', 'a'.repeat(MAX_SEGMENT_LENGTH + 4))).toBeNull();
  });

  it('refuses look-alike segments: other keys, other order, unnormalized or non-text values', () => {
    const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(decodeQuerySegment('search', raw({ search: 'usa' }))).toEqual({ search: 'usa' });
    expect(decodeQuerySegment('search', raw({ page: '2', search: 'usa' }))).toBeNull();
    expect(decodeQuerySegment('search', raw({ search: ' usa' }))).toBeNull();
    expect(decodeQuerySegment('search', raw({ search: 'usa', tab: '2' }))).toBeNull();
    expect(decodeQuerySegment('search', Buffer.from('{"search":"usa","__proto__":"x"}').toString('base64url'))).toBeNull();
    expect(decodeQuerySegment('search', Buffer.from('{"search":"usa","__proto__":{"polluted":"1"}}').toString('base64url'))).toBeNull();
    expect(decodeQuerySegment('search', raw({ search: 7 }))).toBeNull();
    expect(decodeQuerySegment('search', raw(['usa']))).toBeNull();
    expect(decodeQuerySegment('category', raw({ search: 'usa' }))).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
