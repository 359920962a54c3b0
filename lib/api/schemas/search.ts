import { SEARCH_MAX_LENGTH } from '../../search/text';
import { missingOrInvalid } from '../../validation/messages';
import { z } from '../../validation/zod';
import { paginationQuerySchema } from './common';

/** A search text: an over-long one is a 400, not a 500 (the storefront cuts it to SEARCH_MAX_LENGTH first). */
export const searchTextSchema = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, 'required')
  .max(SEARCH_MAX_LENGTH, 'max_length');

/** Spec 7 GET /search/?search={text}&page={n}. */
export const searchQuerySchema = paginationQuerySchema.extend({ search: searchTextSchema });

export const searchResultTypeSchema = z.enum(['product', 'category', 'article', 'page']);

export const searchResultSchema = z.object({
  type: searchResultTypeSchema,
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  link: z.string(),
  price: z.number().int().nullable(),
  currency: z.literal('EUR').nullable(),
  per_metre: z.boolean(),
});

/** Spec 7 GET /search/: the search value, results, pages and total_count. */
export const searchAnswerSchema = z.object({
  search: z.string(),
  total_count: z.number().int(),
  pages: z.number().int(),
  page: z.number().int(),
  results: z.array(searchResultSchema),
});
