import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '../../lib/i18n/locales';
import { articles } from '../db/schema';
import { searchSynonyms } from './search-synonyms';

const MAX_TERMS = 8;

/**
 * The text search configuration of a language (migration 0004): accents stripped first, so `usa`
 * finds `ușă` and `ş` (cedilla) finds `ș` (comma), then the language's snowball stemmer.
 */
export function searchConfig(locale: Locale): SQL {
  return sql.raw(`'shop_${locale}'::regconfig`);
}

/**
 * Words of the visitor's text, each matched as a prefix so a half-typed word still finds results.
 * Only letters and digits survive, so nothing the visitor types can change the query's syntax.
 */
export function searchTerms(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/** `to_tsquery` text: every word as a prefix, all required. Empty when there is no word. */
export function prefixQuery(text: string): string {
  return searchTerms(text)
    .map((term) => `${term}:*`)
    .join(' & ');
}

/** A word as compared with synonyms: lower case, without diacritics (ț, ţ → t; ă, â → a; ё → е). */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface CompiledSynonym {
  typed: string[];
  /** `to_tsquery` text of the catalog's names, alternatives joined by `|`. */
  means: string;
}

const phraseQuery = (phrase: string) => `( ${prefixQuery(phrase)} )`;

const compiledSynonyms = new Map(
  Object.entries(searchSynonyms).map(([locale, { fillers, synonyms }]) => [
    locale as Locale,
    {
      fillers: new Set(fillers.map(foldWord)),
      synonyms: synonyms.flatMap(({ typed, means }) =>
        typed.map((phrase): CompiledSynonym => ({
          typed: searchTerms(phrase).map(foldWord),
          means: means.map(phraseQuery).join(' | '),
        })),
      ),
    },
  ]),
);

/** Where a typed phrase that starts at `start` ends in the visitor's words, or -1. */
function phraseEnd(words: string[], start: number, typed: string[], fillers: Set<string>): number {
  let at = start;
  for (const [index, beginning] of typed.entries()) {
    // Small words are skipped inside a phrase, never before it.
    while (index > 0 && fillers.has(words[at] ?? '') && !words[at]!.startsWith(beginning)) at++;
    if (!words[at]?.startsWith(beginning)) return -1;
    at++;
  }
  return at;
}

/**
 * `to_tsquery` text of a search in a language: like `prefixQuery`, but a run of words a synonym
 * knows (issue 27: "termopan", "рольставни") may also match the catalog's own names for it. The
 * longest known run wins; the visitor's own words stay one of the alternatives.
 */
export function expandedQuery(locale: Locale, text: string): string {
  const terms = searchTerms(text);
  const words = terms.map(foldWord);
  const { fillers, synonyms } = compiledSynonyms.get(locale)!;
  const parts: string[] = [];
  for (let start = 0; start < terms.length;) {
    let end = start + 1;
    let means: string[] = [];
    for (const synonym of synonyms) {
      const at = phraseEnd(words, start, synonym.typed, fillers);
      if (at < end) continue;
      if (at > end) {
        end = at;
        means = [];
      }
      means.push(synonym.means);
    }
    const own = prefixQuery(terms.slice(start, end).join(' '));
    parts.push(means.length ? `( ( ${own} ) | ${[...new Set(means)].join(' | ')} )` : own);
    start = end;
  }
  return parts.join(' & ');
}

/** A localized jsonb column's text in the locale, falling back to ro like `pick`. */
export function localizedText(column: AnyPgColumn | SQL, locale: Locale): SQL {
  return sql`coalesce(nullif(${column}->>${locale}, ''), ${column}->>'ro', '')`;
}

export function tsQuery(locale: Locale, text: string): SQL {
  return sql`to_tsquery(${searchConfig(locale)}, ${prefixQuery(text)})`;
}

/** Article filter of GET /articles/items?search=: title, excerpt and body in the request's language. */
export function articleMatches(locale: Locale, text: string): SQL {
  if (!prefixQuery(text)) return sql`false`;
  const config = searchConfig(locale);
  const document = sql`to_tsvector(${config}, ${localizedText(articles.title, locale)} || ' ' || ${localizedText(articles.excerpt, locale)} || ' ' || ${localizedText(articles.body, locale)})`;
  return sql`${document} @@ ${tsQuery(locale, text)}`;
}
