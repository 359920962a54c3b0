import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, carts, orders } from '../db/schema';
import { newAnonymousId, type Caller, type CartRow } from './orders-cart';

/**
 * Issue 26: a GET of the cart without `X-Cart-Id` (a crawler, a loop) must not fill the carts table.
 * New anonymous carts are limited per client (rateRules.cartCreatePerIp); past the limit the client
 * gets an empty cart of the spec's shape that is not stored (id 0: any write to it answers 404, and
 * the storefront re-fetches, spec 4). Empty anonymous carts untouched for a day are purged.
 */
export const STALE_CART_SECONDS = 24 * 60 * 60;
/** What requestIp answers when the transport gave no client address. */
export const UNKNOWN_CLIENT = 'unknown';
/** The purge runs at most this often per database, on the way of a cart creation. */
export const PURGE_INTERVAL_SECONDS = 60 * 60;

/** An empty cart of the spec's shape that exists nowhere: what a client over its creation limit sees. */
export function unsavedCart(caller: Caller, now: Date): CartRow {
  return {
    id: 0,
    anonymousId: caller.anonymousId ?? newAnonymousId(),
    userId: null,
    status: 'open',
    deliveryDetails: null,
    userDetails: null,
    paymentMethod: null,
    bonuses: 0,
    createdAt: now,
    updatedAt: now,
  } as CartRow;
}

/** Deletes open anonymous carts without items, unchanged since `now` minus a day; answers how many. */
export async function purgeStaleCarts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - STALE_CART_SECONDS * 1000);
  const deleted = await db
    .delete(carts)
    .where(
      and(
        isNull(carts.userId),
        eq(carts.status, 'open'),
        lt(carts.updatedAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(cartItems)
            .where(eq(cartItems.cartId, carts.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(eq(orders.cartId, carts.id)),
        ),
      ),
    )
    .returning({ id: carts.id });
  return deleted.length;
}

const lastPurge = new WeakMap<Db, number>();

/** Runs the purge when the last one on this database is an hour old (by the provider's clock). */
export async function purgeStaleCartsNow(db: Db, now: Date): Promise<void> {
  const last = lastPurge.get(db);
  if (
    last !== undefined &&
    now.getTime() - last < PURGE_INTERVAL_SECONDS * 1000 &&
    now.getTime() >= last
  )
    return;
  lastPurge.set(db, now.getTime());
  await purgeStaleCarts(db, now);
}
