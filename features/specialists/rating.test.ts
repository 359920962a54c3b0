import { describe, expect, it } from 'vitest';
import { ratingStars, roundRating } from './rating';

describe('specialist rating (spec 3: steps of 0.5)', () => {
  it('rounds to the nearest half and stays within 0–5', () => {
    expect(roundRating(4.3)).toBe(4.5);
    expect(roundRating(4.2)).toBe(4);
    expect(roundRating(7)).toBe(5);
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(Number.NaN)).toBe(0);
  });

  it('splits into full, half and empty stars', () => {
    expect(ratingStars(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(ratingStars(3)).toEqual({ full: 3, half: false, empty: 2 });
  });
});
