import { z } from '../../validation/zod';
import { seoFieldsSchema } from './common';

/** GET /api/calculator/calculator-seo/{id}/ and calculator-type-seo/{id}/ (spec 7): a calculator page's text. */
export const calculatorSeoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  text: z.string(),
  ...seoFieldsSchema.shape,
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
