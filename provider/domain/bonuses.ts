import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bonusLedger, users, type BonusReason } from '../db/schema';

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

export interface BonusMovement {
  userId: number;
  orderId: number | null;
  /** Euro cents: positive credits, negative spends. */
  delta: number;
  reason: BonusReason;
  now: Date;
}

/**
 * The only way a bonus balance changes: a ledger row and the balance in one step, inside the
 * caller's transaction. The user's row is locked first, so concurrent movements queue; an order
 * moves bonuses once per reason (the ledger's unique index). 'insufficient' and 'duplicate' change
 * nothing.
 */
export async function moveBonuses(
  tx: Db,
  movement: BonusMovement,
): Promise<'moved' | 'insufficient' | 'duplicate'> {
  if (movement.delta === 0) return 'moved';
  const [user] = await tx
    .select({ balance: users.bonusBalance })
    .from(users)
    .where(eq(users.id, movement.userId))
    .for('update');
  if (!user || user.balance + movement.delta < 0) return 'insufficient';
  const recorded = await tx
    .insert(bonusLedger)
    .values({
      userId: movement.userId,
      orderId: movement.orderId,
      delta: movement.delta,
      reason: movement.reason,
      createdAt: movement.now,
    })
    .onConflictDoNothing()
    .returning({ id: bonusLedger.id });
  if (!recorded.length) return 'duplicate';
  await tx
    .update(users)
    .set({ bonusBalance: sql`${users.bonusBalance} + ${movement.delta}` })
    .where(eq(users.id, movement.userId));
  return 'moved';
}
