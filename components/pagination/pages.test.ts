import { describe, expect, it } from 'vitest';
import { pageItems } from './pages';

const numbers = (current: number, total: number) =>
  pageItems(current, total).map((item) => (item.type === 'page' ? item.page : '…'));

describe('pageItems', () => {
  it('shows nothing for a single page', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('lists every page when there are few', () => {
    expect(numbers(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('puts gaps around the current page when there are many', () => {
    expect(numbers(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(numbers(1, 10)).toEqual([1, 2, '…', 10]);
    expect(numbers(10, 10)).toEqual([1, '…', 9, 10]);
  });

  it('fills a gap of one page with that page', () => {
    expect(numbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
