import type { Http } from '../http';
import { z } from '../../validation/zod';
import {
  accessoriesSchema,
  categoryDetailSchema,
  categoryTreeEntrySchema,
  productDetailSchema,
  productsPageSchema,
} from '../schemas/catalog';
import type { ProductsQuery } from '../types/catalog';

/** Catalog calls of spec 7: categories, products and accessories. */
export const catalogApi = (http: Http) => ({
  categories: () => http(z.array(categoryTreeEntrySchema), { path: '/categories/' }),
  /** By id or slug (spec 7: /categories/{id}/ and /categories/{slug}). */
  category: (key: string | number) =>
    http(categoryDetailSchema, { path: `/categories/${encodeURIComponent(String(key))}/` }),
  products: (query: ProductsQuery = {}) =>
    http(productsPageSchema, { path: '/products/', query: { ...query } }),
  product: (key: string | number) =>
    http(productDetailSchema, { path: `/products/${encodeURIComponent(String(key))}/` }),
  accessories: (productId?: number) =>
    http(accessoriesSchema, { path: '/accesories/', query: { product: productId } }),
});
