import { z } from '../../validation/zod';

/** GET /api/calculator/calculator-seo/{id}/ and calculator-type-seo/{id}/ (spec 7): a calculator page's text. */
export const calculatorSeoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  text: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
});

/** What a calculator page needs of a catalog category (GET /categories/{slug}): which calculator it opens. */
export const categoryCalculatorRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  parent_id: z.number().int().nullable(),
  parent_category_slug: z.string().nullable(),
  calculator_id: z.number().int().nullable(),
});
