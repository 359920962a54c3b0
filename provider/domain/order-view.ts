import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, orderStatusHistory } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** An order as the API answers it (spec 7 'Order'), with its status history. */
export function orderView(order: OrderRow, history: HistoryRow[]) {
  return {
    id: order.id,
    nr: order.nr,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    currency: order.currency,
    items: order.items,
    totals: order.totals,
    characteristics: order.characteristics,
    delivery_details: order.deliveryDetails,
    user_details: order.userDetails,
    payment_method: order.paymentMethod,
    comment: order.comment,
    bonuses_spent: order.bonusesSpent,
    bonuses_earned: order.bonusesEarned,
    status_history: history.map((row) => ({
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** The status histories of `orderIds`, oldest first. */
export async function historyOf(db: Db, orderIds: number[]): Promise<HistoryRow[]> {
  if (!orderIds.length) return [];
  return db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.id));
}
