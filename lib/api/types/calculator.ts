import type { z } from '../../validation/zod';
import type {
  calculatorConfigurationSchema,
  calculatorFeatureGroupSchema,
  calculatorFeatureItemSchema,
  calculatorQuoteSchema,
  calculatorSchema,
  calculatorSizeSchema,
  calculatorTypeSchema,
  moneyAmountSchema,
  orderRequestInputSchema,
} from '../schemas/calculator';

export type CalculatorFeatureItem = z.infer<typeof calculatorFeatureItemSchema>;
export type CalculatorFeatureGroup = z.infer<typeof calculatorFeatureGroupSchema>;
export type CalculatorSize = z.infer<typeof calculatorSizeSchema>;
export type CalculatorType = z.infer<typeof calculatorTypeSchema>;
export type Calculator = z.infer<typeof calculatorSchema>;
export type CalculatorConfiguration = z.infer<typeof calculatorConfigurationSchema>;
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;
export type CalculatorQuote = z.infer<typeof calculatorQuoteSchema>;
export type OrderRequestInput = z.infer<typeof orderRequestInputSchema>;
