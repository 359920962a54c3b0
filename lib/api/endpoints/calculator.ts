import type { Http } from '../http';
import type { Calculator, CalculatorConfiguration, CalculatorQuote, OrderRequestInput } from '../types/calculator';

/** Calculator calls of spec 7, under the calculator API prefix. */
export const calculatorApi = (http: Http) => ({
  calculatorTypes: () => http<Calculator[]>({ api: 'calculator', path: 'calculator/calculator-types' }),
  calculatorType: (calculatorId: number) => http<Calculator>({ api: 'calculator', path: `calculator/calculator-types/${calculatorId}` }),
  quote: (data: CalculatorConfiguration, params: { quantity?: number } = {}) =>
    http<CalculatorQuote>({ api: 'calculator', method: 'POST', path: 'calculator/internal-modules-section/', body: { data, params } }),
  orderRequest: (body: OrderRequestInput) =>
    http<{ id: number }>({ api: 'calculator', method: 'POST', path: 'calculator/order-request/', body }),
});
