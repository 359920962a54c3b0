import { z } from '../../validation/zod';

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
