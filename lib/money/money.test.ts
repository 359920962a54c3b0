import { describe, expect, it } from 'vitest';
import { localeIso, locales } from '@/lib/i18n/locales';
import {
  currencies,
  DEFAULT_MDL_PER_EUR,
  eurToMdl,
  formatMoney,
  mdlPerEur,
  mdlToEur,
  money,
  roundHalfAwayFromZero,
  scale,
  sumAmounts,
} from '.';

describe('money', () => {
  it('accepts only integer minor units', () => {
    expect(money(1990, 'EUR')).toEqual({ amount: 1990, currency: 'EUR' });
    expect(() => money(19.9, 'EUR')).toThrow(RangeError);
  });

  it.each([
    [0.5, 1],
    [1.49, 1],
    [2.5, 3],
    [-2.5, -3],
    [-0.4, -0],
  ])('rounds %d half away from zero to %d', (value, expected) => {
    expect(roundHalfAwayFromZero(value)).toBe(expected);
  });

  it('scales and sums without floats leaking out', () => {
    expect(scale(1000, 5, 100)).toBe(50);
    expect(scale(999, 20, 120)).toBe(167);
    expect(sumAmounts([1, 2, 3])).toBe(6);
    expect(sumAmounts([])).toBe(0);
  });
});

describe('exchange rate', () => {
  it.each([
    [{}, DEFAULT_MDL_PER_EUR],
    [{ MDL_PER_EUR: '' }, DEFAULT_MDL_PER_EUR],
    [{ MDL_PER_EUR: '20' }, 2000],
    [{ MDL_PER_EUR: '19.75' }, 1975],
    [{ MDL_PER_EUR: ' 19.5 ' }, 1950],
  ])('reads %j as %d hundredths', (env, expected) => {
    expect(mdlPerEur(env)).toBe(expected);
  });

  it.each(['abc', '-19', '0', '19,50', '19.505'])('refuses %s', (value) => {
    expect(() => mdlPerEur({ MDL_PER_EUR: value })).toThrow();
  });

  it.each([
    [195_000, 1950, 10_000],
    [120_000, 1950, 6154],
    [100, 1950, 5],
    [0, 1950, 0],
  ])('converts %d bani at %d to %d cents', (bani, rate, cents) => {
    expect(mdlToEur(bani, rate)).toBe(cents);
  });

  it('converts euro back to lei', () => {
    expect(eurToMdl(10_000, 1950)).toBe(195_000);
  });
});

describe('formatMoney', () => {
  it.each([
    ['en', 'EUR', 104_900, /€1,049\.00/],
    ['ro', 'EUR', 104_900, /1\.049,00\s€/],
    ['ru', 'EUR', 890, /8,90\s€/],
    ['it', 'EUR', 1690, /16,90\s€/],
    ['en', 'MDL', 120_000, /MDL\s1,200\.00/],
  ] as const)('formats in %s %s', (locale, currency, amount, pattern) => {
    expect(formatMoney(amount, currency, locale)).toMatch(pattern);
  });

  // The table (ADR 62) prints what Intl prints, byte for byte: a CLDR change in Node's ICU fails here.
  const amounts = [
    0, 1, 5, 50, 99, 100, 105, 890, 99_999, 100_000, 104_900, 999_999, 1_000_000, 1_234_567,
    123_456_789, 12.5, 104_900.5, -1250, -104_900, -1_234_567,
  ];
  it.each(locales.flatMap((locale) => currencies.map((currency) => [locale, currency] as const)))(
    '%s %s: the same text as Intl for every amount',
    (locale, currency) => {
      const intl = new Intl.NumberFormat(localeIso[locale], {
        style: 'currency',
        currency,
        currencyDisplay: currency === 'EUR' ? 'narrowSymbol' : 'symbol',
        minimumFractionDigits: 2,
      });
      for (const amount of amounts)
        expect(formatMoney(amount, currency, locale), `${amount}`).toBe(intl.format(amount / 100));
    },
  );
});
