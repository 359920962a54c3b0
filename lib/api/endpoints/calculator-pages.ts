import type { Http } from '../http';
import { calculatorSeoSchema, categoryCalculatorRefSchema } from '../schemas/calculator-pages';

/** What the calculator pages read besides the calculators: their SEO texts and the category behind a URL (spec 7). */
export const calculatorPagesApi = (http: Http) => ({
  calculatorSeo: (calculatorId: number) =>
    http(calculatorSeoSchema, {
      api: 'calculator',
      path: `calculator/calculator-seo/${calculatorId}/`,
    }),
  calculatorTypeSeo: (calculatorTypeId: number) =>
    http(calculatorSeoSchema, {
      api: 'calculator',
      path: `calculator/calculator-type-seo/${calculatorTypeId}/`,
    }),
  category: (slug: string) =>
    http(categoryCalculatorRefSchema, { path: `/categories/${encodeURIComponent(slug)}` }),
});
