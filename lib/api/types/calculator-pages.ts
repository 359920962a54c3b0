import type { z } from '../../validation/zod';
import type { calculatorSeoSchema, categoryCalculatorRefSchema } from '../schemas/calculator-pages';

export type CalculatorSeo = z.infer<typeof calculatorSeoSchema>;
export type CategoryCalculatorRef = z.infer<typeof categoryCalculatorRefSchema>;
