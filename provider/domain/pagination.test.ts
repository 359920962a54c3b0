import { describe, expect, it } from 'vitest';
import { offsetOf, paginated, paginationQuery } from './pagination';

describe('pagination', () => {
  it('defaults to the first page of 12', () => {
    expect(paginationQuery.parse({})).toEqual({ page: 1, page_size: 12 });
  });

  it('rejects pages that are not positive integers', () => {
    for (const page of ['0', '-1', '1.5', 'abc'])
      expect(paginationQuery.safeParse({ page }).success).toBe(false);
    expect(paginationQuery.safeParse({ page_size: '61' }).success).toBe(false);
  });

  it('counts pages and offsets', () => {
    expect(offsetOf({ page: 3, page_size: 10 })).toBe(20);
    expect(paginated([1], 25, { page: 3, page_size: 10 })).toEqual({
      count: 25,
      pages: 3,
      page: 3,
      results: [1],
    });
    expect(paginated([], 0, { page: 1, page_size: 10 }).pages).toBe(1);
  });
});
