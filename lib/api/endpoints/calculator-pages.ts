import type { Http } from '../http';

/** What the calculator pages read besides the calculators: their SEO texts and the category behind a URL (spec 7). */
export const calculatorPagesApi = (http: Http) => ({
  calculatorSeo: (calculatorId: number) =>
    http('calculatorSeo', {
      api: 'calculator',
      path: `calculator/calculator-seo/${calculatorId}/`,
    }),
  calculatorTypeSeo: (calculatorTypeId: number) =>
    http('calculatorSeo', {
      api: 'calculator',
      path: `calculator/calculator-type-seo/${calculatorTypeId}/`,
    }),
  category: (slug: string) =>
    http('categoryCalculatorRef', { path: `/categories/${encodeURIComponent(slug)}` }),
});
