import { describe, expect, it } from 'vitest';
import {
  analyseKeyphrase,
  countPhrase,
  keyphraseKey,
  transliterate,
  type KeyphrasePage,
} from './keyphrase';

const page: KeyphrasePage = {
  path: '/ferestre-termopan',
  title: 'Ferestre termopan la comandă | Fereastra Moldovei',
  description: 'Ferestre din PVC cu geam dublu, montaj inclus.',
  h1: 'Ferestre termopan',
  paragraphs: [
    'Producem ferestre termopane din profil german, cu montaj în toată Moldova.',
    'Fiecare fereastră este măsurată la domiciliu. Ferestre termopan cu garanție de 10 ani.',
  ],
  alts: ['Ferestre termopan albe', 'Ușă de intrare'],
};

describe('countPhrase', () => {
  it('ignores case and diacritics, cedilla or comma below', () => {
    expect(countPhrase('UȘĂ de intrare și uşă de garaj', 'usa', 'ro')).toBe(2);
    expect(countPhrase('Ţiglă metalică', 'țiglă', 'ro')).toBe(1);
    expect(countPhrase('Ёлочные игрушки', 'елочные', 'ru')).toBe(1);
  });

  it('lets a long word end differently, keeps short words and the order exact', () => {
    expect(countPhrase('ferestre termopane', 'ferestre termopan', 'ro')).toBe(1);
    expect(countPhrase('пластиковых окон', 'пластиковые окна', 'ru')).toBe(0);
    expect(countPhrase('пластиковых окна', 'пластиковые окна', 'ru')).toBe(1);
    expect(countPhrase('termopan ferestre', 'ferestre termopan', 'ro')).toBe(0);
    expect(countPhrase('usi', 'usa', 'ro')).toBe(0);
  });
});

describe('analyseKeyphrase', () => {
  it('shows where the keyphrase is, its density and the pages competing for it', () => {
    const analysis = analyseKeyphrase('ferestre termopan', 'ro', page, [
      { path: '/ferestre-termopan', locale: 'ro', keyphrase: 'ferestre termopan' },
      { path: '/ferestre', locale: 'ro', keyphrase: 'Ferestre  Termopan' },
      { path: '/en/windows', locale: 'en', keyphrase: 'ferestre termopan' },
      { path: '/usi', locale: 'ro', keyphrase: 'uși' },
    ]);
    expect(analysis.words).toBe(2);
    expect(analysis.places).toEqual([
      { place: 'title', found: true },
      { place: 'description', found: false },
      { place: 'h1', found: true },
      { place: 'slug', found: true },
      { place: 'firstParagraph', found: true },
      { place: 'alt', found: true, count: 1, total: 2 },
    ]);
    // Two occurrences of two words in 24 words of body.
    expect(analysis.density).toEqual({ occurrences: 2, bodyWords: 24, percent: 16.7 });
    expect(analysis.competitors).toEqual(['/ferestre']);
  });

  it('compares a Russian keyphrase with the Latin slug', () => {
    expect(transliterate('Пластиковые окна')).toBe('plastikovye okna');
    const russian = analyseKeyphrase(
      'пластиковые окна',
      'ru',
      {
        ...page,
        path: '/ru/plastikovye-okna',
        title: null,
        description: null,
        h1: null,
        paragraphs: [],
        alts: [],
      },
      [],
    );
    expect(russian.places.find((place) => place.place === 'slug')?.found).toBe(true);
    expect(russian.density).toEqual({ occurrences: 0, bodyWords: 0, percent: 0 });
  });

  it('keys keyphrases by their folded words', () => {
    expect(keyphraseKey(' Uşi  de garaj ', 'ro')).toBe(keyphraseKey('uși de garaj', 'ro'));
  });
});
