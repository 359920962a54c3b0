/**
 * Bonus rule: a paid order earns 1 % of its grand total (rounded down to the cent) on the customer's
 * bonus balance. At checkout a signed-in customer may spend bonuses on the goods: at most their
 * balance and at most the order's new total (delivery is always paid). Bonuses of an order that is
 * cancelled before payment go back to the balance.
 */
export const BONUS_EARN_PERCENT = 1;

export function bonusesEarned(grandTotal: number): number {
  return Math.floor((grandTotal * BONUS_EARN_PERCENT) / 100);
}

export function spendableBonuses(requested: number, balance: number, newTotal: number): number {
  return Math.max(0, Math.min(requested, balance, newTotal));
}
