import { describe, expect, it } from 'vitest';
import { decodeQuerySegment, encodeQuerySegment } from './query-segment';

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
});
