import 'server-only';
import { drawingModel, type DrawingModel } from '@/features/calculator';
import type { StaffOrderDetail } from '@/lib/api/schemas/staff';
import { cachedApi } from '@/lib/api/server';
import { CACHE_PROFILES } from '@/lib/cache/manifest';
import type { Locale } from '@/lib/i18n/locales';
import { z } from '@/lib/validation/zod';

const choicesSchema = z.object({
  features: z.record(z.string(), z.string()).optional(),
  sizes: z.record(z.string(), z.number()).optional(),
});

/**
 * Issue 38: the configurator's drawing of each configured line of an order (null for a catalog
 * product, or a calculator type deleted since), from the calculator types the configurator reads.
 */
export async function getOrderDrawings(
  locale: Locale,
  lines: StaffOrderDetail['lines'],
): Promise<(DrawingModel | null)[]> {
  if (!lines.some((line) => line.calculator_type_id !== null)) return lines.map(() => null);
  const answer = await cachedApi(locale, CACHE_PROFILES.catalog).calculator.calculatorTypes();
  const types = answer.ok
    ? answer.data.flatMap((calculator) => calculator.calculatorTypesItems)
    : [];
  return lines.map((line) => {
    const type = types.find((candidate) => candidate.id === line.calculator_type_id);
    const choices = choicesSchema.safeParse(line.configuration);
    if (!type || !choices.success) return null;
    return drawingModel(type, choices.data.features ?? {}, choices.data.sizes ?? {});
  });
}
