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
    expect(
      decodeQuerySegment('category', Buffer.from('page=2&page=3').toString('base64url')),
    ).toBeNull();
    expect(decodeQuerySegment('category', Buffer.from('page=02').toString('base64url'))).toBeNull();
    expect(decodeQuerySegment('category', '')).toBeNull();
  });

  it('writes the same segment as base64url of the JSON, emoji and Cyrillic included', () => {
    for (const text of ['ferestre pvc', 'окна пвх', 'uși 🪟', 'a?b&c=d/e+f']) {
      const segment = encode('works', `category=${encodeURIComponent(text)}`);
      expect(segment).toBe(Buffer.from(JSON.stringify({ category: text })).toString('base64url'));
      expect(decodeQuerySegment('works', segment!)).toEqual({ category: text });
    }
    expect(decodeQuerySegment('works', 'abcde')).toBeNull();
  });

  it('keeps segments short enough to name a folder, and leaves longer queries to the plain page', () => {
    const cyrillic = encode('works', `category=${encodeURIComponent('окна пвх '.repeat(4))}`);
    expect(decodeQuerySegment('works', cyrillic!)).toEqual({
      category: 'окна пвх '.repeat(4).trim(),
    });
    expect(encode('works', `category=${encodeURIComponent('о'.repeat(100))}`)).toBeNull();
    for (const text of ['a'.repeat(100), 'ș'.repeat(60), '🪟'.repeat(50)]) {
      const segment = encode('works', `category=${encodeURIComponent(text)}&page=99999`);
      if (segment) expect(segment.length).toBeLessThanOrEqual(MAX_SEGMENT_LENGTH);
    }
    expect(decodeQuerySegment('works', 'a'.repeat(MAX_SEGMENT_LENGTH + 4))).toBeNull();
  });

  it('refuses look-alike segments: other keys, other order, unnormalized or non-text values', () => {
    const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(decodeQuerySegment('works', raw({ category: 'usa' }))).toEqual({ category: 'usa' });
    expect(decodeQuerySegment('works', raw({ page: '2', category: 'usa' }))).toBeNull();
    expect(decodeQuerySegment('works', raw({ category: ' usa' }))).toBeNull();
    expect(decodeQuerySegment('works', raw({ category: 'usa', tab: '2' }))).toBeNull();
    expect(
      decodeQuerySegment(
        'works',
        Buffer.from('{"category":"usa","__proto__":"x"}').toString('base64url'),
      ),
    ).toBeNull();
    expect(
      decodeQuerySegment(
        'works',
        Buffer.from('{"category":"usa","__proto__":{"polluted":"1"}}').toString('base64url'),
      ),
    ).toBeNull();
    expect(decodeQuerySegment('works', raw({ category: 7 }))).toBeNull();
    expect(decodeQuerySegment('works', raw(['usa']))).toBeNull();
    expect(decodeQuerySegment('category', raw({ category: 'usa' }))).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
