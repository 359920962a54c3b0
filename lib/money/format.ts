import { localeIso, type Locale } from '../i18n/locales';
import type { Currency } from './money';

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats minor units for display in the visitor's language: `formatMoney(104900, 'EUR', 'ro')`. */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // ro-MD would print 'EUR'; the shop shows the euro sign in every language.
    const currencyDisplay = currency === 'EUR' ? 'narrowSymbol' : 'symbol';
    formatter = new Intl.NumberFormat(localeIso[locale], {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount / 100);
}
