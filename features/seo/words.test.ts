import { describe, expect, it } from 'vitest';
import { foldForMatch, sentencesOf, wordsOf } from './words';

describe('foldForMatch', () => {
  it('reads Romanian comma-below, cedilla and bare letters as one', () => {
    expect(foldForMatch('Ușă', 'ro')).toBe('usa');
    expect(foldForMatch('Uşă', 'ro')).toBe('usa');
    expect(foldForMatch('Țară', 'ro')).toBe(foldForMatch('Ţara', 'ro'));
    expect(foldForMatch('ÎNCHIDERE', 'ro')).toBe('inchidere');
  });

  it('folds Russian ё to е and keeps й', () => {
    expect(foldForMatch('Ёлка', 'ru')).toBe('елка');
    expect(foldForMatch('Йогурт', 'ru')).toBe('йогурт');
  });

  it('keeps Italian accents comparable and apostrophes one kind', () => {
    expect(foldForMatch('Perché l’anno', 'it')).toBe("perche l'anno");
  });
});

describe('wordsOf and sentencesOf', () => {
  it('keeps hyphenated and elided words whole', () => {
    expect(wordsOf('Într-un an, l’isolamento: 2,5 m')).toEqual([
      'Într-un',
      'an',
      'l’isolamento',
      '2',
      '5',
      'm',
    ]);
  });

  it('splits at a stop followed by a capital, not at an abbreviation before a number', () => {
    expect(sentencesOf('Vă așteptăm pe str. 31 August. Sunați-ne! Ce program aveți?')).toEqual([
      'Vă așteptăm pe str. 31 August.',
      'Sunați-ne!',
      'Ce program aveți?',
    ]);
  });
});
