/** Spec 3: a specialist's rating moves in steps of 0.5 between 0 and 5. */
export function roundRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** Five stars as text: full, half, empty (★ ⯪ ☆) for the visual; the number goes to screen readers. */
export function ratingStars(rating: number): { full: number; half: boolean; empty: number } {
  const value = roundRating(rating);
  const full = Math.floor(value);
  const half = value - full === 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}
