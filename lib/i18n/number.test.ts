import { describe, expect, it } from 'vitest';
import { localeIso, locales, type Locale } from './locales';
import {
  formatDecimal,
  formatInputNumber,
  formatUnit,
  numberSigns,
  parseLocaleNumber,
} from './number';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('the signs each locale writes numbers with (Intl)', () => {
  it.each([
    ['ro', ',', '.'],
    ['it', ',', '.'],
    ['ru', ',', NBSP],
    ['en', '.', ','],
  ] as const)('%s: decimal %j, grouping %j', (locale, decimal, group) => {
    expect(numberSigns(locale)).toEqual({ decimal, group });
  });
});

describe('formatDecimal: the table (ADR 62) writes what Intl writes', () => {
  const values = [
    0, 0.5, 1, 2.75, 1.005, 2.675, 0.125, 999, 1000, 1049, 9999.995, 10_000, 12_345.678,
    1_234_567.891, -2.5, -1049.25, -12_345,
  ];
  it.each(locales)('%s, grouped or not, with 0 to 2 decimals', (locale) => {
    for (const max of [0, 1, 2])
      for (const useGrouping of [true, false]) {
        const intl = new Intl.NumberFormat(localeIso[locale], {
          maximumFractionDigits: max,
          useGrouping,
        });
        for (const value of values)
          expect(
            formatDecimal(value, locale, { max, groupFrom: useGrouping ? 4 : null }),
            `${value} ${max}`,
          ).toBe(intl.format(value));
      }
  });

  it('keeps the decimals asked for, as money does', () => {
    expect(formatDecimal(1049, 'ro', { min: 2, max: 2 })).toBe('1.049,00');
    expect(formatDecimal(12.5, 'en', { min: 2, max: 2 })).toBe('12.50');
  });
});

type Case = [
  text: string,
  maxFractionDigits: number,
  expected: number | 'not_a_number' | 'too_many_decimals',
];

const cases: Record<Locale, Case[]> = {
  ro: [
    ['1200', 0, 1200],
    ['1 200', 0, 1200],
    [`1${NBSP}200`, 0, 1200],
    ['1.200', 0, 1200],
    ['12.345.678', 0, 12345678],
    ['1200,5', 1, 1200.5],
    ['1 200,5', 1, 1200.5],
    ['1.200,5', 1, 1200.5],
    ['1200.5', 1, 1200.5],
    ['1200.5', 0, 'too_many_decimals'],
    ['1 200,5', 0, 'too_many_decimals'],
    ['1200,0', 0, 1200],
    ['2,5', 2, 2.5],
    ['2,75', 2, 2.75],
    ['2.75', 2, 2.75],
    ['2,555', 2, 'too_many_decimals'],
    ['2.555', 2, 'too_many_decimals'],
    ['2,500', 2, 2.5],
    ['0,5', 2, 0.5],
    [',5', 2, 0.5],
    ['.5', 2, 0.5],
    ['3,', 2, 3],
    ['  7 ', 0, 7],
    ['1,200.5', 1, 1200.5],
    ['12 00', 0, 'not_a_number'],
    ['1.20.0', 0, 'not_a_number'],
    ['1,2,3', 2, 'not_a_number'],
    ['1.200,5,5', 2, 'not_a_number'],
    ['abc', 0, 'not_a_number'],
    ['12a', 0, 'not_a_number'],
    ['-3', 0, 'not_a_number'],
    ['1e3', 0, 'not_a_number'],
    ['', 0, 'not_a_number'],
    [',', 2, 'not_a_number'],
    ['1  200', 0, 'not_a_number'],
  ],
  ru: [
    ['1 200', 0, 1200],
    [`1${NBSP}200`, 0, 1200],
    [`1${NNBSP}200`, 0, 1200],
    [`1${NBSP}200,5`, 1, 1200.5],
    ['1200,5', 1, 1200.5],
    ['1200.5', 1, 1200.5],
    ['2,5', 2, 2.5],
    ['2.5', 2, 2.5],
    // The dot is no grouping sign in ru: "2.555" can only be a decimal.
    ['2.555', 2, 'too_many_decimals'],
    ['1.200', 0, 'too_many_decimals'],
    ['1.200', 3, 1.2],
    ['2,555', 2, 'too_many_decimals'],
    ['0,50', 2, 0.5],
    ['пять', 0, 'not_a_number'],
  ],
  it: [
    ['1.200', 0, 1200],
    ['1 200', 0, 1200],
    ['1.200,5', 1, 1200.5],
    ['1200,25', 2, 1200.25],
    ['1200.5', 1, 1200.5],
    ['2.555', 2, 'too_many_decimals'],
    ['0,5', 2, 0.5],
    ['2,5', 0, 'too_many_decimals'],
  ],
  en: [
    ['1200', 0, 1200],
    ['1,200', 0, 1200],
    ['1 200', 0, 1200],
    ['1,200.5', 1, 1200.5],
    ['1200.5', 1, 1200.5],
    ['1200.5', 0, 'too_many_decimals'],
    ['2.5', 2, 2.5],
    // A comma that cannot be grouping is read as a decimal sign.
    ['2,5', 2, 2.5],
    ['1200,5', 1, 1200.5],
    ['2.555', 2, 'too_many_decimals'],
    ['2,555', 2, 'too_many_decimals'],
    ['2,555', 0, 2555],
    ['1,20,000', 0, 'not_a_number'],
    ['1.200.5', 1, 'not_a_number'],
  ],
};

describe('parseLocaleNumber (issue 27: numbers are not silently rewritten)', () => {
  for (const [locale, table] of Object.entries(cases) as [Locale, Case[]][]) {
    it.each(table)(
      `${locale}: %j with %d decimals reads as %j`,
      (text, maxFractionDigits, expected) => {
        const parsed = parseLocaleNumber(text, locale, maxFractionDigits);
        expect(parsed).toEqual(
          typeof expected === 'number'
            ? { ok: true, value: expected }
            : { ok: false, error: expected },
        );
      },
    );
  }

  it('reads back what it formats, in every locale', () => {
    for (const locale of ['ro', 'en', 'ru', 'it'] as const) {
      for (const value of [0.5, 2.55, 1200, 12345.6]) {
        expect(parseLocaleNumber(formatInputNumber(value, locale, 2), locale, 2)).toEqual({
          ok: true,
          value,
        });
      }
    }
  });
});

describe('formatInputNumber', () => {
  it('writes the locale decimal sign and no grouping', () => {
    expect(formatInputNumber(0.5, 'ro', 2)).toBe('0,5');
    expect(formatInputNumber(0.5, 'ru', 2)).toBe('0,5');
    expect(formatInputNumber(0.5, 'it', 2)).toBe('0,5');
    expect(formatInputNumber(0.5, 'en', 2)).toBe('0.5');
    expect(formatInputNumber(2.75, 'ro', 2)).toBe('2,75');
    expect(formatInputNumber(1200, 'ro', 0)).toBe('1200');
    expect(formatInputNumber(12000, 'en', 0)).toBe('12000');
  });
});

describe('formatUnit (issue 27: units are translated)', () => {
  it('writes millimetres and metres in the locale', () => {
    expect(formatUnit(22, 'millimeter', 'ru')).toBe('22 мм');
    expect(formatUnit(22, 'millimeter', 'ro')).toBe('22 mm');
    expect(formatUnit(1200, 'millimeter', 'ro')).toBe('1200 mm');
    expect(formatUnit(2.5, 'meter', 'ru')).toBe('2,5 м');
    expect(formatUnit(2.5, 'meter', 'ro')).toBe('2,5 m');
    expect(formatUnit(2.5, 'meter', 'en')).toBe('2.5 m');
  });
});
