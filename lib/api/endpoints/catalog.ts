import type { Http } from '../http';
import type { CategoryDetail, CategorySummary, Paginated, ProductCard, ProductDetail, ProductsQuery } from '../types/catalog';

/** Catalog calls of spec 7: categories, products and accessories. */
export const catalogApi = (http: Http) => ({
  categories: () => http<(CategorySummary & { subcategories: CategorySummary[] })[]>({ path: '/categories/' }),
  /** By id or slug (spec 7: /categories/{id}/ and /categories/{slug}). */
  category: (key: string | number) => http<CategoryDetail>({ path: `/categories/${encodeURIComponent(String(key))}/` }),
  products: (query: ProductsQuery = {}) => http<Paginated<ProductCard>>({ path: '/products/', query: { ...query } }),
  product: (key: string | number) => http<ProductDetail>({ path: `/products/${encodeURIComponent(String(key))}/` }),
  accessories: (productId?: number) => http<{ products: ProductCard[] }>({ path: '/accesories/', query: { product: productId } }),
});
