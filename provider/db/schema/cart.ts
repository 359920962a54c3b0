import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Configuration } from '../../../lib/pricing/configuration';
import type { PaymentMethod } from '../../domain/orders';
import { users } from './auth';
import { calculatorTypes } from './calculator';
import { products } from './catalog';

export const cartStatuses = ['open', 'ordered', 'merged'] as const;
export type CartStatus = (typeof cartStatuses)[number];

export interface CartDeliveryDetails {
  delivery_type: 'delivery' | 'pickup';
  address_id: number | null;
  address: {
    first_name: string;
    last_name: string;
    phone: string;
    city: string;
    street: string;
    house: string;
    apartment: string;
    zip_code?: string;
    company?: string;
  } | null;
}

export interface CartUserDetails {
  email: string;
  full_name: string;
  phone: string;
}

/**
 * One open cart per visitor: an anonymous one keyed by its unguessable `anonymous_id`, or the signed-in
 * user's. The partial unique indexes make parallel first requests create a single cart.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    anonymousId: text('anonymous_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The account a guest's checkout in this anonymous cart created (spec 4: the order form
     * registers the visitor without logging in): its order goes to that account, and the same guest
     * submitting the form again goes on with it.
     */
    checkoutUserId: integer('checkout_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: cartStatuses }).notNull().default('open'),
    deliveryDetails: jsonb('delivery_details').$type<CartDeliveryDetails>(),
    userDetails: jsonb('user_details').$type<CartUserDetails>(),
    /** Set only by set-payment-details (one of the methods of spec 3) or copied by a merge. */
    paymentMethod: integer('payment_method').$type<PaymentMethod>(),
    /** Bonuses (euro cents) the customer chose to spend at checkout. */
    bonuses: integer('bonuses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_open_anonymous_idx')
      .on(table.anonymousId)
      .where(sql`status = 'open' and user_id is null`),
    uniqueIndex('carts_open_user_idx')
      .on(table.userId)
      .where(sql`status = 'open'`),
  ],
);

/** A catalog product (product_id) or a configured product (calculator type + configuration). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    calculatorTypeId: integer('calculator_type_id').references(() => calculatorTypes.id, {
      onDelete: 'cascade',
    }),
    configuration: jsonb('configuration').$type<Configuration>(),
    /** Hundredths: 100 = one piece or one metre. */
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cart_items_cart_idx').on(table.cartId)],
);
