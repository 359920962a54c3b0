import { positiveId } from '../../validation/integer';
import { z } from '../../validation/zod';
import { nameValueSchema, paginatedSchema, paginationQuerySchema, updatedAtSchema } from './common';

/** Spec 3 'Breadcrumbs': one level with its image, title, description and link. */
export const categoryCrumbSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  category_link: z.string(),
});

export const productCrumbSchema = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
});

export const categorySummarySchema = categoryCrumbSchema.extend({
  banner_image: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  parent_category_slug: z.string().nullable(),
  calculator_id: z.number().int().nullable(),
});

export const categoryTreeEntrySchema = categorySummarySchema.extend({
  subcategories: z.array(categorySummarySchema),
});

export const categoryDetailSchema = categorySummarySchema.extend({
  products_count: z.number().int(),
  subcategories: z.array(categorySummarySchema),
  breadcrumbs: z.object({
    category: categoryCrumbSchema,
    subcategory: categoryCrumbSchema.nullable(),
  }),
});

/** A product as lists show it; `price` in euro cents, quantities in units (0.5 = half a metre). */
export const productCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  link: z.string(),
  price: z.number().int(),
  currency: z.literal('EUR'),
  unit: z.string(),
  per_metre: z.boolean(),
  delivery_class: z.string(),
  min_quantity: z.number(),
  max_quantity: z.number().nullable(),
  category: categoryCrumbSchema.nullable(),
  updated_at: updatedAtSchema,
});

export const productDetailSchema = productCardSchema.extend({
  gallery: z.array(z.string()),
  characteristics: z.array(nameValueSchema),
  suitable_accessories: z.array(productCardSchema),
  breadcrumbs: z.object({
    category: categoryCrumbSchema,
    subcategory: categoryCrumbSchema.nullable(),
    product: productCrumbSchema,
  }),
});

export const productsPageSchema = paginatedSchema(productCardSchema);

/** Spec 7 spells the path 'accesories'; the answer lists them under `products`. */
export const accessoriesSchema = z.object({ products: z.array(productCardSchema) });

/** GET /products/?category=&page=&page_size=: a category's products (by slug), or all of them. */
export const productsQuerySchema = paginationQuerySchema.extend({
  category: z.string().trim().min(1, 'required').max(100, 'max_length').optional(),
});

/** GET /accesories/?product=: a product's suitable accessories, or every accessory. */
export const accessoriesQuerySchema = z.object({ product: positiveId().optional() });
