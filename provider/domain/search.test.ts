import { describe, expect, it } from 'vitest';
import { prefixQuery, searchTerms, searchTextSchema } from './search';

describe('search text', () => {
  it('keeps letters and digits of any script and drops query syntax', () => {
    expect(searchTerms('ușă & (PVC) | !82')).toEqual(['ușă', 'PVC', '82']);
    expect(searchTerms('окна ПВХ')).toEqual(['окна', 'ПВХ']);
    expect(searchTerms("'; drop table products; --")).toEqual(['drop', 'table', 'products']);
  });

  it('matches every word as a prefix', () => {
    expect(prefixQuery('ferestre pvc')).toBe('ferestre:* & pvc:*');
    expect(prefixQuery('!!!')).toBe('');
  });

  it('caps the number of words', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });

  it('needs a non-empty text of at most 100 characters', () => {
    expect(searchTextSchema.safeParse('   ').error?.issues[0]?.message).toBe('required');
    expect(searchTextSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe('max_length');
    expect(searchTextSchema.parse('  usa ')).toBe('usa');
  });
});
