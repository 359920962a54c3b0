import { formatDecimal } from '../i18n/number';
import type { Locale } from '../i18n/locales';
import type { Currency } from './money';

/**
 * Where each locale writes each currency's sign, as Intl prints it with the euro sign in every
 * language (ro-MD's Intl would print "EUR") and "L" or "MDL" for the leu: money.test.ts checks
 * every entry against Intl; a table for the same reason as the number signs (ADR 62).
 */
const AFFIXES: Record<Locale, Record<Currency, { prefix: string; suffix: string }>> = {
  ro: { EUR: { prefix: '', suffix: '\u00a0€' }, MDL: { prefix: '', suffix: '\u00a0L' } },
  en: { EUR: { prefix: '€', suffix: '' }, MDL: { prefix: 'MDL\u00a0', suffix: '' } },
  ru: { EUR: { prefix: '', suffix: '\u00a0€' }, MDL: { prefix: '', suffix: '\u00a0L' } },
  it: { EUR: { prefix: '', suffix: '\u00a0€' }, MDL: { prefix: '', suffix: '\u00a0MDL' } },
};
/** CLDR's minimum grouping digits: Italian amounts of money are grouped from five digits on. */
const GROUP_FROM: Record<Locale, number> = { ro: 4, en: 4, ru: 4, it: 5 };

/** Formats minor units for display in the visitor's language: `formatMoney(104900, 'EUR', 'ro')`. */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  const { prefix, suffix } = AFFIXES[locale][currency];
  const number = formatDecimal(Math.abs(amount) / 100, locale, {
    min: 2,
    max: 2,
    groupFrom: GROUP_FROM[locale],
  });
  const sign = amount < 0 && Math.round(-amount) > 0 ? '-' : '';
  return `${sign}${prefix}${number}${suffix}`;
}
