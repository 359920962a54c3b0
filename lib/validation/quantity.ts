/**
 * Spec 5 'Quantity input': integers, or up to 2 decimals where the product allows it (per-metre
 * goods), with a comma read as a dot; clamped to the bounds; anything unreadable becomes the minimum.
 * Quantities travel as numbers (2.5) and are stored as hundredths (250) so that sums stay exact.
 */
export interface QuantityRules {
  /** The given minimum; when absent, the smallest module value, else 1. */
  min?: number | null;
  /** The given maximum; when absent, the largest module value, else unbounded. */
  max?: number | null;
  /** Module values of the product (e.g. pack sizes), used for the bounds when min/max are absent. */
  moduleValues?: readonly number[];
  allowDecimals: boolean;
}

export const QUANTITY_STEP = 1;
const HUNDREDTHS = 100;

export function quantityBounds(rules: QuantityRules): { min: number; max: number } {
  const modules = rules.moduleValues ?? [];
  const min = rules.min ?? (modules.length ? Math.min(...modules) : 1);
  const max = rules.max ?? (modules.length ? Math.max(...modules) : Number.POSITIVE_INFINITY);
  return { min, max: Math.max(min, max) };
}

/** Reads what the visitor typed; null when it is not a quantity of the allowed precision. */
export function parseQuantity(input: string | number, allowDecimals: boolean): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(',', '.');
  const pattern = allowDecimals ? /^\d+(\.\d{1,2})?$/ : /^\d+$/;
  if (!pattern.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function clampQuantity(value: number, rules: QuantityRules): number {
  const { min, max } = quantityBounds(rules);
  return Math.min(Math.max(value, min), max);
}

/** The quantity the input settles on: parsed and clamped, or the minimum when unreadable. */
export function normalizeQuantity(input: string | number, rules: QuantityRules): number {
  const parsed = parseQuantity(input, rules.allowDecimals);
  if (parsed === null) return quantityBounds(rules).min;
  return clampQuantity(parsed, rules);
}

/** Plus and minus buttons: one step, kept within the bounds. */
export function stepQuantity(value: number, direction: 1 | -1, rules: QuantityRules): number {
  const next = toHundredths(value) + direction * QUANTITY_STEP * HUNDREDTHS;
  return clampQuantity(fromHundredths(next), rules);
}

export function toHundredths(quantity: number): number {
  return Math.round(quantity * HUNDREDTHS);
}

export function fromHundredths(hundredths: number): number {
  return hundredths / HUNDREDTHS;
}
