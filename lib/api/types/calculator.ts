import type { z } from '../../validation/zod';
import type {
  calculatorConfigurationSchema,
  calculatorFeatureGroupSchema,
  calculatorFeatureItemSchema,
  calculatorQuotePayloadSchema,
  calculatorQuoteSchema,
  calculatorSchema,
  calculatorSizeSchema,
  calculatorTypeSchema,
  moneyAmountSchema,
  orderRequestPayloadSchema,
} from '../schemas/calculator';
import type { Sent } from './sent';

export type CalculatorFeatureItem = z.infer<typeof calculatorFeatureItemSchema>;
export type CalculatorFeatureGroup = z.infer<typeof calculatorFeatureGroupSchema>;
export type CalculatorSize = z.infer<typeof calculatorSizeSchema>;
export type CalculatorType = z.infer<typeof calculatorTypeSchema>;
export type Calculator = z.infer<typeof calculatorSchema>;
export type CalculatorConfiguration = z.infer<typeof calculatorConfigurationSchema>;
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;
export type CalculatorQuote = z.infer<typeof calculatorQuoteSchema>;
export type CalculatorQuotePayload = Sent<z.input<typeof calculatorQuotePayloadSchema>>;
export type OrderRequestInput = Sent<z.input<typeof orderRequestPayloadSchema>>;
