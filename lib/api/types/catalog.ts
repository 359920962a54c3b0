/** Spec 3 'Breadcrumbs': one level with its image, title, description and link. */
export interface CategoryCrumb {
  id: number;
  slug: string;
  image: string | null;
  title: string;
  description: string;
  category_link: string;
}

export interface ProductCrumb {
  id: number;
  image: string | null;
  title: string;
  description: string;
  link: string;
}

export interface CategorySummary extends CategoryCrumb {
  banner_image: string | null;
  parent_id: number | null;
  parent_category_slug: string | null;
  calculator_id: number | null;
}

export interface CategoryDetail extends CategorySummary {
  products_count: number;
  subcategories: CategorySummary[];
  breadcrumbs: { category: CategoryCrumb; subcategory: CategoryCrumb | null };
}

/** A product as lists show it; `price` in euro cents, quantities in units (0.5 = half a metre). */
export interface ProductCard {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  link: string;
  price: number;
  currency: 'EUR';
  unit: string;
  per_metre: boolean;
  delivery_class: string;
  min_quantity: number;
  max_quantity: number | null;
  category: CategoryCrumb | null;
}

export interface ProductDetail extends ProductCard {
  gallery: string[];
  characteristics: { name: string; value: string }[];
  suitable_accessories: ProductCard[];
  breadcrumbs: { category: CategoryCrumb; subcategory: CategoryCrumb | null; product: ProductCrumb };
}

/** The spec's paginated list answer. */
export interface Paginated<T> {
  count: number;
  pages: number;
  page: number;
  results: T[];
}

export interface ProductsQuery {
  category?: string;
  page?: number;
  page_size?: number;
}
