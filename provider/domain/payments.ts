import { and, eq, gt, isNull } from 'drizzle-orm';
import { getConfig } from '../../lib/config';
import type { Db } from '../db/client';
import { cartItems, carts, orders, orderStatusHistory, paymentTokens } from '../db/schema';
import { paymentResultMail } from '../mail/order-mails';
import { sendPendingMail } from '../mail/outbox';
import { storeInOutbox } from '../mail/transport';
import type { PaymentLink, PaymentOutcome } from '../payments/gateway';
import { bonusesEarned, moveBonuses } from './bonuses';
import { canTransition, type OrderStatus } from './orders';
import { openCartFor } from './orders-cart';

export type { PaymentOutcome };
type OrderRow = typeof orders.$inferSelect;

/**
 * Records a link the gateway opened as the order's one live link, voiding any earlier one; false
 * (nothing recorded) when the order no longer awaits payment.
 */
export async function recordPaymentLink(
  db: Db,
  input: { orderId: number; amount: number; link: PaymentLink },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    if (!order || order.status !== 'awaiting_payment') return false;
    await tx.insert(paymentTokens).values({
      nonce: input.link.reference,
      orderId: order.id,
      amount: input.amount,
      expiresAt: input.link.expiresAt,
    });
    await tx
      .update(orders)
      .set({ paymentNonce: input.link.reference })
      .where(eq(orders.id, order.id));
    return true;
  });
}

/**
 * - settled: this callback paid or cancelled the order;
 * - closed: the order was settled before (a replay, a late or a concurrent callback): nothing moves;
 * - replaced: the link is not the order's live one (a newer link voided it);
 * - expired: the live link expired before the bank answered.
 */
export type SettleResult = 'settled' | 'closed' | 'replaced' | 'expired' | 'unknown';

/**
 * Applies the bank's answer as a state machine on the order: the order's row is locked, and only an
 * order awaiting payment, answered through its live link, moves — to paid (crediting the bonuses it
 * earns) or to cancelled (giving back the bonuses it spent and putting its items back into the
 * shopper's cart). Once paid or cancelled, no callback changes the order or moves a bonus. The
 * shopper's mail of the result (issue 37) is queued in the same transaction, so every gateway's
 * settlement sends it exactly once.
 */
export async function settlePayment(
  db: Db,
  input: { reference: string; orderId: number; outcome: PaymentOutcome; now: Date },
): Promise<{ result: SettleResult; order: OrderRow | undefined }> {
  const settled = await settleInTransaction(db, input);
  if (settled.result === 'settled') void sendPendingMail(db);
  return settled;
}

function settleInTransaction(
  db: Db,
  input: { reference: string; orderId: number; outcome: PaymentOutcome; now: Date },
): Promise<{ result: SettleResult; order: OrderRow | undefined }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    if (!order) return { result: 'unknown', order };
    if (order.status !== 'awaiting_payment') return { result: 'closed', order };
    if (order.paymentNonce !== input.reference) return { result: 'replaced', order };
    const burnt = await tx
      .update(paymentTokens)
      .set({ usedAt: input.now, outcome: input.outcome })
      .where(
        and(
          eq(paymentTokens.nonce, input.reference),
          eq(paymentTokens.orderId, order.id),
          isNull(paymentTokens.usedAt),
          gt(paymentTokens.expiresAt, input.now),
        ),
      )
      .returning({ nonce: paymentTokens.nonce });
    if (!burnt.length) return { result: 'expired', order };
    const target: OrderStatus = input.outcome === 'approved' ? 'paid' : 'cancelled';
    if (!canTransition(order.status, target)) return { result: 'closed', order };

    const earned =
      target === 'paid' && order.userId !== null ? bonusesEarned(order.totals.grand_total) : 0;
    if (order.userId !== null) {
      const movement =
        target === 'paid'
          ? { delta: earned, reason: 'order_earned' as const }
          : { delta: order.bonusesSpent, reason: 'order_refund' as const };
      const moved = await moveBonuses(tx, {
        userId: order.userId,
        orderId: order.id,
        now: input.now,
        ...movement,
      });
      if (moved !== 'moved')
        throw new Error(`order ${order.id}: bonuses already moved (${movement.reason})`);
    }
    // Conditional on the status read under the lock: a second settlement cannot match.
    const [updated] = await tx
      .update(orders)
      .set({ status: target, bonusesEarned: earned, updatedAt: input.now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')))
      .returning();
    if (!updated) throw new Error(`order ${order.id} settled twice`);
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: target, createdAt: input.now });
    if (target === 'cancelled') await restoreCart(tx, order.cartId);
    await storeInOutbox(
      tx,
      await paymentResultMail(updated, target === 'paid', getConfig().SITE_URL),
      input.now,
    );
    return { result: 'settled', order: updated };
  });
}

/** Statuses that mean the money arrived, for the redirect after a replayed callback. */
export function isPaid(status: OrderStatus): boolean {
  return status === 'paid' || status === 'in_production' || status === 'delivered';
}

async function restoreCart(db: Db, orderedCartId: number) {
  const [ordered] = await db.select().from(carts).where(eq(carts.id, orderedCartId));
  if (!ordered) return;
  const owner =
    ordered.userId === null
      ? { user: null, anonymousId: ordered.anonymousId }
      : { user: { id: ordered.userId }, anonymousId: null };
  const open = await openCartFor(db, owner);
  const items = await db.select().from(cartItems).where(eq(cartItems.cartId, ordered.id));
  if (!items.length) return;
  await db.insert(cartItems).values(
    items.map((item) => ({
      cartId: open.id,
      productId: item.productId,
      calculatorTypeId: item.calculatorTypeId,
      configuration: item.configuration,
      quantity: item.quantity,
    })),
  );
  await db
    .update(carts)
    .set({
      deliveryDetails: open.deliveryDetails ?? ordered.deliveryDetails,
      userDetails: open.userDetails ?? ordered.userDetails,
      // The guest who retries goes on with the account their first checkout created.
      checkoutUserId: open.checkoutUserId ?? ordered.checkoutUserId,
    })
    .where(eq(carts.id, open.id));
}
