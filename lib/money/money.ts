/** The shop sells in euro; the configurator's price lists are in Moldovan lei (spec 1 and 9). */
export const currencies = ['EUR', 'MDL'] as const;
export type Currency = (typeof currencies)[number];

/** An amount in minor units (cents, bani) of its currency; never a float. */
export interface Money {
  amount: number;
  currency: Currency;
}

export function money(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`money amounts are integer minor units, got ${amount}`);
  return { amount, currency };
}

/** Rounds half away from zero, the way a cashier rounds a bill. */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** `amount × numerator / denominator` rounded to whole minor units. */
export function scale(amount: number, numerator: number, denominator: number): number {
  return roundHalfAwayFromZero((amount * numerator) / denominator);
}

export function sumAmounts(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}
