/** GET /api/calculator/calculator-seo/{id}/ and calculator-type-seo/{id}/ (spec 7): a calculator page's text. */
export interface CalculatorSeo {
  id: number;
  title: string;
  /** Sanitized HTML. */
  text: string;
  meta_title: string;
  meta_description: string;
}
