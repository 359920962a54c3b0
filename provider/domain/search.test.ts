import { describe, expect, it } from 'vitest';
import { locales } from '../../lib/i18n/locales';
import { expandedQuery, foldWord, prefixQuery, searchTerms } from './search';
import { searchSynonyms } from './search-synonyms';

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
});

describe('search synonyms', () => {
  it('folds case and diacritics, both cedilla and comma forms', () => {
    expect(foldWord('ȚÂNȚARI')).toBe('tantari');
    expect(foldWord('ţânţari')).toBe('tantari');
    expect(foldWord('Plasă')).toBe('plasa');
    expect(foldWord('Ёлка')).toBe('елка');
  });

  it('keeps the visitor words as one alternative and adds the catalog names', () => {
    expect(expandedQuery('ro', 'termopan')).toBe(
      '( ( termopan:* ) | ( fereastră:* & PVC:* ) | ( ferestre:* & PVC:* ) )',
    );
    expect(expandedQuery('ro', 'termopane albe')).toMatch(
      /^\( \( termopane:\* \) \| .* \) & albe:\*$/,
    );
  });

  it('matches a typed phrase over small words, in any case and with any diacritics', () => {
    const screens = '( plasă:* & contra:* & insectelor:* ) | ( plase:* & contra:* & insectelor:* )';
    for (const text of [
      'plasa tantari',
      'plasă de țânțari',
      'PLASA DE ŢÂNŢARI',
      'plasa anti tantari',
      'plase contra tantarilor',
    ]) {
      expect(expandedQuery('ro', text)).toBe(`( ( ${prefixQuery(text)} ) | ${screens} )`);
    }
    const screensRu = '( москитная:* & сетка:* ) | ( москитные:* & сетки:* )';
    for (const text of ['Москитная сетка', 'москитные сетки', 'сетка от комаров']) {
      expect(expandedQuery('ru', text)).toBe(`( ( ${prefixQuery(text)} ) | ${screensRu} )`);
    }
  });

  it('leaves a text without known words as it is', () => {
    expect(expandedQuery('ro', 'ușă de intrare')).toBe(prefixQuery('ușă de intrare'));
    expect(expandedQuery('ru', '!!!')).toBe('');
    // A small word opens no phrase: only a known first word does.
    expect(expandedQuery('ro', 'de tantari')).toMatch(/^de:\* & \( \( tantari:\* \)/);
  });

  it.each(locales)('expands every typed phrase of %s', (locale) => {
    for (const { typed, means } of searchSynonyms[locale].synonyms) {
      for (const phrase of typed) {
        const query = expandedQuery(locale, phrase);
        expect(query, phrase).not.toBe(prefixQuery(phrase));
        for (const name of means)
          expect(query, phrase).toContain(
            searchTerms(name)
              .map((word) => `${word}:*`)
              .join(' & '),
          );
      }
    }
  });
});
