import { describe, expect, it } from 'vitest';
import {
  cartLineRules,
  clampQuantity,
  fromHundredths,
  MAX_LINE_QUANTITY,
  normalizeQuantity,
  parseQuantity,
  quantityBounds,
  readTypedQuantity,
  stepQuantity,
  toHundredths,
  type QuantityRules,
} from './quantity';

const pieces: QuantityRules = { min: 1, max: 10, allowDecimals: false };
const metres: QuantityRules = { min: 0.5, max: 25, allowDecimals: true };

describe('quantity input (spec 5)', () => {
  it.each([
    ['3', pieces, 3],
    [' 7 ', pieces, 7],
    ['0', pieces, 1],
    ['11', pieces, 10],
    ['2.5', pieces, 1],
    ['2,5', pieces, 1],
    ['abc', pieces, 1],
    ['', pieces, 1],
    ['-3', pieces, 1],
    ['1e3', pieces, 1],
    ['2.5', metres, 2.5],
    ['2,75', metres, 2.75],
    ['2.755', metres, 0.5],
    ['0.1', metres, 0.5],
    ['30', metres, 25],
    ['.5', metres, 0.5],
    [4, pieces, 4],
    [1.25, metres, 1.25],
  ] as const)('%j with %j settles on %d', (input, rules, expected) => {
    expect(normalizeQuantity(input, rules)).toBe(expected);
  });

  it('parses only the allowed precision', () => {
    expect(parseQuantity('3', false)).toBe(3);
    expect(parseQuantity('3.1', false)).toBeNull();
    expect(parseQuantity('3,10', true)).toBe(3.1);
    expect(parseQuantity('3,100', true)).toBeNull();
  });

  it('takes the bounds from the module values when none are given', () => {
    expect(quantityBounds({ allowDecimals: false })).toEqual({
      min: 1,
      max: Number.POSITIVE_INFINITY,
    });
    expect(quantityBounds({ moduleValues: [6, 2, 4], allowDecimals: false })).toEqual({
      min: 2,
      max: 6,
    });
    expect(quantityBounds({ min: 3, moduleValues: [2, 6], allowDecimals: false })).toEqual({
      min: 3,
      max: 6,
    });
    expect(quantityBounds({ min: 5, max: 2, allowDecimals: false })).toEqual({ min: 5, max: 5 });
    expect(clampQuantity(1_000_000, { allowDecimals: false })).toBe(1_000_000);
  });

  it('steps by one within the bounds without float drift', () => {
    expect(stepQuantity(1, 1, pieces)).toBe(2);
    expect(stepQuantity(10, 1, pieces)).toBe(10);
    expect(stepQuantity(1, -1, pieces)).toBe(1);
    expect(stepQuantity(1.1, 1, metres)).toBe(2.1);
    expect(stepQuantity(1.2, -1, metres)).toBe(0.5);
  });

  it('converts to and from hundredths exactly', () => {
    expect(toHundredths(2.55)).toBe(255);
    expect(toHundredths(1.1)).toBe(110);
    expect(fromHundredths(255)).toBe(2.55);
  });
});

describe("typed quantities in the shopper's locale (issue 27)", () => {
  it.each([
    ['2,5', 'ro', metres, { ok: true, value: 2.5, problem: null }],
    ['2.5', 'ro', metres, { ok: true, value: 2.5, problem: null }],
    ['0,25', 'ru', metres, { ok: true, value: 0.5, problem: 'below_min' }],
    ['1 200', 'ru', metres, { ok: true, value: 25, problem: 'above_max' }],
    ['1.200', 'it', pieces, { ok: true, value: 10, problem: 'above_max' }],
    ['2.555', 'ro', metres, { ok: false, problem: 'too_many_decimals' }],
    ['2,5', 'ro', pieces, { ok: false, problem: 'too_many_decimals' }],
    ['2.5', 'en', pieces, { ok: false, problem: 'too_many_decimals' }],
    ['doi', 'ro', pieces, { ok: false, problem: 'not_a_number' }],
    ['7', 'en', pieces, { ok: true, value: 7, problem: null }],
  ] as const)('%j in %s', (text, locale, rules, expected) => {
    expect(readTypedQuantity(text, rules, locale)).toEqual(expected);
  });
});

describe('cartLineRules', () => {
  it('keeps a line within MAX_LINE_QUANTITY, as the API does, and says which bound applied', () => {
    const unbounded = cartLineRules({ min: 1, max: null, allowDecimals: false });
    expect(quantityBounds(unbounded)).toEqual({ min: 1, max: MAX_LINE_QUANTITY });
    expect(readTypedQuantity('99 999', unbounded, 'ro')).toEqual({
      ok: true,
      value: MAX_LINE_QUANTITY,
      problem: 'above_max',
    });
    expect(quantityBounds(cartLineRules({ min: 0.5, max: 600, allowDecimals: true }))).toEqual({
      min: 0.5,
      max: 600,
    });
    expect(quantityBounds(cartLineRules({ min: 1, max: 5_000, allowDecimals: false })).max).toBe(
      MAX_LINE_QUANTITY,
    );
  });
});
