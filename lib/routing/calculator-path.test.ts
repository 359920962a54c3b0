import { describe, expect, it } from 'vitest';
import { calculatorPath } from './calculator-path';

describe('calculatorPath (spec 2 "Other links")', () => {
  it("opens a category's calculator page by its calculator id", () => {
    expect([1, 6, 7].map(calculatorPath)).toEqual(['/calculators', '/calculators', '/calculators']);
    expect(calculatorPath(8)).toBe('/calculators/gates');
    expect(calculatorPath(9)).toBe('/calculators/awning');
  });

  it('has none for a category without a calculator, or with one the shop does not offer', () => {
    expect([null, undefined, 2, 10].map(calculatorPath)).toEqual([null, null, null, null]);
  });
});
