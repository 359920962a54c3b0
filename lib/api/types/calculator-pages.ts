/** GET /api/calculator/calculator-seo/{id}/ and calculator-type-seo/{id}/ (spec 7): a calculator page's text. */
export interface CalculatorSeo {
  id: number;
  title: string;
  /** Sanitized HTML. */
  text: string;
  meta_title: string;
  meta_description: string;
}

/** What a calculator page needs of a catalog category (GET /categories/{slug}): which calculator it opens. */
export interface CategoryCalculatorRef {
  id: number;
  slug: string;
  title: string;
  parent_id: number | null;
  parent_category_slug: string | null;
  calculator_id: number | null;
}
