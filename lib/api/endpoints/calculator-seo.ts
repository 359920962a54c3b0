import type { Http } from '../http';
import type { CalculatorSeo } from '../types/calculator-seo';

/** The SEO texts of calculator pages (spec 7), under the calculator API prefix. */
export const calculatorSeoApi = (http: Http) => ({
  calculatorSeo: (calculatorId: number) => http<CalculatorSeo>({ api: 'calculator', path: `calculator/calculator-seo/${calculatorId}/` }),
  calculatorTypeSeo: (calculatorTypeId: number) => http<CalculatorSeo>({ api: 'calculator', path: `calculator/calculator-type-seo/${calculatorTypeId}/` }),
});
