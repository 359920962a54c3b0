import type { Locale } from '@/lib/i18n/locales';
import { PASSIVE_RULES, TRANSITION_WORDS } from './readability-words';
import { foldForMatch, sentencesOf, wordsOf } from './words';

/**
 * Issue 42: how easily a page's text reads, per language, with Yoast's limits (sentence length,
 * paragraph length, passive voice, transition words) and the reading-ease formula each language
 * has: Flesch for English, Gulpease for Italian, Oborneva's adaptation of Flesch for Russian.
 * Romanian has no standard one (see `READING_EASE`). Pure functions over the page's paragraphs.
 */
/** `info`: a fact to know, not a judgement (Romanian has no reading-ease formula). */
export type ReadabilityLevel = 'pass' | 'warn' | 'fail' | 'info';
export type ReadabilityKey =
  | 'text_short'
  | 'sentences_ok'
  | 'sentences_long'
  | 'paragraphs_ok'
  | 'paragraphs_long'
  | 'passive_ok'
  | 'passive_many'
  | 'transitions_ok'
  | 'transitions_few'
  | 'score_ok'
  | 'score_hard'
  | 'score_none';

export interface ReadabilityFinding {
  key: ReadabilityKey;
  level: ReadabilityLevel;
  params: Record<string, string | number>;
}

export interface ReadabilityReport {
  words: number;
  sentences: number;
  paragraphs: number;
  findings: ReadabilityFinding[];
}

/** Below this many words the shares below mean little (Yoast asks for 50 too). */
export const MIN_WORDS = 50;
/** Words a sentence may have before it counts as long: Yoast's per-language limits. */
export const SENTENCE_MAX_WORDS: Record<Locale, number> = { en: 20, ro: 20, it: 25, ru: 15 };
/** Share of long sentences: at most 25 % reads well, over 30 % is a problem. */
const LONG_SENTENCES = { pass: 25, warn: 30 };
export const PARAGRAPH_MAX_WORDS = 150;
const PARAGRAPH_FAIL_WORDS = 200;
/** Share of passive sentences: 10 % and 15 %. */
const PASSIVE = { pass: 10, warn: 15 };
/** Share of sentences with a transition word: at least 30 %, under 20 % a problem. */
const TRANSITIONS = { pass: 30, warn: 20 };

export type ReadingEaseFormula = 'flesch' | 'gulpease' | 'oborneva';

/**
 * The reading-ease score of each language, higher is easier, and its bands: at or above `pass` reads
 * easily for a general public, under `warn` is hard.
 * - en: Flesch (1948): 206.835 − 1.015 × words/sentences − 84.6 × syllables/words.
 * - ru: Oborneva (2006), Flesch recalibrated on Russian texts: 206.835 − 1.3 × words/sentences − 60.1
 *   × syllables/words.
 * - it: Gulpease (Lucisano and Piemontese, 1988): 89 + (300 × sentences − 10 × letters) / words; 60 is
 *   what a reader with middle school reads without effort, under 40 is hard even after high school.
 * - ro: none. Flesch has been applied to Romanian in studies, but no recalibrated formula is
 *   standard or validated, and English weights would score Romanian's longer words as hard.
 */
export const READING_EASE: Record<
  Locale,
  { formula: ReadingEaseFormula; pass: number; warn: number } | null
> = {
  en: { formula: 'flesch', pass: 60, warn: 50 },
  ru: { formula: 'oborneva', pass: 60, warn: 50 },
  it: { formula: 'gulpease', pass: 60, warn: 40 },
  ro: null,
};

const VOWELS_RU = /[аеёиоуыэюя]/g;

/** Syllables of an English word: groups of vowels, less a silent final e (a heuristic, as every Flesch tool's). */
export function englishSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length === 0) return 0;
  if (letters.length <= 3) return 1;
  const trimmed = letters
    .replace(/(?:[^laeiouy]es|[^laeiouytd]ed|[^laeiouy]e)$/, (ending) => ending[0]!)
    .replace(/^y/, '');
  return Math.max(1, trimmed.match(/[aeiouy]+/g)?.length ?? 0);
}

/** Syllables of a Russian word: one per vowel letter. */
export const russianSyllables = (word: string) => word.toLowerCase().match(VOWELS_RU)?.length ?? 0;

/** A text's sentences, each line a paragraph of its own (a list item ends a sentence without a stop). */
const sentencesOfText = (text: string) => text.split(/\n+/).flatMap(sentencesOf);

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Flesch reading ease of an English text (one decimal). */
export function fleschReadingEase(text: string): number {
  const sentences = sentencesOfText(text);
  const words = sentences.flatMap(wordsOf);
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + englishSyllables(word), 0);
  return round1(
    206.835 - 1.015 * (words.length / sentences.length) - 84.6 * (syllables / words.length),
  );
}

/** Oborneva's Flesch reading ease of a Russian text (one decimal). */
export function obornevaReadingEase(text: string): number {
  const sentences = sentencesOfText(text);
  const words = sentences.flatMap(wordsOf);
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + russianSyllables(word), 0);
  return round1(
    206.835 - 1.3 * (words.length / sentences.length) - 60.1 * (syllables / words.length),
  );
}

/** The Gulpease index of an Italian text, 0–100 (one decimal). */
export function gulpeaseIndex(text: string): number {
  const sentences = sentencesOfText(text);
  const words = sentences.flatMap(wordsOf);
  if (words.length === 0) return 0;
  const letters = words.join('').match(/\p{L}/gu)?.length ?? 0;
  const score = 89 + (300 * sentences.length - 10 * letters) / words.length;
  return round1(Math.min(100, Math.max(0, score)));
}

const scorers: Record<ReadingEaseFormula, (text: string) => number> = {
  flesch: fleschReadingEase,
  oborneva: obornevaReadingEase,
  gulpease: gulpeaseIndex,
};

/** Words as the word lists are compared: Romanian without diacritics, the others in lower case. */
const normalize = (text: string, locale: Locale) =>
  locale === 'ro' ? foldForMatch(text, locale) : text.toLocaleLowerCase(locale).replace(/ё/g, 'е');

/** Whether a sentence holds one of the language's transition words or phrases. */
export function hasTransition(sentence: string, locale: Locale): boolean {
  const words = ` ${wordsOf(normalize(sentence, locale)).join(' ')} `;
  return TRANSITION_WORDS[locale].some((entry) => words.includes(` ${normalize(entry, locale)} `));
}

/** Whether a sentence is in the passive voice (en, ro, it); always false for Russian. */
export function isPassive(sentence: string, locale: Locale): boolean {
  const rules = PASSIVE_RULES[locale];
  if (!rules) return false;
  const words = wordsOf(normalize(sentence, locale));
  const participle = (word: string | undefined) =>
    word !== undefined &&
    !rules.notParticiples.test(word) &&
    (rules.irregular.includes(word) || rules.participle.test(word));
  return words.some(
    (word, index) =>
      rules.auxiliaries.includes(word) &&
      (participle(words[index + 1]) || participle(words[index + 2])),
  );
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

const level = (value: number, bands: { pass: number; warn: number }, higherIsBetter: boolean) =>
  higherIsBetter
    ? value >= bands.pass
      ? 'pass'
      : value >= bands.warn
        ? 'warn'
        : 'fail'
    : value <= bands.pass
      ? 'pass'
      : value <= bands.warn
        ? 'warn'
        : 'fail';

/** The readability of a page's paragraphs in its language, each finding with the figures its message shows. */
export function analyseReadability(
  paragraphs: readonly string[],
  locale: Locale,
): ReadabilityReport {
  const sentences = paragraphs.flatMap(sentencesOf);
  const words = sentences.reduce((sum, sentence) => sum + wordsOf(sentence).length, 0);
  const report = { words, sentences: sentences.length, paragraphs: paragraphs.length };
  if (words < MIN_WORDS)
    return {
      ...report,
      findings: [{ key: 'text_short', level: 'warn', params: { words, min: MIN_WORDS } }],
    };
  const findings: ReadabilityFinding[] = [];

  const max = SENTENCE_MAX_WORDS[locale];
  const long = sentences.filter((sentence) => wordsOf(sentence).length > max).length;
  const longShare = percent(long, sentences.length);
  const sentenceLevel = level(longShare, LONG_SENTENCES, false);
  findings.push({
    key: sentenceLevel === 'pass' ? 'sentences_ok' : 'sentences_long',
    level: sentenceLevel,
    params: { long, total: sentences.length, percent: longShare, max, limit: LONG_SENTENCES.pass },
  });

  const lengths = paragraphs.map((paragraph) => wordsOf(paragraph).length);
  const longest = Math.max(...lengths);
  const longParagraphs = lengths.filter((length) => length > PARAGRAPH_MAX_WORDS).length;
  findings.push({
    key: longParagraphs === 0 ? 'paragraphs_ok' : 'paragraphs_long',
    level: longParagraphs === 0 ? 'pass' : longest > PARAGRAPH_FAIL_WORDS ? 'fail' : 'warn',
    params: { long: longParagraphs, total: paragraphs.length, longest, max: PARAGRAPH_MAX_WORDS },
  });

  if (PASSIVE_RULES[locale]) {
    const passive = sentences.filter((sentence) => isPassive(sentence, locale)).length;
    const share = percent(passive, sentences.length);
    const passiveLevel = level(share, PASSIVE, false);
    findings.push({
      key: passiveLevel === 'pass' ? 'passive_ok' : 'passive_many',
      level: passiveLevel,
      params: { passive, total: sentences.length, percent: share, limit: PASSIVE.pass },
    });
  }

  const linked = sentences.filter((sentence) => hasTransition(sentence, locale)).length;
  const linkedShare = percent(linked, sentences.length);
  const transitionLevel = level(linkedShare, TRANSITIONS, true);
  findings.push({
    key: transitionLevel === 'pass' ? 'transitions_ok' : 'transitions_few',
    level: transitionLevel,
    params: { linked, total: sentences.length, percent: linkedShare, goal: TRANSITIONS.pass },
  });

  const ease = READING_EASE[locale];
  if (!ease) findings.push({ key: 'score_none', level: 'info', params: {} });
  else {
    const score = scorers[ease.formula](paragraphs.join('\n'));
    const scoreLevel = level(score, ease, true);
    findings.push({
      key: scoreLevel === 'pass' ? 'score_ok' : 'score_hard',
      level: scoreLevel,
      params: { formula: ease.formula, score, pass: ease.pass },
    });
  }
  return { ...report, findings };
}
