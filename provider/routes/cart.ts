import { and, eq } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  addConfiguredItemPayloadSchema,
  addProductPayloadSchema,
  cartItemSchema,
  cartSchema,
  configuredQuantitySchema,
  mergeCartsPayloadSchema,
  updateCartItemPayloadSchema,
} from '../../lib/api/schemas/cart';
import { positiveId } from '../../lib/validation/integer';
import type { AppEnv } from '../context';
import { cartItems, products } from '../db/schema';
import { purgeStaleCartsNow, UNKNOWN_CLIENT, unsavedCart } from '../domain/cart-housekeeping';
import { checkedConfiguration, mergeCarts, productQuantity } from '../domain/cart-rules';
import { findOpenCart, openCartFor } from '../domain/orders-cart';
import { rateRules } from '../domain/rate-limit';
import { requireUser } from '../http/auth';
import {
  answerCart,
  CART,
  caller,
  cartParams,
  cartResponse,
  changeCart,
  changedCart,
  requireCart,
} from '../http/cart-access';
import { ClientError, fieldError, notFound } from '../http/errors';
import {
  answer,
  cartOwner,
  createRouter,
  errorAnswers,
  jsonBody,
  jsonBodyOf,
  reply,
  serveBothSpellings,
  signedIn,
  signedInFirst,
} from '../http/openapi';
import { bucketKey, recordHit, requestIp } from '../http/rate-limit';
import { toFieldErrors } from '../http/validate';
import { getConfig } from '../../lib/config';

const invalid = (c: Context<AppEnv>, field: string) => fieldError(c, field, 'invalid_value');

const itemParams = z.object({ id: positiveId(), itemId: positiveId() });
const cartItemsSchema = z.array(cartItemSchema);

/**
 * GET cart/: the caller's cart by their token or X-Cart-Id, or, with neither, a new anonymous cart
 * (an empty requirement: no credentials needed).
 */
const anyCaller = [...cartOwner, {}];

async function currentCart(c: Context<AppEnv>) {
  const db = c.get('db');
  const who = caller(c);
  const existing = await findOpenCart(db, who);
  if (existing) return answerCart(c, await cartResponse(c, existing));
  const now = c.get('now')();
  // Issue 26: a new anonymous cart counts against the client's limit; past it the answer is an
  // empty cart of the same shape that is not stored, and the day-old empty carts are purged. A
  // caller whose address the transport did not give ('unknown') is not limited: one bucket shared
  // by everyone would let one crawler take the carts of every shopper.
  if (!who.user) {
    const ip = requestIp(c);
    if (ip !== UNKNOWN_CLIENT) {
      const rule = { ...rateRules.cartCreatePerIp, limit: getConfig().CART_CREATE_LIMIT };
      const bucket = await recordHit(c, bucketKey('cart-create-ip', ip), rule);
      if (bucket.hits > rule.limit)
        return answerCart(c, await cartResponse(c, unsavedCart(who, now)));
    }
    await purgeStaleCartsNow(db, now);
  }
  return answerCart(c, await cartResponse(c, await openCartFor(db, who, now)));
}

async function merge(c: Context<AppEnv>, body: z.output<typeof mergeCartsPayloadSchema>) {
  const merged = await mergeCarts(c.get('db'), {
    who: caller(c),
    userId: requireUser(c).id,
    targetId: body.target_cart,
    sourceId: body.source_cart,
    now: c.get('now')(),
  });
  if (!merged) throw notFound(c);
  return answerCart(c, await cartResponse(c, merged));
}

async function cartLines(c: Context<AppEnv>, id: number) {
  const view = await cartResponse(c, await requireCart(c, id));
  return reply(c, cartItemsSchema, view.items, 200);
}

const addConfigured = (
  c: Context<AppEnv>,
  id: number,
  body: z.output<typeof addConfiguredItemPayloadSchema>,
) =>
  changeCart(c, id, async (db, cart) => {
    const { type, selection } = await checkedConfiguration(db, c.get('locale'), body.data);
    await db.insert(cartItems).values({
      cartId: cart.id,
      calculatorTypeId: type.id,
      configuration: selection,
      quantity: body.quantity * 100,
    });
  });

const addProduct = (
  c: Context<AppEnv>,
  id: number,
  body: z.output<typeof addProductPayloadSchema>,
) =>
  changeCart(c, id, async (db, cart) => {
    const [product] = await db.select().from(products).where(eq(products.id, body.product_id));
    if (!product) throw invalid(c, 'product_id');
    const [existing] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, product.id)))
      .limit(1);
    if (existing) {
      await db
        .update(cartItems)
        .set({
          quantity: productQuantity(c.get('locale'), product, body.quantity, existing.quantity),
        })
        .where(eq(cartItems.id, existing.id));
    } else {
      await db.insert(cartItems).values({
        cartId: cart.id,
        productId: product.id,
        quantity: productQuantity(c.get('locale'), product, body.quantity),
      });
    }
  });

/** The quantity of a configured item: whole pieces (configuredQuantitySchema), errors on `quantity`. */
const configuredItemQuantity = z.object({ quantity: configuredQuantitySchema });

/** A product's line takes a new quantity (read against the product); a configured one also a new configuration. */
const updateItem = (
  c: Context<AppEnv>,
  { id, itemId }: z.output<typeof itemParams>,
  body: z.output<typeof updateCartItemPayloadSchema>,
) =>
  changeCart(c, id, async (db, cart) => {
    const [item] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)));
    if (!item) throw notFound(c);
    if (item.productId !== null) {
      const [product] = await db.select().from(products).where(eq(products.id, item.productId));
      if (body.quantity !== undefined && product)
        await db
          .update(cartItems)
          .set({ quantity: productQuantity(c.get('locale'), product, body.quantity) })
          .where(eq(cartItems.id, item.id));
      return;
    }
    let quantity = item.quantity / 100;
    if (body.quantity !== undefined) {
      const sent = { quantity: body.quantity };
      const checked = configuredItemQuantity.safeParse(sent);
      if (!checked.success) throw new ClientError(400, toFieldErrors(c, checked.error, sent));
      quantity = checked.data.quantity;
    }
    const changes: Partial<typeof cartItems.$inferInsert> = { quantity: quantity * 100 };
    if (body.data) {
      const { type, selection } = await checkedConfiguration(db, c.get('locale'), body.data);
      Object.assign(changes, { calculatorTypeId: type.id, configuration: selection });
    }
    await db.update(cartItems).set(changes).where(eq(cartItems.id, item.id));
  });

const removeItem = (c: Context<AppEnv>, { id, itemId }: z.output<typeof itemParams>) =>
  changeCart(c, id, async (db, cart) => {
    const deleted = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (!deleted.length) throw notFound(c);
  });

/*
 * Spec 7 paths answer with and without the trailing slash (merge/ only with it): each route is served
 * in both spellings, the document holding the one without it.
 */
const ITEM = `${CART}/{id}/items/{itemId}`;
const cartRoute = createRoute({
  method: 'get',
  path: CART,
  security: anyCaller,
  responses: {
    200: answer(cartSchema, "The caller's open cart, created on first use"),
    ...errorAnswers,
  },
});
const mergeRoute = createRoute({
  method: 'post',
  path: `${CART}/merge/`,
  security: signedIn,
  middleware: [signedInFirst, jsonBody],
  request: { body: jsonBodyOf(mergeCartsPayloadSchema) },
  responses: {
    200: answer(
      cartSchema,
      "The customer's cart, with the lines and details of the offline cart (X-Cart-Id) if it was still open",
    ),
    ...errorAnswers,
  },
});
const cartByIdRoute = createRoute({
  method: 'get',
  path: `${CART}/{id}`,
  security: cartOwner,
  request: { params: cartParams },
  responses: { 200: answer(cartSchema, 'The open cart'), ...errorAnswers },
});
const itemsRoute = createRoute({
  method: 'get',
  path: `${CART}/{id}/items`,
  security: cartOwner,
  request: { params: cartParams },
  responses: { 200: answer(cartItemsSchema, "The open cart's lines"), ...errorAnswers },
});
const addConfiguredRoute = createRoute({
  method: 'post',
  path: `${CART}/{id}/items`,
  security: cartOwner,
  middleware: [jsonBody],
  request: { params: cartParams, body: jsonBodyOf(addConfiguredItemPayloadSchema) },
  responses: changedCart,
});
const addProductRoute = createRoute({
  method: 'post',
  path: `${CART}/{id}/items/add-product`,
  security: cartOwner,
  middleware: [jsonBody],
  request: { params: cartParams, body: jsonBodyOf(addProductPayloadSchema) },
  responses: changedCart,
});
const updateItemRoute = createRoute({
  method: 'patch',
  path: ITEM,
  security: cartOwner,
  middleware: [jsonBody],
  request: { params: itemParams, body: jsonBodyOf(updateCartItemPayloadSchema) },
  responses: changedCart,
});
const removeItemRoute = createRoute({
  method: 'delete',
  path: ITEM,
  security: cartOwner,
  request: { params: itemParams },
  responses: changedCart,
});

export const cartRoutes = createRouter();
cartRoutes.openapi(mergeRoute, (c) => merge(c, c.req.valid('json')));
serveBothSpellings(cartRoutes, cartRoute, (c) => currentCart(c));
serveBothSpellings(cartRoutes, cartByIdRoute, async (c) =>
  answerCart(c, await cartResponse(c, await requireCart(c, c.req.valid('param').id))),
);
serveBothSpellings(cartRoutes, itemsRoute, async (c) => cartLines(c, c.req.valid('param').id));
serveBothSpellings(cartRoutes, addConfiguredRoute, (c) =>
  addConfigured(c, c.req.valid('param').id, c.req.valid('json')),
);
serveBothSpellings(cartRoutes, addProductRoute, (c) =>
  addProduct(c, c.req.valid('param').id, c.req.valid('json')),
);
serveBothSpellings(cartRoutes, updateItemRoute, (c) =>
  updateItem(c, c.req.valid('param'), c.req.valid('json')),
);
serveBothSpellings(cartRoutes, removeItemRoute, (c) => removeItem(c, c.req.valid('param')));
