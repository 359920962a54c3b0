import type { z } from '../../validation/zod';
import type {
  accessoriesQuerySchema,
  categoryCrumbSchema,
  categoryDetailSchema,
  categorySummarySchema,
  productCardSchema,
  productCrumbSchema,
  productDetailSchema,
  productsQuerySchema,
} from '../schemas/catalog';
import type { paginatedSchema } from '../schemas/common';
import type { Sent } from './sent';

export type CategoryCrumb = z.infer<typeof categoryCrumbSchema>;
export type ProductCrumb = z.infer<typeof productCrumbSchema>;
export type CategorySummary = z.infer<typeof categorySummarySchema>;
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;
export type ProductCard = z.infer<typeof productCardSchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type ProductsQuery = Sent<z.input<typeof productsQuerySchema>>;
export type AccessoriesQuery = Sent<z.input<typeof accessoriesQuerySchema>>;

/** The spec's paginated list answer (paginatedSchema) of items of type T. */
export type Paginated<T> = Omit<z.infer<ReturnType<typeof paginatedSchema>>, 'results'> & {
  results: T[];
};
