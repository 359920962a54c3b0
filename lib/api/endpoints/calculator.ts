import type { Http } from '../http';
import type {
  CalculatorConfiguration,
  CalculatorQuotePayload,
  OrderRequestInput,
} from '../types/calculator';

/** Calculator calls of spec 7, under the calculator API prefix. */
export const calculatorApi = (http: Http) => ({
  calculatorTypes: () =>
    http('calculatorList', { api: 'calculator', path: 'calculator/calculator-types' }),
  calculatorType: (calculatorId: number) =>
    http('calculator', {
      api: 'calculator',
      path: `calculator/calculator-types/${calculatorId}`,
    }),
  quote: (data: CalculatorConfiguration, params: CalculatorQuotePayload['params'] = {}) =>
    http('calculatorQuote', {
      api: 'calculator',
      method: 'POST',
      path: 'calculator/internal-modules-section/',
      body: { data, params } satisfies CalculatorQuotePayload,
    }),
  orderRequest: (body: OrderRequestInput) =>
    http('orderRequestCreated', {
      api: 'calculator',
      method: 'POST',
      path: 'calculator/order-request/',
      body,
    }),
});
