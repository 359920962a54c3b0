import type { Locale } from '@/lib/i18n/locales';
import type { PageText } from './page-text';
import { foldForMatch, wordsOf } from './words';

/**
 * Issue 42: where a page's focus keyphrase appears, how often, and which other pages target it.
 * Matching ignores case and diacritics (foldForMatch) and lets a word of five letters or more end
 * differently in its last two letters, as Romanian, Russian and Italian inflect what English would
 * not: termopan/termopane and пластиковые/пластиковых match, fereastră/ferestre do not.
 * The phrase's words must stand together and in order.
 */
export type KeyphrasePlace = 'title' | 'description' | 'h1' | 'slug' | 'firstParagraph' | 'alt';
export const KEYPHRASE_PLACES: readonly KeyphrasePlace[] = [
  'title',
  'description',
  'h1',
  'slug',
  'firstParagraph',
  'alt',
];

/** Yoast's and most guides' band for the keyphrase's share of the body's words, in per cent. */
export const DENSITY_MIN = 0.5;
export const DENSITY_MAX = 3;
/** A keyphrase longer than this is a sentence no one types. */
export const KEYPHRASE_MAX_WORDS = 4;

export interface KeyphrasePage extends PageText {
  title: string | null;
  description: string | null;
  /** The page's path in its language. */
  path: string;
}

export interface KeyphraseAnalysis {
  keyphrase: string;
  words: number;
  /** Each place and whether the keyphrase is there (for alt: how many of how many alt texts). */
  places: { place: KeyphrasePlace; found: boolean; count?: number; total?: number }[];
  /** Occurrences in the body (paragraphs), its words, and the share in per cent (one decimal). */
  density: { occurrences: number; bodyWords: number; percent: number };
  /** Other pages of the same language with the same keyphrase. */
  competitors: string[];
}

const stemOf = (word: string) => (word.length >= 5 ? word.slice(0, -2) : word);

/** How many times the phrase (its words, in order, together) occurs in the text. */
export function countPhrase(text: string, keyphrase: string, locale: Locale): number {
  const phrase = wordsOf(foldForMatch(keyphrase, locale));
  const words = wordsOf(foldForMatch(text, locale));
  if (phrase.length === 0) return 0;
  const matches = (word: string, key: string) =>
    word === key ||
    (key.length >= 5 && word.startsWith(stemOf(key)) && word.length <= key.length + 2);
  let count = 0;
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((key, offset) => matches(words[start + offset]!, key))) {
      count += 1;
      start += phrase.length - 1;
    }
  }
  return count;
}

/** A slug's words: `/ru/kontakty/okna-pvh` → "okna pvh"; Russian keyphrases are compared transliterated. */
function slugText(path: string): string {
  const last = path.split('?')[0]!.split('/').filter(Boolean).at(-1) ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape: its raw text.
  }
  return decoded.replace(/[-_]+/g, ' ');
}

/** Russian to Latin letters as the shop's slugs spell them (kontakty, okna-pvh). */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};
export const transliterate = (text: string) =>
  [...text.toLowerCase().replace(/ё/g, 'е')].map((char) => CYRILLIC[char] ?? char).join('');

/** The keyphrase's normal form: two pages compete when theirs are equal. */
export const keyphraseKey = (keyphrase: string, locale: Locale) =>
  wordsOf(foldForMatch(keyphrase, locale)).join(' ');

export function analyseKeyphrase(
  keyphrase: string,
  locale: Locale,
  page: KeyphrasePage,
  stored: readonly { path: string; locale: Locale; keyphrase: string }[],
): KeyphraseAnalysis {
  const found = (text: string | null) => (text ? countPhrase(text, keyphrase, locale) > 0 : false);
  const slug = slugText(page.path);
  const inSlug =
    found(slug) || (locale === 'ru' && countPhrase(slug, transliterate(keyphrase), 'en') > 0);
  const altsWith = page.alts.filter((alt) => found(alt)).length;
  const occurrences = page.paragraphs.reduce(
    (sum, paragraph) => sum + countPhrase(paragraph, keyphrase, locale),
    0,
  );
  const bodyWords = page.paragraphs.reduce((sum, paragraph) => sum + wordsOf(paragraph).length, 0);
  const words = wordsOf(keyphrase).length;
  const key = keyphraseKey(keyphrase, locale);
  return {
    keyphrase,
    words,
    places: [
      { place: 'title', found: found(page.title) },
      { place: 'description', found: found(page.description) },
      { place: 'h1', found: found(page.h1) },
      { place: 'slug', found: inSlug },
      { place: 'firstParagraph', found: found(page.paragraphs[0] ?? null) },
      { place: 'alt', found: altsWith > 0, count: altsWith, total: page.alts.length },
    ],
    density: {
      occurrences,
      bodyWords,
      percent: bodyWords === 0 ? 0 : Math.round(((occurrences * words) / bodyWords) * 1000) / 10,
    },
    competitors: stored
      .filter(
        (other) =>
          other.locale === locale &&
          other.path !== page.path &&
          keyphraseKey(other.keyphrase, locale) === key,
      )
      .map((other) => other.path),
  };
}
