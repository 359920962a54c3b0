import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { CART_ID_HEADER } from '../../lib/api/headers';
import { cartSchema } from '../../lib/api/schemas/cart';
import { positiveId } from '../../lib/validation/integer';
import { carts } from '../db/schema';
import { checkOrderTotal } from '../domain/cart-rules';
import { answer, errorAnswers, reply } from './openapi';
import { mdlPerEur } from '../../lib/money/rate';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import {
  callerFrom,
  ownedOpenCart,
  priceCart,
  type CartRow,
  type CartView,
} from '../domain/orders-cart';
import { optionalUser } from './auth';
import { ClientError } from './errors';
import { translate } from '../i18n';

/** A refused bearer token answers 401 (not an anonymous cart) so the storefront refreshes it (spec 4). */
export const caller = (c: Context<AppEnv>) =>
  callerFrom(optionalUser(c), c.req.header(CART_ID_HEADER));

/** The open cart `id` of the path, if the caller owns it; another visitor's cart is a 404. */
export async function requireCart(
  c: Context<AppEnv>,
  id: number,
  db: Db = c.get('db'),
  lock = false,
): Promise<CartRow> {
  const cart = await ownedOpenCart(db, caller(c), id, lock);
  if (!cart) throw new ClientError(404, { detail: translate(c.get('locale'), 'not_found') });
  return cart;
}

/** The cart as the API answers it, priced in the request's language. */
export async function cartResponse(c: Context<AppEnv>, cart: CartRow, db: Db = c.get('db')) {
  return (await priceCart(db, cart, c.get('locale'), mdlPerEur())).view;
}

export const CART = '/api/calculator/cart';
export const cartParams = z.object({ id: positiveId() });
/** The answers of a change of the cart. */
export const changedCart = { 200: answer(cartSchema, 'The cart with the change'), ...errorAnswers };

export const answerCart = (c: Context<AppEnv>, view: CartView) => reply(c, cartSchema, view, 200);

/**
 * Runs a change on the caller's cart under a row lock, so that it cannot slip past a concurrent
 * create-order: an ordered cart answers 404 and the storefront re-fetches and retries (spec 4).
 */
export async function changeCart(
  c: Context<AppEnv>,
  id: number,
  change: (db: Db, cart: CartRow) => Promise<void>,
) {
  const view = await c.get('db').transaction(async (tx) => {
    const cart = await requireCart(c, id, tx, true);
    await change(tx, cart);
    await tx
      .update(carts)
      .set({ updatedAt: c.get('now')() })
      .where(eq(carts.id, cart.id));
    const [fresh] = await tx.select().from(carts).where(eq(carts.id, cart.id));
    const view = await cartResponse(c, fresh!, tx);
    checkOrderTotal(c.get('locale'), view.totals.grand_total);
    return view;
  });
  return answerCart(c, view);
}
