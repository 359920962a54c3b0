import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, carts, orders, orderStatusHistory, paymentTokens, users } from '../db/schema';
import { bonusesEarned } from './bonuses';
import { canTransition, type OrderStatus } from './orders';
import { openCartFor } from './orders-cart';

export type PaymentOutcome = 'approved' | 'declined';
type OrderRow = typeof orders.$inferSelect;

/**
 * Applies the bank's answer once: the token is burnt atomically, so a replayed or late callback
 * finds it used (or expired) and changes nothing. Approval marks the order paid and credits its
 * bonuses; a decline cancels it, gives back the bonuses it spent and puts its items back into the
 * shopper's cart, so that they can try again from the cart page.
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
    if (target === 'cancelled') await restoreCart(tx, order.cartId);
    return { changed: true, order: updated };
  });
}

/** Statuses that mean the money arrived, for the redirect after a replayed callback. */
export function isPaid(status: OrderStatus): boolean {
  return status === 'paid' || status === 'in_production' || status === 'delivered';
}

async function restoreCart(db: Db, orderedCartId: number) {
  const [ordered] = await db.select().from(carts).where(eq(carts.id, orderedCartId));
  if (!ordered) return;
  const owner = ordered.userId === null ? { user: null, anonymousId: ordered.anonymousId } : { user: { id: ordered.userId }, anonymousId: null };
  const open = await openCartFor(db, owner);
  const items = await db.select().from(cartItems).where(eq(cartItems.cartId, ordered.id));
  if (!items.length) return;
  await db.insert(cartItems).values(
    items.map((item) => ({ cartId: open.id, productId: item.productId, calculatorTypeId: item.calculatorTypeId, configuration: item.configuration, quantity: item.quantity })),
  );
  await db
    .update(carts)
    .set({ deliveryDetails: open.deliveryDetails ?? ordered.deliveryDetails, userDetails: open.userDetails ?? ordered.userDetails })
    .where(eq(carts.id, open.id));
}
