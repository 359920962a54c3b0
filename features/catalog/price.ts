import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money';

/** A catalog price in the visitor's language; per-metre goods show the price of one metre. */
export const productPrice = (price: number, locale: Locale) => formatMoney(price, 'EUR', locale);
