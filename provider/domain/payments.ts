import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, orderStatusHistory, paymentTokens, users } from '../db/schema';
import { bonusesEarned } from './bonuses';
import { canTransition, type OrderStatus } from './orders';

export type PaymentOutcome = 'approved' | 'declined';
type OrderRow = typeof orders.$inferSelect;

/**
 * Applies the bank's answer once: the token is burnt atomically, so a replayed or late callback
 * finds it used (or expired) and changes nothing. Approval marks the order paid and credits its
 * bonuses; a decline cancels it and gives back the bonuses it spent.
 */
export async function settlePayment(
  db: Db,
  input: { nonce: string; orderId: number; outcome: PaymentOutcome; now: Date },
): Promise<{ changed: boolean; order: OrderRow | undefined }> {
  return db.transaction(async (tx) => {
    const burnt = await tx
      .update(paymentTokens)
      .set({ usedAt: input.now, outcome: input.outcome })
      .where(and(eq(paymentTokens.nonce, input.nonce), eq(paymentTokens.orderId, input.orderId), isNull(paymentTokens.usedAt), gt(paymentTokens.expiresAt, input.now)))
      .returning({ nonce: paymentTokens.nonce });
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!burnt.length || !order) return { changed: false, order };
    const target: OrderStatus = input.outcome === 'approved' ? 'paid' : 'cancelled';
    if (!canTransition(order.status, target)) return { changed: false, order };

    const earned = target === 'paid' && order.userId !== null ? bonusesEarned(order.totals.grand_total) : 0;
    if (order.userId !== null) {
      const delta = target === 'paid' ? earned : order.bonusesSpent;
      if (delta > 0) await tx.update(users).set({ bonusBalance: sql`${users.bonusBalance} + ${delta}` }).where(eq(users.id, order.userId));
    }
    const [updated] = await tx
      .update(orders)
      .set({ status: target, bonusesEarned: earned, updatedAt: input.now })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: target, createdAt: input.now });
    return { changed: true, order: updated };
  });
}

/** Statuses that mean the money arrived, for the redirect after a replayed callback. */
export function isPaid(status: OrderStatus): boolean {
  return status === 'paid' || status === 'in_production' || status === 'delivered';
}
