import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { getConfig } from '../../lib/config';
import type {
  OrderStatusValue,
  StaffOrderDetail,
  StaffOrderSummary,
} from '../../lib/api/schemas/staff';
import type { Db } from '../db/client';
import type { ConfigurableProductDefinition } from '../db/schema/calculator';
import { pick } from '../db/localized';
import {
  calculatorTypes,
  orders,
  orderStatusHistory,
  paymentRefunds,
  paymentTokens,
  users,
} from '../db/schema';
import { orderStatusMail } from '../mail/order-mails';
import type { StatusMailKind } from '../mail/templates/order-status';
import { storeInOutbox } from '../mail/transport';
import type { Locale } from '../../lib/i18n/locales';
import { mdlPerEur } from '../../lib/money/rate';
import { priceConfiguration, type Configuration } from '../../lib/pricing/configuration';
import { bonusesEarned, moveBonuses } from './bonuses';
import { describeConfiguration } from './orders-cart';
import { canTransition, paymentMethods, type OrderStatus } from './orders';

type OrderRow = typeof orders.$inferSelect;

/** Orders per page of the console's list. */
export const STAFF_PAGE_SIZE = 20;

/**
 * Issue 38: where staff may move an order from its status. The bank settles card payments, so only
 * an invoice's payment is marked paid by hand; a cash order is confirmed from new straight into
 * production and paid on delivery; an order can be cancelled until it is in production.
 */
export function staffNextStatuses(
  order: Pick<OrderRow, 'status' | 'paymentMethod'>,
): OrderStatus[] {
  const candidates: OrderStatus[] = [
    'awaiting_payment',
    'paid',
    'in_production',
    'delivered',
    'cancelled',
  ];
  return candidates.filter((to) => {
    if (!canTransition(order.status, to)) return false;
    if (to === 'paid') return order.paymentMethod === paymentMethods.invoice;
    if (order.status === 'new' && to === 'in_production')
      return order.paymentMethod === paymentMethods.cash;
    if (order.status === 'new' && to === 'awaiting_payment')
      return order.paymentMethod !== paymentMethods.cash;
    return true;
  });
}

export interface OrderFilters {
  status?: OrderStatusValue;
  paymentMethod?: number;
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtersOf(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.paymentMethod)
    conditions.push(sql`${orders.paymentMethod} = ${filters.paymentMethod}`);
  if (filters.from) conditions.push(gte(orders.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, end));
  }
  const q = filters.q?.trim();
  if (q) {
    const like = `%${escapeLike(q.toLowerCase())}%`;
    const text = sql`(lower(${orders.nr}) like ${like}
      or lower(${orders.userDetails}->>'full_name') like ${like}
      or lower(${orders.userDetails}->>'email') like ${like}
      or lower(${orders.userDetails}->>'phone') like ${like}`;
    // A phone typed any way (+373 69 123 456, 069123456): its digits against the stored number's.
    const digits = q.replace(/\D/g, '').replace(/^(00373|373|0)/, '');
    conditions.push(
      digits.length >= 4
        ? sql`${text} or regexp_replace(${orders.userDetails}->>'phone', '\\D', '', 'g') like ${`%${digits}%`})`
        : sql`${text})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const summaryOf = (order: OrderRow): StaffOrderSummary => ({
  nr: order.nr,
  status: order.status,
  payment_method: order.paymentMethod,
  name: order.userDetails.full_name,
  phone: order.userDetails.phone,
  email: order.userDetails.email,
  grand_total: order.totals.grand_total,
  created_at: order.createdAt.toISOString(),
});

export async function listOrders(db: Db, filters: OrderFilters) {
  const where = filtersOf(filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STAFF_PAGE_SIZE)
    .offset((filters.page - 1) * STAFF_PAGE_SIZE);
  return {
    count: total,
    pages: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)),
    page: filters.page,
    results: rows.map(summaryOf),
  };
}

export async function findOrder(db: Db, nr: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.nr, nr));
  return order;
}

function deliveryOf(order: OrderRow): StaffOrderDetail['delivery'] {
  const { delivery_type, address } = order.deliveryDetails;
  if (!address) return { type: delivery_type, address: '' };
  const parts = [
    `${address.first_name} ${address.last_name}`.trim(),
    address.phone,
    address.company ?? '',
    [address.street, address.house, address.apartment].filter(Boolean).join(' '),
    [address.zip_code ?? '', address.city].filter(Boolean).join(' '),
  ];
  return { type: delivery_type, address: parts.filter(Boolean).join(', ') };
}

/**
 * A stored configuration in `locale` as the cart words it, with its type's defaults filled in; null
 * when it no longer fits its type (an option withdrawn since).
 */
export function describeChoices(
  product: ConfigurableProductDefinition,
  configuration: Record<string, unknown>,
  locale: Locale,
): string[] | null {
  // Stored as priced (an order's line) or as validated (an order request): a Configuration.
  const priced = priceConfiguration(product, configuration as Configuration, mdlPerEur());
  return priced.ok ? describeConfiguration(product, priced.price.selection, locale) : null;
}

/**
 * An order's lines in the staff member's language: a configured item is named and described from
 * its calculator type as the cart describes it (the order keeps the shopper's language's words);
 * a type deleted or changed since keeps the words the order was placed with.
 */
async function linesOf(
  db: Db,
  order: OrderRow,
  locale: Locale,
): Promise<StaffOrderDetail['lines']> {
  const typeIds = [
    ...new Set(
      order.items.flatMap((item) => (item.calculator_type_id ? [item.calculator_type_id] : [])),
    ),
  ];
  const types = typeIds.length
    ? await db.select().from(calculatorTypes).where(inArray(calculatorTypes.id, typeIds))
    : [];
  return order.items.map((item) => {
    const type = types.find((candidate) => candidate.id === item.calculator_type_id);
    const description =
      type && item.configuration ? describeChoices(type.product, item.configuration, locale) : null;
    return {
      name: type && description ? pick(type.product.name, locale) : item.name,
      category: item.category,
      description: description ?? item.description,
      calculator_type_id: item.calculator_type_id,
      configuration: item.configuration,
      unit: item.unit,
      quantity: item.quantity,
      price: item.price,
      total: item.total,
    };
  });
}

export async function orderDetail(
  db: Db,
  order: OrderRow,
  locale: Locale,
): Promise<StaffOrderDetail> {
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.id));
  const links = await db.select().from(paymentTokens).where(eq(paymentTokens.orderId, order.id));
  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, order.id));
  const payments: StaffOrderDetail['payments'] = [
    ...links.map((link) => ({
      kind: 'link' as const,
      reference: link.nonce,
      amount: link.amount,
      outcome: link.outcome ?? null,
      at: (link.usedAt ?? link.expiresAt).toISOString(),
      by: null,
    })),
    ...refunds.map((refund) => ({
      kind: 'refund' as const,
      reference: refund.reference,
      amount: refund.amount,
      outcome: 'refunded',
      at: refund.createdAt.toISOString(),
      by: refund.staffName,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...summaryOf(order),
    locale: order.locale,
    comment: order.comment,
    lines: await linesOf(db, order, locale),
    totals: {
      total: order.totals.total,
      new_total: order.totals.new_total,
      grand_total: order.totals.grand_total,
    },
    bonuses_spent: order.bonusesSpent,
    bonuses_earned: order.bonusesEarned,
    registered_customer: order.userId !== null,
    delivery: deliveryOf(order),
    payments,
    history: history.map((row) => ({
      status: row.status,
      at: row.createdAt.toISOString(),
      by: row.staffName ?? null,
      reason: row.reason ?? null,
    })),
    next: staffNextStatuses(order),
  };
}

/** The approved card payment of an order: its reference at the acquirer and the amount taken. */
export async function approvedPayment(db: Db, orderId: number) {
  const [link] = await db
    .select()
    .from(paymentTokens)
    .where(and(eq(paymentTokens.orderId, orderId), eq(paymentTokens.outcome, 'approved')));
  return link && { reference: link.nonce, amount: link.amount };
}

export type ChangeResult = { ok: true; order: OrderRow } | { ok: false; reason: 'not_allowed' };

export interface StatusChange {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  staffName: string;
  reason: string | null;
  now: Date;
  /** The refund the gateway made before this change (a paid card order being cancelled). */
  refund: { reference: string; amount: number; gateway: string } | null;
}

function mailKindOf(from: OrderStatus, to: OrderStatus): StatusMailKind | null {
  if (to === 'in_production' && from === 'new') return 'confirmed';
  if (to === 'paid' || to === 'in_production' || to === 'delivered' || to === 'cancelled')
    return to;
  return null;
}

/**
 * Moves an order as staff asked, in one transaction under the order's lock, only from the status
 * the staff member saw. Bonuses (docs/payments.md): an invoice marked paid earns 1 % as a card
 * payment does; a cash order earns on delivery, when it is paid; a cancellation gives back the
 * bonuses spent and takes back what a paid order earned (at most the balance). Writes the history
 * row with the staff member's name and queues the shopper's mail in the order's language.
 */
export async function changeOrderStatus(db: Db, change: StatusChange): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, change.orderId))
      .for('update');
    if (!order || order.status !== change.from || !staffNextStatuses(order).includes(change.to))
      return { ok: false, reason: 'not_allowed' } as const;
    let earned = order.bonusesEarned;
    if (order.userId !== null) {
      const earns =
        (change.to === 'paid' && order.paymentMethod === paymentMethods.invoice) ||
        (change.to === 'delivered' && order.paymentMethod === paymentMethods.cash);
      if (earns) {
        earned = bonusesEarned(order.totals.grand_total);
        await moveBonuses(tx, {
          userId: order.userId,
          orderId: order.id,
          delta: earned,
          reason: 'order_earned',
          now: change.now,
        });
      }
      if (change.to === 'cancelled') {
        await moveBonuses(tx, {
          userId: order.userId,
          orderId: order.id,
          delta: order.bonusesSpent,
          reason: 'order_refund',
          now: change.now,
        });
        if (order.bonusesEarned > 0) {
          const [owner] = await tx
            .select({ balance: users.bonusBalance })
            .from(users)
            .where(eq(users.id, order.userId));
          const back = Math.min(order.bonusesEarned, owner?.balance ?? 0);
          if (back > 0)
            await moveBonuses(tx, {
              userId: order.userId,
              orderId: order.id,
              delta: -back,
              reason: 'order_earned_reversed',
              now: change.now,
            });
        }
      }
    }
    const [updated] = await tx
      .update(orders)
      .set({ status: change.to, bonusesEarned: earned, updatedAt: change.now })
      .where(and(eq(orders.id, order.id), eq(orders.status, change.from)))
      .returning();
    if (!updated) return { ok: false, reason: 'not_allowed' } as const;
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: change.to,
      staffName: change.staffName,
      reason: change.reason,
      createdAt: change.now,
    });
    if (change.refund)
      await tx
        .insert(paymentRefunds)
        .values({
          orderId: order.id,
          reference: change.refund.reference,
          gateway: change.refund.gateway,
          amount: change.refund.amount,
          staffName: change.staffName,
          createdAt: change.now,
        })
        .onConflictDoNothing();
    const kind = mailKindOf(change.from, change.to);
    if (kind)
      await storeInOutbox(
        tx,
        await orderStatusMail(updated, kind, {
          reason: change.to === 'cancelled' ? change.reason : null,
          refunded: change.refund !== null,
          siteUrl: getConfig().SITE_URL,
        }),
        change.now,
      );
    return { ok: true, order: updated } as const;
  });
}
