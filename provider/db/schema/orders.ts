import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CartCharacteristics, CartTotals } from '../../../lib/pricing/totals';
import type { OrderStatus, PaymentMethod } from '../../domain/orders';
import { users } from './auth';
import { carts, type CartDeliveryDetails, type CartUserDetails } from './cart';

/** What was bought, frozen at the moment of ordering (prices in euro cents). */
export interface OrderItemSnapshot {
  name: string;
  category: string;
  image: string;
  product_id: number | null;
  calculator_type_id: number | null;
  configuration: Record<string, unknown> | null;
  description: string[];
  unit: 'piece' | 'metre';
  quantity: number;
  price: number;
  total: number;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human order number, e.g. FM-2025-00042. */
    nr: text('nr').notNull().unique(),
    /** Unique: one cart makes at most one order, so a double click cannot order twice. */
    cartId: integer('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').$type<'EUR'>().notNull().default('EUR'),
    items: jsonb('items').$type<OrderItemSnapshot[]>().notNull(),
    totals: jsonb('totals').$type<CartTotals>().notNull(),
    characteristics: jsonb('characteristics').$type<CartCharacteristics>().notNull(),
    deliveryDetails: jsonb('delivery_details').$type<CartDeliveryDetails>().notNull(),
    userDetails: jsonb('user_details').$type<CartUserDetails>().notNull(),
    paymentMethod: integer('payment_method').$type<PaymentMethod>().notNull(),
    comment: text('comment').notNull().default(''),
    bonusesSpent: integer('bonuses_spent').notNull().default(0),
    bonusesEarned: integer('bonuses_earned').notNull().default(0),
    /**
     * The nonce of the order's one live payment link: issuing a new link replaces it, so a callback
     * carrying any other nonce (an older link) settles nothing.
     */
    paymentNonce: text('payment_nonce'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('orders_user_idx').on(table.userId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Issue 38: the staff member who made the change (null: the shop itself, e.g. a payment). */
    staffName: text('staff_name'),
    /** Issue 38: why, for a cancellation by staff. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId)],
);

/** Why a bonus balance moved: the opening balance, or one step of an order's life. */
export const bonusReasons = [
  'opening',
  'order_spent',
  'order_refund',
  'order_earned',
  /** Issue 38: what a paid order earned, taken back when staff cancel it (at most the balance). */
  'order_earned_reversed',
] as const;
export type BonusReason = (typeof bonusReasons)[number];

/**
 * Every movement of a customer's bonuses (euro cents): `users.bonus_balance` is the sum of a user's
 * rows, kept in the same transaction as each insert. An order moves bonuses at most once per
 * reason (unique index), so no replayed callback can spend, refund or earn twice.
 */
export const bonusLedger = pgTable(
  'bonus_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<BonusReason>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bonus_ledger_user_idx').on(table.userId),
    uniqueIndex('bonus_ledger_order_reason_idx').on(table.orderId, table.reason),
    check('bonus_ledger_delta_nonzero', sql`${table.delta} <> 0`),
  ],
);

/** Issued payment links; `usedAt` makes each single-use. */
export const paymentTokens = pgTable('payment_tokens', {
  nonce: text('nonce').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  outcome: text('outcome', { enum: ['approved', 'declined'] }),
});

/**
 * Issue 38: money given back for a paid order the staff cancelled, through the gateway that took
 * it (the test bank records it; maib's POST /refund moves it). One refund per order.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** The payment's reference at the acquirer (payment_tokens.nonce). */
  reference: text('reference').notNull(),
  gateway: text('gateway').notNull(),
  amount: integer('amount').notNull(),
  staffName: text('staff_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
