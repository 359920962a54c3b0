import type { Http } from '../http';
import type { AccessoriesQuery, ProductsQuery } from '../types/catalog';

/** Catalog calls of spec 7: categories, products and accessories. */
export const catalogApi = (http: Http) => ({
  categories: () => http('categoryTreeEntryList', { path: '/categories/' }),
  /** By id or slug (spec 7: /categories/{id}/ and /categories/{slug}). */
  category: (key: string | number) =>
    http('categoryDetail', { path: `/categories/${encodeURIComponent(String(key))}/` }),
  products: (query: ProductsQuery = {}) =>
    http('productsPage', { path: '/products/', query: { ...query } }),
  product: (key: string | number) =>
    http('productDetail', { path: `/products/${encodeURIComponent(String(key))}/` }),
  accessories: (productId?: number) =>
    http('accessories', {
      path: '/accesories/',
      query: { product: productId } satisfies AccessoriesQuery,
    }),
});
