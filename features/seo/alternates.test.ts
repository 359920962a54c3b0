import { describe, expect, it } from 'vitest';
import { listSearch } from './alternates';

describe('list positions (issue 29: each page of a list is its own canonical page)', () => {
  it('writes the list state first and the page number after it, as the pagination links do', () => {
    expect(listSearch({ page: 2 })).toBe('?page=2');
    expect(listSearch({ page: 3, query: { tab: '4' } })).toBe('?tab=4&page=3');
    expect(listSearch({ page: 2, query: { category: 'pvc windows' } })).toBe(
      '?category=pvc+windows&page=2',
    );
  });

  it('gives the first page of the default state no query at all', () => {
    expect(listSearch(undefined)).toBe('');
    expect(listSearch({ page: 1 })).toBe('');
    expect(listSearch({ page: 1, query: { tab: undefined } })).toBe('');
    expect(listSearch({ page: 1, query: { tab: '2' } })).toBe('?tab=2');
  });
});
