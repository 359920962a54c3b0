import { parseLocaleNumber, type NumberInputError } from '../i18n/number';
import type { Locale } from '../i18n/locales';

/**
 * Spec 5 'Quantity input': integers, or up to 2 decimals where the product allows it (per-metre
 * goods), with a comma read as a dot; clamped to the bounds; anything unreadable becomes the minimum
 * (normalizeQuantity, as the API reads a quantity). The shop's fields read what the shopper types
 * in their locale and refuse unreadable text with its reason instead (readTypedQuantity, issue 27).
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
/**
 * The most one cart line may hold (999 pieces or metres), whatever the product allows: spec 5 leaves
 * the maximum open where no module value gives one, and the provider refuses more with a 400.
 */
export const MAX_LINE_QUANTITY = 999;
const HUNDREDTHS = 100;

/** A cart line's rules as the shop's quantity fields apply them: the product's own, within MAX_LINE_QUANTITY. */
export function cartLineRules({
  min,
  max,
  allowDecimals,
}: {
  min?: number | null;
  max?: number | null;
  allowDecimals: boolean;
}): QuantityRules {
  return { min, max: Math.min(max ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY), allowDecimals };
}

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

/** Why typed quantity text was refused, or why the quantity settled on a bound. */
export type QuantityProblem = NumberInputError | 'below_min' | 'above_max';

export type TypedQuantity =
  | { ok: true; value: number; problem: 'below_min' | 'above_max' | null }
  | { ok: false; problem: NumberInputError };

/**
 * What a shopper typed in `locale` (issue 27): "2,5" or "1 200" are read with the locale's signs and
 * clamped to the bounds, naming the bound that was applied; text that is no quantity of the allowed
 * precision is refused with the reason, never replaced by the minimum behind the shopper's back.
 */
export function readTypedQuantity(
  text: string,
  rules: QuantityRules,
  locale: Locale,
): TypedQuantity {
  const parsed = parseLocaleNumber(text, locale, rules.allowDecimals ? 2 : 0);
  if (!parsed.ok) return { ok: false, problem: parsed.error };
  const { min, max } = quantityBounds(rules);
  if (parsed.value < min) return { ok: true, value: min, problem: 'below_min' };
  if (parsed.value > max) return { ok: true, value: max, problem: 'above_max' };
  return { ok: true, value: parsed.value, problem: null };
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
