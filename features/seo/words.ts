import type { Locale } from '@/lib/i18n/locales';

/**
 * Text as the SEO analyses compare it (issue 42): lower case, and without the marks writers use
 * inconsistently. Romanian is typed with comma-below ș ț and with the older cedilla ş ţ, and often
 * with no diacritics at all; Russian drops the dots of ё. So marks are removed from Latin letters
 * only, and ё folds to е: й and other Cyrillic letters stay what they are.
 */
export function foldForMatch(text: string, locale: Locale): string {
  return text
    .toLocaleLowerCase(locale)
    .replace(/ё/g, 'е')
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[’‘`´]/g, "'");
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The words of a text (letters and digits, joined by inner hyphens and apostrophes). */
export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * The sentences of a paragraph: a full stop, question or exclamation mark or ellipsis, then space
 * and a capital letter or an opening quote. "str. 31" and "2,5 m. lățime" stay one sentence.
 */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…])\s+(?=[\p{Lu}"«“„(])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0);
}
