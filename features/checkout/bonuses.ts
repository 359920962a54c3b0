import { formatDecimal, parseLocaleNumber } from '@/lib/i18n/number';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Issue 39: bonuses are money, cents included ("4,74" spends 4,74 €, "0,08" spends 8 cents). The
 * amount a shopper types in their locale, in euro cents, at most their balance; null when the text
 * is no amount (or has more than two decimals), so the step says so instead of guessing.
 */
export function bonusCents(text: string, balance: number, locale: Locale): number | null {
  const parsed = parseLocaleNumber(text, locale, 2);
  if (!parsed.ok) return null;
  return Math.min(Math.round(parsed.value * 100), balance);
}

/** The whole balance as the field starts with it: "4,74" in ro, "4.74" in en, no grouping. */
export function balanceText(balance: number, locale: Locale): string {
  return formatDecimal(balance / 100, locale, { min: 2, max: 2, groupFrom: null });
}
