import { describe, expect, it } from 'vitest';
import { int32, INT32_MAX, INT32_MIN, parseId, positiveId } from './integer';
import { z } from './zod';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
};

describe('int32 (issue 26: every integer fits its column)', () => {
  it.each([
    [INT32_MAX, INT32_MAX],
    [INT32_MIN, INT32_MIN],
    ['2147483647', INT32_MAX],
    [' 12 ', 12],
    ['-3', -3],
    [0, 0],
  ])('accepts %j', (value, expected) => {
    expect(messages(int32(), value)).toBe(expected);
  });

  it.each([
    2147483648,
    '2147483648',
    -2147483649,
    '-2147483649',
    4294967296,
    1e20,
    '1e20',
    1.5,
    '1.5',
    '1e3',
    '0x10',
    'NaN',
    'abc',
    Infinity,
    Number.NaN,
    true,
    [],
    [1],
    {},
  ])('refuses %j as invalid_value', (value) => {
    expect(messages(int32(), value)).toEqual(['invalid_value']);
  });

  it.each([undefined, null, ''])('a missing %j is required', (value) => {
    expect(messages(int32(), value)).toEqual(['required']);
  });

  it('keeps bounds inside int32, whatever is asked', () => {
    expect(messages(int32({ min: 1, max: 999 }), 1000)).toEqual(['invalid_value']);
    expect(messages(int32({ min: 1, max: 999 }), 0)).toEqual(['invalid_value']);
    expect(messages(int32({ max: Number.MAX_SAFE_INTEGER }), 2147483648)).toEqual([
      'invalid_value',
    ]);
    expect(messages(positiveId(), 0)).toEqual(['invalid_value']);
    expect(messages(positiveId().optional(), undefined)).toBeUndefined();
    expect(messages(positiveId().nullish(), null)).toBeNull();
  });

  it('parseId reads ids of path keys and leaves slugs and out-of-range numbers alone', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('2147483647')).toBe(INT32_MAX);
    expect(parseId('2147483648')).toBeNull();
    expect(parseId('0')).toBeNull();
    expect(parseId(' 12')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId('pvc-window')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});
