/**
 * How many MDL bani one euro cent buys, in hundredths: 1 950 means 1 € = 19.50 MDL. The shop reads
 * it from MDL_PER_EUR (e.g. `19.50`); this default applies when it is unset.
 */
export const DEFAULT_MDL_PER_EUR = 1950;

/** 1 to 3 digits, optionally a dot and 1 or 2 more. */
const RATE_FORMAT = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * The configured exchange rate (MDL per EUR, in hundredths); a malformed value stops start-up. Plain
 * code, not a zod schema: `lib/money` is on every page, and a schema at module level would bring
 * zod (about 90 kB gzip) to each page's first paint.
 */
export function mdlPerEur(env: Record<string, string | undefined> = process.env): number {
  const raw = env.MDL_PER_EUR?.trim();
  if (raw === undefined || raw === '') return DEFAULT_MDL_PER_EUR;
  if (!RATE_FORMAT.test(raw)) throw new Error('MDL_PER_EUR must look like 19.50');
  const rate = Math.round(Number(raw) * 100);
  if (rate <= 0) throw new Error('MDL_PER_EUR must be positive');
  return rate;
}

export { eurToMdl, mdlToEur } from './convert';
