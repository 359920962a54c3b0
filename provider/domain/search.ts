import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Locale } from '../../lib/i18n/locales';
import { articles } from '../db/schema';

/** Longest search text accepted (spec: an over-long query is a 400, not a 500). */
export const SEARCH_MAX_LENGTH = 100;
const MAX_TERMS = 8;

export const searchTextSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(SEARCH_MAX_LENGTH, 'max_length');

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
