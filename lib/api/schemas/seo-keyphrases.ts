import { locales } from '../../i18n/locales';
import { z } from '../../validation/zod';

/** The longest focus keyphrase staff may store: a search query, not a sentence. */
export const KEYPHRASE_MAX_LENGTH = 100;

/**
 * Issue 42: the focus keyphrase marketing staff set for one page in one language (the SEO preview).
 * A page is its path in that language (`/en/contacts`, `/contacte`), as the preview shows it.
 */
export const seoKeyphrasePathSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  // One leading slash (not `//host`), no whitespace or backslash; no lookahead, which the contract
  // test's string generator cannot read.
  .regex(/^\/(?:[^\s\\/][^\s\\]*)?$/, 'path');

export const seoKeyphraseInputSchema = z.object({
  path: seoKeyphrasePathSchema,
  locale: z.enum(locales),
  /** Empty: the page has no focus keyphrase any more. Inner runs of spaces collapse to one. */
  keyphrase: z
    .string()
    .trim()
    .max(KEYPHRASE_MAX_LENGTH)
    .transform((value) => value.replace(/\s+/g, ' ')),
});
export type SeoKeyphraseInput = z.input<typeof seoKeyphraseInputSchema>;

export const seoKeyphraseSchema = z.object({
  path: z.string(),
  locale: z.enum(locales),
  keyphrase: z.string(),
  updated_by: z.string(),
  updated_at: z.string(),
});
export type SeoKeyphrase = z.infer<typeof seoKeyphraseSchema>;

/** Every stored keyphrase: the preview needs the page's own and the others' (competing pages). */
export const seoKeyphraseListSchema = z.object({ results: z.array(seoKeyphraseSchema) });
export type SeoKeyphraseList = z.infer<typeof seoKeyphraseListSchema>;
