import { z } from 'zod';

/**
 * How many MDL bani one euro cent buys, in hundredths: 1 950 means 1 € = 19.50 MDL. The shop reads
 * it from MDL_PER_EUR (e.g. `19.50`); this default applies when it is unset.
 */
export const DEFAULT_MDL_PER_EUR = 1950;

const rateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'MDL_PER_EUR must look like 19.50')
  .transform((value) => Math.round(Number(value) * 100))
  .refine((value) => value > 0, 'MDL_PER_EUR must be positive');

/** The configured exchange rate (MDL per EUR, in hundredths); a malformed value stops start-up. */
export function mdlPerEur(env: Record<string, string | undefined> = process.env): number {
  const raw = env.MDL_PER_EUR;
  if (raw === undefined || raw.trim() === '') return DEFAULT_MDL_PER_EUR;
  const parsed = rateSchema.safeParse(raw);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid MDL_PER_EUR');
  return parsed.data;
}

export { eurToMdl, mdlToEur } from './convert';
