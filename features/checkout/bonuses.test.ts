import { describe, expect, it } from 'vitest';
import { balanceText, bonusCents } from './bonuses';

// Issue 39: a balance of 4,74 € used as "4,74" applied 4,00 €, and "0,08" applied nothing.
describe('bonusCents', () => {
  it('spends the cents typed, in the locale of the page', () => {
    expect(bonusCents('4,74', 474, 'ro')).toBe(474);
    expect(bonusCents('0,08', 474, 'ru')).toBe(8);
    expect(bonusCents('4.7', 474, 'en')).toBe(470);
    expect(bonusCents('3', 474, 'it')).toBe(300);
  });

  it('never spends more than the balance', () => {
    expect(bonusCents('10', 474, 'ro')).toBe(474);
  });

  it('says when the text is no amount rather than guess', () => {
    expect(bonusCents('abc', 474, 'ro')).toBeNull();
    expect(bonusCents('1,234', 474, 'ro')).toBeNull();
    expect(bonusCents('', 474, 'ro')).toBeNull();
  });
});

describe('balanceText', () => {
  it('starts the field with the whole balance, cents and all', () => {
    expect(balanceText(474, 'ro')).toBe('4,74');
    expect(balanceText(215_000, 'en')).toBe('2150.00');
    expect(bonusCents(balanceText(474, 'ru'), 474, 'ru')).toBe(474);
  });
});
