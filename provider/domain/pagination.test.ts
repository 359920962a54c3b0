import { describe, expect, it } from 'vitest';
import { offsetOf, paginated } from './pagination';

describe('pagination', () => {
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
