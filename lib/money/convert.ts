import { scale } from './money';

// Apart from rate.ts (which parses the configured rate with zod) so that browser code converting
// prices, like the configurator's live price, does not ship zod.

/** Converts MDL bani to euro cents at `rate` (MDL per EUR in hundredths), rounded to the cent. */
export function mdlToEur(bani: number, rate: number): number {
  return scale(bani, 100, rate);
}

/** Converts euro cents to MDL bani at `rate`. */
export function eurToMdl(cents: number, rate: number): number {
  return scale(cents, rate, 100);
}
