import { and, asc, eq, inArray } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import {
  addConfiguredItemPayloadSchema,
  addProductPayloadSchema,
  cartItemSchema,
  cartSchema,
  cartUserDetailsPayloadSchema,
  configuredQuantitySchema,
  mergeCartsPayloadSchema,
  setDeliveryPayloadSchema,
  setPaymentDetailsPayloadSchema,
  setUserDetailsPayloadSchema,
  updateCartItemPayloadSchema,
} from '../../lib/api/schemas/cart';
import { formatMoney } from '../../lib/money/format';
import { mdlPerEur } from '../../lib/money/rate';
import { priceConfiguration } from '../../lib/pricing/configuration';
import { MAX_ORDER_TOTAL } from '../../lib/pricing/totals';
import { positiveId } from '../../lib/validation/integer';
import {
  clampQuantity,
  MAX_LINE_QUANTITY,
  parseQuantity,
  toHundredths,
} from '../../lib/validation/quantity';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { pick } from '../db/localized';
import {
  addresses,
  calculatorTypes,
  cartItems,
  carts,
  deliveryCities,
  products,
  users,
  type CartDeliveryDetails,
  type CartUserDetails,
} from '../db/schema';
import { purgeStaleCartsNow, UNKNOWN_CLIENT, unsavedCart } from '../domain/cart-housekeeping';
import { paymentMethods } from '../domain/orders';
import {
  CART_ID_HEADER,
  callerFrom,
  findOpenCart,
  openCartFor,
  ownedOpenCart,
  ownsCart,
  priceCart,
  toConfiguration,
  type CartRow,
  type CartView,
  type ConfigurationInput,
} from '../domain/orders-cart';
import { rateRules } from '../domain/rate-limit';
import { optionalUser, requireUser } from '../http/auth';
import { ClientError } from '../http/errors';
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
  unstorableText,
} from '../http/openapi';
import { bucketKey, recordHit, requestIp } from '../http/rate-limit';
import { toFieldErrors } from '../http/validate';
import { translate } from '../i18n';
import { getConfig } from '../../lib/config';

/** A refused bearer token answers 401 (not an anonymous cart) so the storefront refreshes it (spec 4). */
export const caller = (c: Context<AppEnv>) =>
  callerFrom(optionalUser(c), c.req.header(CART_ID_HEADER));

const notFound = (c: Context<AppEnv>) =>
  new ClientError(404, { detail: translate(c.get('locale'), 'not_found') });
const invalid = (c: Context<AppEnv>, field: string) =>
  new ClientError(400, { [field]: [translate(c.get('locale'), 'invalid_value')] });

/** The open cart `id` of the path, if the caller owns it; another visitor's cart is a 404. */
export async function requireCart(
  c: Context<AppEnv>,
  id: number,
  db: Db = c.get('db'),
  lock = false,
): Promise<CartRow> {
  const cart = await ownedOpenCart(db, caller(c), id, lock);
  if (!cart) throw notFound(c);
  return cart;
}

/** Issue 26: a cart or order above what the payment side accepts is refused, on the quantity. */
export function checkOrderTotal(c: Context<AppEnv>, grandTotal: number) {
  if (grandTotal <= MAX_ORDER_TOTAL) return;
  const locale = c.get('locale');
  throw new ClientError(400, {
    quantity: [
      translate(locale, 'max_order_total', { amount: formatMoney(MAX_ORDER_TOTAL, 'EUR', locale) }),
    ],
  });
}

/** Card payment needs a gateway; with PAYMENT_GATEWAY=none it is refused on the payment method. */
export function checkPaymentMethod(c: Context<AppEnv>, method: number | null) {
  if (method === paymentMethods.card && c.get('paymentGateway') === 'none') {
    throw new ClientError(400, {
      payment_method: [translate(c.get('locale'), 'card_unavailable')],
    });
  }
}

export async function cartResponse(c: Context<AppEnv>, cart: CartRow, db: Db = c.get('db')) {
  return (await priceCart(db, cart, c.get('locale'), mdlPerEur())).view;
}

const answerCart = (c: Context<AppEnv>, view: CartView) => reply(c, cartSchema, view, 200);

/**
 * Runs a change on the caller's cart under a row lock, so that it cannot slip past a concurrent
 * create-order: an ordered cart answers 404 and the storefront re-fetches and retries (spec 4).
 */
async function changeCart(
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
    checkOrderTotal(c, view.totals.grand_total);
    return view;
  });
  return answerCart(c, view);
}

/** Re-prices a configuration on the server; errors are the spec's 'enter a valid value'. */
async function checkedConfiguration(c: Context<AppEnv>, db: Db, data: ConfigurationInput) {
  const [type] = await db
    .select()
    .from(calculatorTypes)
    .where(eq(calculatorTypes.id, data.calculator_type_id));
  if (!type) throw invalid(c, 'data.calculator_type_id');
  const result = priceConfiguration(type.product, toConfiguration(data), mdlPerEur());
  if (!result.ok) {
    const message = translate(c.get('locale'), 'invalid_value');
    throw new ClientError(
      400,
      Object.fromEntries(Object.keys(result.errors).map((field) => [`data.${field}`, [message]])),
    );
  }
  // A special shape has no list price: it goes through an order request, not the cart.
  if (result.price.onRequest) throw invalid(c, 'data.features');
  return { type, selection: result.price.selection };
}

/**
 * Spec 5: integers, or two decimals per metre; clamped to the product's bounds. Where the product
 * sets none, more than MAX_LINE_QUANTITY is refused (issue 26).
 */
function productQuantity(
  c: Context<AppEnv>,
  product: typeof products.$inferSelect,
  raw: number | string,
  base = 0,
): number {
  const parsed = parseQuantity(raw, product.unit === 'metre');
  if (parsed === null || parsed <= 0) throw invalid(c, 'quantity');
  const rules = {
    min: product.minQuantity,
    max: product.maxQuantity,
    allowDecimals: product.unit === 'metre',
  };
  const quantity = clampQuantity(base + toHundredths(parsed), rules);
  if (quantity > toHundredths(MAX_LINE_QUANTITY)) {
    throw new ClientError(400, {
      quantity: [translate(c.get('locale'), 'max_quantity', { n: MAX_LINE_QUANTITY })],
    });
  }
  return quantity;
}

/** Folds repeated catalog products into one line after a merge. */
async function foldDuplicateProducts(db: Db, cartId: number) {
  const rows = await db
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  const kept = new Map<
    number,
    { id: number; quantity: number; product: typeof products.$inferSelect }
  >();
  const removed: number[] = [];
  for (const { item, product } of rows) {
    const first = kept.get(product.id);
    if (!first) {
      kept.set(product.id, { id: item.id, quantity: item.quantity, product });
      continue;
    }
    const max = Math.min(
      product.maxQuantity ?? Number.POSITIVE_INFINITY,
      toHundredths(MAX_LINE_QUANTITY),
    );
    first.quantity = clampQuantity(first.quantity + item.quantity, {
      min: product.minQuantity,
      max,
      allowDecimals: true,
    });
    removed.push(item.id);
  }
  if (!removed.length) return;
  await db.delete(cartItems).where(inArray(cartItems.id, removed));
  for (const line of kept.values())
    await db.update(cartItems).set({ quantity: line.quantity }).where(eq(cartItems.id, line.id));
}

const CART = '/api/calculator/cart';
const cartParams = z.object({ id: positiveId() });
const itemParams = z.object({ id: positiveId(), itemId: positiveId() });
const cartItemsSchema = z.array(cartItemSchema);

/**
 * GET cart/: the caller's cart by their token or X-Cart-Id, or, with neither, a new anonymous cart
 * (an empty requirement: no credentials needed).
 */
const anyCaller = [...cartOwner, {}];

/**
 * set-delivery and set-user-details read one field or another depending on the rest of the body
 * (spec 7), so, as when they read the body as a record, any text in it must be storable (issue 26),
 * read or not, checked before its fields are. A body that is no object is left to the schema.
 */
const storableFields: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body: unknown = await c.req.json();
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const unstorable = unstorableText(c, body);
    if (unstorable) throw unstorable;
  }
  await next();
};

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

async function mergeCarts(c: Context<AppEnv>, body: z.output<typeof mergeCartsPayloadSchema>) {
  const user = requireUser(c);
  const who = caller(c);
  const view = await c.get('db').transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, body.target_cart), eq(carts.status, 'open')))
      .for('update');
    const [source] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, body.source_cart), eq(carts.status, 'open')))
      .for('update');
    if (!target || target.userId !== user.id) throw notFound(c);
    if (source && source.id !== target.id && ownsCart(who, source)) {
      await tx.update(cartItems).set({ cartId: target.id }).where(eq(cartItems.cartId, source.id));
      await tx
        .update(carts)
        .set({ status: 'merged', updatedAt: c.get('now')() })
        .where(eq(carts.id, source.id));
      await tx
        .update(carts)
        .set({
          deliveryDetails: target.deliveryDetails ?? source.deliveryDetails,
          userDetails: target.userDetails ?? source.userDetails,
          paymentMethod: target.paymentMethod ?? source.paymentMethod,
          updatedAt: c.get('now')(),
        })
        .where(eq(carts.id, target.id));
      await foldDuplicateProducts(tx, target.id);
    }
    // An offline cart that is gone (already merged or ordered) leaves the user's cart as it is.
    const [fresh] = await tx.select().from(carts).where(eq(carts.id, target.id));
    return cartResponse(c, fresh!, tx);
  });
  return answerCart(c, view);
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
    const { type, selection } = await checkedConfiguration(c, db, body.data);
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
        .set({ quantity: productQuantity(c, product, body.quantity, existing.quantity) })
        .where(eq(cartItems.id, existing.id));
    } else {
      await db.insert(cartItems).values({
        cartId: cart.id,
        productId: product.id,
        quantity: productQuantity(c, product, body.quantity),
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
          .set({ quantity: productQuantity(c, product, body.quantity) })
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
      const { type, selection } = await checkedConfiguration(c, db, body.data);
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

/** Delivery to a saved address copies it into the cart; only the signed-in owner's addresses count. */
async function deliveryDetails(
  c: Context<AppEnv>,
  choice: z.output<typeof setDeliveryPayloadSchema>,
): Promise<CartDeliveryDetails> {
  if (choice.address_id === null) return choice;
  const user = optionalUser(c);
  const [saved] = user
    ? await c
        .get('db')
        .select({ address: addresses, city: deliveryCities.name })
        .from(addresses)
        .innerJoin(deliveryCities, eq(deliveryCities.id, addresses.cityId))
        .where(and(eq(addresses.id, choice.address_id), eq(addresses.userId, user.id)))
    : [];
  if (!saved) throw invalid(c, 'address_id');
  const { address } = saved;
  return {
    delivery_type: 'delivery',
    address_id: address.id,
    address: {
      first_name: address.firstName,
      last_name: address.lastName,
      phone: address.phone,
      city: pick(saved.city, c.get('locale')),
      street: address.street,
      house: address.house,
      apartment: address.apartment,
      ...(address.zip ? { zip_code: address.zip } : {}),
      ...(address.company ? { company: address.company } : {}),
    },
  };
}

async function setDelivery(
  c: Context<AppEnv>,
  id: number,
  choice: z.output<typeof setDeliveryPayloadSchema>,
) {
  const details = await deliveryDetails(c, choice);
  return changeCart(c, id, async (db, cart) => {
    await db.update(carts).set({ deliveryDetails: details }).where(eq(carts.id, cart.id));
  });
}

/**
 * Spec 7: the storefront's call layer may send no body; then a signed-in customer's profile fills
 * it, checked as if it had been sent (a visitor without one gets the 'required' errors).
 */
async function ownDetails(c: Context<AppEnv>): Promise<CartUserDetails> {
  const user = optionalUser(c);
  const [profile] = user ? await c.get('db').select().from(users).where(eq(users.id, user.id)) : [];
  const details = profile
    ? {
        email: profile.email,
        full_name: `${profile.firstName} ${profile.lastName}`.trim(),
        phone: profile.phone,
      }
    : {};
  const checked = cartUserDetailsPayloadSchema.safeParse(details);
  if (!checked.success) throw new ClientError(400, toFieldErrors(c, checked.error, details));
  return checked.data;
}

async function setUserDetails(c: Context<AppEnv>, id: number, sent: CartUserDetails | null) {
  const details = sent ?? (await ownDetails(c));
  return changeCart(c, id, async (db, cart) => {
    await db.update(carts).set({ userDetails: details }).where(eq(carts.id, cart.id));
  });
}

async function setPaymentDetails(
  c: Context<AppEnv>,
  id: number,
  body: z.output<typeof setPaymentDetailsPayloadSchema>,
) {
  checkPaymentMethod(c, body.payment_method);
  const user = optionalUser(c);
  const bonuses = body.use_bonuses ? body.bonuses : 0;
  if (bonuses > 0) {
    const [profile] = user
      ? await c
          .get('db')
          .select({ balance: users.bonusBalance })
          .from(users)
          .where(eq(users.id, user.id))
      : [];
    if (!profile || bonuses > profile.balance) throw invalid(c, 'bonuses');
  }
  return changeCart(c, id, async (db, cart) => {
    await db
      .update(carts)
      .set({ paymentMethod: body.payment_method, bonuses })
      .where(eq(carts.id, cart.id));
  });
}

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
const changed = { 200: answer(cartSchema, 'The cart with the change'), ...errorAnswers };
const addConfiguredRoute = createRoute({
  method: 'post',
  path: `${CART}/{id}/items`,
  security: cartOwner,
  middleware: [jsonBody],
  request: { params: cartParams, body: jsonBodyOf(addConfiguredItemPayloadSchema) },
  responses: changed,
});
const addProductRoute = createRoute({
  method: 'post',
  path: `${CART}/{id}/items/add-product`,
  security: cartOwner,
  middleware: [jsonBody],
  request: { params: cartParams, body: jsonBodyOf(addProductPayloadSchema) },
  responses: changed,
});
const updateItemRoute = createRoute({
  method: 'patch',
  path: ITEM,
  security: cartOwner,
  middleware: [jsonBody],
  request: { params: itemParams, body: jsonBodyOf(updateCartItemPayloadSchema) },
  responses: changed,
});
const removeItemRoute = createRoute({
  method: 'delete',
  path: ITEM,
  security: cartOwner,
  request: { params: itemParams },
  responses: changed,
});
const setDeliveryRoute = createRoute({
  method: 'post',
  path: `${CART}/{id}/set-delivery`,
  security: cartOwner,
  description:
    'Pickup; delivery to a saved address of the signed-in customer (address_id); or delivery to the address sent along, whose fields are read only then.',
  middleware: [jsonBody, storableFields],
  request: { params: cartParams, body: jsonBodyOf(setDeliveryPayloadSchema) },
  responses: changed,
});
const setUserDetailsRoute = createRoute({
  method: 'post',
  path: `${CART}/{id}/set-user-details`,
  security: cartOwner,
  description:
    "The contact details, all three; or an empty body (spec 7), which takes the signed-in customer's own.",
  middleware: [jsonBody, storableFields],
  request: { params: cartParams, body: jsonBodyOf(setUserDetailsPayloadSchema) },
  responses: changed,
});
const setPaymentDetailsRoute = createRoute({
  method: 'post',
  path: `${CART}/{id}/set-payment-details`,
  security: cartOwner,
  middleware: [jsonBody],
  request: { params: cartParams, body: jsonBodyOf(setPaymentDetailsPayloadSchema) },
  responses: changed,
});

export const cartRoutes = createRouter();
cartRoutes.openapi(mergeRoute, (c) => mergeCarts(c, c.req.valid('json')));
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
serveBothSpellings(cartRoutes, setDeliveryRoute, (c) =>
  setDelivery(c, c.req.valid('param').id, c.req.valid('json')),
);
serveBothSpellings(cartRoutes, setUserDetailsRoute, (c) =>
  setUserDetails(c, c.req.valid('param').id, c.req.valid('json')),
);
serveBothSpellings(cartRoutes, setPaymentDetailsRoute, (c) =>
  setPaymentDetails(c, c.req.valid('param').id, c.req.valid('json')),
);
