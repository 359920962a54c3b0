import { describe, expect, it, vi } from 'vitest';
import { memoizeByKey } from './memo';

describe('memoizeByKey: a pure function of a string, computed once per key', () => {
  it('computes a key once and answers the same value after', () => {
    const compute = vi.fn((key: string) => ({ key, parts: [key.length] }));
    const memo = memoizeByKey(compute);
    const first = memo('/ferestre');
    expect(memo('/ferestre')).toBe(first);
    expect(memo('/usi')).toEqual({ key: '/usi', parts: [4] });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps a null answer too', () => {
    const compute = vi.fn(() => null);
    const memo = memoizeByKey(compute);
    memo('tel:+373');
    memo('tel:+373');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('starts over past its limit, so made-up keys cost no memory', () => {
    const compute = vi.fn((key: string) => key.toUpperCase());
    const memo = memoizeByKey(compute, 2);
    memo('a');
    memo('b');
    memo('c'); // the third key clears the first two
    memo('a');
    expect(compute).toHaveBeenCalledTimes(4);
    memo('c'); // kept since
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('freezes a shared value, nested parts included, so no caller changes it for another', () => {
    const memo = memoizeByKey((key: string) => ({ pathname: key, params: { slug: ['a'] } }));
    const value = memo('/x');
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.params.slug)).toBe(true);
    expect(() => {
      (value.params.slug as string[]).push('b');
    }).toThrow(TypeError);
  });
});
