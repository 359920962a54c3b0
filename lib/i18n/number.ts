import { localeIso, type Locale } from './locales';

interface Signs {
  decimal: string;
  group: string;
}

/**
 * The signs each locale writes numbers with, as CLDR and Intl print them (number.test.ts checks
 * every entry against Intl). A table, not Intl, in the code the browser runs: the first Intl object
 * a page makes costs it 45–160 ms at 4× CPU (ICU starting), on the configurator during hydration
 * or a shopper's first change (docs/adr/0062-numbers-from-a-table-checked-against-intl.md).
 */
const SIGNS: Record<Locale, Signs> = {
  ro: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
  ru: { decimal: ',', group: '\u00a0' },
  it: { decimal: ',', group: '.' },
};

/** The decimal and grouping signs a locale writes numbers with (ro: "," and "."; ru: "," and a no-break space). */
export function numberSigns(locale: Locale): Signs {
  return { ...SIGNS[locale] };
}

/**
 * `value` as the locale writes it, rounded half away from zero to at most `max` decimals and written
 * with at least `min` (trailing zeros dropped down to it). The whole part is grouped by thousands
 * from `groupFrom` digits on (4: "1.049"; Italian money waits for 5: "1049,00 €"), or not at all
 * when `groupFrom` is null. What `Intl.NumberFormat` prints for the same options.
 */
export function formatDecimal(
  value: number,
  locale: Locale,
  { min = 0, max, groupFrom = 4 }: { min?: number; max: number; groupFrom?: number | null },
): string {
  const { decimal, group } = SIGNS[locale];
  // Rounded in decimal, from the number's shortest text, as Intl rounds: 1.005 to 1.01, not 1.00.
  const scaled = Math.round(Number(`${Math.abs(value)}e${max}`));
  const digits = String(scaled).padStart(max + 1, '0');
  const whole = digits.slice(0, digits.length - max);
  let fraction = digits.slice(digits.length - max);
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped =
    groupFrom !== null && whole.length >= groupFrom
      ? whole.replace(/\B(?=(\d{3})+$)/g, group)
      : whole;
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** Why typed text is not a number the field takes: not a number at all, or more decimals than allowed. */
export type NumberInputError = 'not_a_number' | 'too_many_decimals';
export type ParsedNumber = { ok: true; value: number } | { ok: false; error: NumberInputError };

const SPACES = /[\s\u00a0\u202f]/g;
const GROUPED = /^\d{1,3}(?:[ .,]\d{3})*$/;

/**
 * Reads a positive number as a shopper types it in `locale` (issue 27 'Numbers are silently
 * rewritten'): "1 200,5" and "1.200,5" in ro, ru and it, "1,200.5" in en. Spaces are always
 * grouping. A sign typed once is the decimal sign unless it is the locale's grouping sign before
 * exactly three digits: "1200.5" in ro is a decimal typed with the keyboard's dot, "1.200" in ro and
 * "1,200" in en are 1200 in a whole-number field. In a field with decimals that last case is refused
 * as too many decimals rather than guessed: a per-metre quantity of 2.555 is far likelier than one
 * of 2 555 metres, and the shopper is told instead of getting either silently.
 * Trailing zeros of the decimals do not count ("2,500" is 2.5).
 */
export function parseLocaleNumber(
  text: string,
  locale: Locale,
  maxFractionDigits: number,
): ParsedNumber {
  const typed = text.trim().replace(SPACES, ' ');
  if (!/^[\d., ]*\d[\d., ]*$/.test(typed) || / {2}/.test(typed))
    return { ok: false, error: 'not_a_number' };
  const { group } = numberSigns(locale);
  const dots = typed.split('.').length - 1;
  const commas = typed.split(',').length - 1;

  let decimalSign: string | null = null;
  if (dots && commas) {
    // Both signs: the last one typed is the decimal sign and appears once (en "1,200.5", ro "1.200,5").
    const last = typed.lastIndexOf('.') > typed.lastIndexOf(',') ? '.' : ',';
    if ((last === '.' ? dots : commas) > 1) return { ok: false, error: 'not_a_number' };
    decimalSign = last;
  } else if (dots + commas === 1) {
    const sign = dots ? '.' : ',';
    const [whole = '', fraction = ''] = typed.split(sign);
    const couldBeGrouping =
      sign === group && GROUPED.test(`${whole}${sign}${fraction}`.replace(/ /g, ''));
    if (!couldBeGrouping) decimalSign = sign;
    else if (maxFractionDigits > 0) return { ok: false, error: 'too_many_decimals' };
  }

  const [whole = '', fraction = ''] = decimalSign === null ? [typed] : typed.split(decimalSign);
  const wholeDigits = whole.replace(/[ .,]/g, '');
  if (/[ .,]/.test(whole) && !GROUPED.test(whole.trim()))
    return { ok: false, error: 'not_a_number' };
  if (!/^\d*$/.test(fraction) || (wholeDigits === '' && fraction === ''))
    return { ok: false, error: 'not_a_number' };
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > maxFractionDigits) return { ok: false, error: 'too_many_decimals' };
  const value = Number(`${wholeDigits || '0'}.${significant || '0'}`);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, error: 'not_a_number' };
}

/** A number as the locale writes it in a field: its decimal sign, no grouping ("0,5" in ro). */
export function formatInputNumber(
  value: number,
  locale: Locale,
  maxFractionDigits: number,
): string {
  return formatDecimal(value, locale, { max: maxFractionDigits, groupFrom: null });
}

/** A measure with its unit in the locale's words and signs: "22 мм" in ru, "2,5 m" in ro. */
export function formatUnit(value: number, unit: 'millimeter' | 'meter', locale: Locale): string {
  return new Intl.NumberFormat(localeIso[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    useGrouping: false,
    maximumFractionDigits: 2,
  }).format(value);
}
