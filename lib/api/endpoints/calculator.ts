import type { Http } from '../http';
import { z } from '../../validation/zod';
import {
  calculatorQuoteSchema,
  calculatorSchema,
  orderRequestCreatedSchema,
} from '../schemas/calculator';
import type { CalculatorConfiguration, OrderRequestInput } from '../types/calculator';

/** Calculator calls of spec 7, under the calculator API prefix. */
export const calculatorApi = (http: Http) => ({
  calculatorTypes: () =>
    http(z.array(calculatorSchema), { api: 'calculator', path: 'calculator/calculator-types' }),
  calculatorType: (calculatorId: number) =>
    http(calculatorSchema, {
      api: 'calculator',
      path: `calculator/calculator-types/${calculatorId}`,
    }),
  quote: (data: CalculatorConfiguration, params: { quantity?: number } = {}) =>
    http(calculatorQuoteSchema, {
      api: 'calculator',
      method: 'POST',
      path: 'calculator/internal-modules-section/',
      body: { data, params },
    }),
  orderRequest: (body: OrderRequestInput) =>
    http(orderRequestCreatedSchema, {
      api: 'calculator',
      method: 'POST',
      path: 'calculator/order-request/',
      body,
    }),
});
