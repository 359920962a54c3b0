export type SearchResultType = 'product' | 'category' | 'article' | 'page';

export interface SearchResult {
  type: SearchResultType;
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  link: string;
  price: number | null;
  currency: 'EUR' | null;
  per_metre: boolean;
}

/** Spec 7 GET /search/: the search value, results, pages and total_count. */
export interface SearchAnswer {
  search: string;
  total_count: number;
  pages: number;
  page: number;
  results: SearchResult[];
}
