import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { formatMoney } from '../../lib/money/format';
import { mdlPerEur } from '../../lib/money/rate';
import { priceConfiguration } from '../../lib/pricing/configuration';
import { MAX_ORDER_TOTAL } from '../../lib/pricing/totals';
import { boundedEmailSchema } from '../../lib/validation/email';
import { int32, positiveId } from '../../lib/validation/integer';
import { phoneSchema } from '../../lib/validation/phone';
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
} from '../db/schema';
import { purgeStaleCartsNow, UNKNOWN_CLIENT, unsavedCart } from '../domain/cart-housekeeping';
import { paymentMethodIds, paymentMethods } from '../domain/orders';
import {
  CART_ID_HEADER,
  callerFrom,
  configurationSchema,
  findOpenCart,
  MAX_CONFIGURED_QUANTITY,
  openCartFor,
  ownedOpenCart,
  ownsCart,
  priceCart,
  toConfiguration,
  type CartRow,
} from '../domain/orders-cart';
import { rateRules } from '../domain/rate-limit';
import { optionalUser, requireUser } from '../http/auth';
import { ClientError } from '../http/errors';
import { bucketKey, recordHit, requestIp } from '../http/rate-limit';
import { parseJson, parseWith } from '../http/validate';
import { translate } from '../i18n';

/** Spec 7 paths appear with and without a trailing slash; both answer. */
export const bothSlashes = (path: string) => [path, `${path}/`];

const CART = '/api/calculator/cart';
const idSchema = positiveId();
const cartParams = z.object({ id: idSchema });
const itemParams = z.object({ id: idSchema, itemId: idSchema });

/** A refused bearer token answers 401 (not an anonymous cart) so the storefront refreshes it (spec 4). */
export const caller = (c: Context<AppEnv>) =>
  callerFrom(optionalUser(c), c.req.header(CART_ID_HEADER));

const notFound = (c: Context<AppEnv>) =>
  new ClientError(404, { detail: translate(c.get('locale'), 'not_found') });
const invalid = (c: Context<AppEnv>, field: string) =>
  new ClientError(400, { [field]: [translate(c.get('locale'), 'invalid_value')] });

/** The open cart named in the path, if the caller owns it; another visitor's cart is a 404. */
export async function requireCart(
  c: Context<AppEnv>,
  db: Db = c.get('db'),
  lock = false,
): Promise<CartRow> {
  const { id } = parseWith(c, cartParams, c.req.param());
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

/**
 * Runs a change on the caller's cart under a row lock, so that it cannot slip past a concurrent
 * create-order: an ordered cart answers 404 and the storefront re-fetches and retries (spec 4).
 */
async function changeCart(c: Context<AppEnv>, change: (db: Db, cart: CartRow) => Promise<void>) {
  const view = await c.get('db').transaction(async (tx) => {
    const cart = await requireCart(c, tx, true);
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
  return c.json(view);
}

/** Re-prices a configuration on the server; errors are the spec's 'enter a valid value'. */
async function checkedConfiguration(
  c: Context<AppEnv>,
  db: Db,
  data: z.infer<typeof configurationSchema>,
) {
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

const configuredQuantity = int32({ min: 1, max: MAX_CONFIGURED_QUANTITY });
const addConfiguredSchema = z.object({
  data: configurationSchema,
  quantity: configuredQuantity.default(1),
});
const patchItemSchema = z.object({
  data: configurationSchema.optional(),
  quantity: z.union([z.number(), z.string()]).optional(),
});
const addProductSchema = z.object({
  product_id: positiveId(),
  quantity: z.union([z.number(), z.string()]).default(1),
});

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

const addressSchema = z.object({
  first_name: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'max_length'),
  last_name: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'max_length'),
  phone: phoneSchema,
  city: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'max_length'),
  street: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'max_length'),
  house: z.string({ error: 'required' }).trim().min(1, 'required').max(20, 'max_length'),
  apartment: z.string({ error: 'required' }).trim().min(1, 'required').max(20, 'max_length'),
  zip_code: z.string().trim().max(20, 'max_length').optional(),
  company: z.string().trim().max(200, 'max_length').optional(),
});
const deliverySchema = z.object({
  delivery_type: z.enum(['delivery', 'pickup'], { error: 'invalid_value' }),
  address_id: positiveId().nullish(),
});

const userDetailsSchema = z.object({
  email: boundedEmailSchema,
  full_name: z.string({ error: 'required' }).trim().min(2, 'min_length').max(128, 'max_length'),
  phone: phoneSchema,
});

const paymentSchema = z.object({
  payment_method: int32().refine(
    (value) => (paymentMethodIds as readonly number[]).includes(value),
    'invalid_value',
  ),
  use_bonuses: z.boolean().default(false),
  bonuses: int32({ min: 0 }).default(0),
});

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

export const cartRoutes = new Hono<AppEnv>()
  .on('GET', bothSlashes(CART), async (c) => {
    const db = c.get('db');
    const who = caller(c);
    const existing = await findOpenCart(db, who);
    if (existing) return c.json(await cartResponse(c, existing));
    const now = c.get('now')();
    // Issue 26: a new anonymous cart counts against the client's limit; past it the answer is an
    // empty cart of the same shape that is not stored, and the day-old empty carts are purged. A
    // caller whose address the transport did not give ('unknown') is not limited: one bucket shared
    // by everyone would let one crawler take the carts of every shopper.
    if (!who.user) {
      const ip = requestIp(c);
      if (ip !== UNKNOWN_CLIENT) {
        const bucket = await recordHit(
          c,
          bucketKey('cart-create-ip', ip),
          rateRules.cartCreatePerIp,
        );
        if (bucket.hits > rateRules.cartCreatePerIp.limit)
          return c.json(await cartResponse(c, unsavedCart(who, now)));
      }
      await purgeStaleCartsNow(db, now);
    }
    return c.json(await cartResponse(c, await openCartFor(db, who, now)));
  })
  .post(`${CART}/merge/`, async (c) => {
    const user = requireUser(c);
    const body = await parseJson(c, z.object({ target_cart: idSchema, source_cart: idSchema }));
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
        await tx
          .update(cartItems)
          .set({ cartId: target.id })
          .where(eq(cartItems.cartId, source.id));
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
    return c.json(view);
  })
  .on('GET', bothSlashes(`${CART}/:id`), async (c) =>
    c.json(await cartResponse(c, await requireCart(c))),
  )
  .on('GET', bothSlashes(`${CART}/:id/items`), async (c) =>
    c.json((await cartResponse(c, await requireCart(c))).items),
  )
  .on('POST', bothSlashes(`${CART}/:id/items`), async (c) => {
    const body = await parseJson(c, addConfiguredSchema);
    return changeCart(c, async (db, cart) => {
      const { type, selection } = await checkedConfiguration(c, db, body.data);
      await db.insert(cartItems).values({
        cartId: cart.id,
        calculatorTypeId: type.id,
        configuration: selection,
        quantity: body.quantity * 100,
      });
    });
  })
  .on('POST', bothSlashes(`${CART}/:id/items/add-product`), async (c) => {
    const body = await parseJson(c, addProductSchema);
    return changeCart(c, async (db, cart) => {
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
  })
  .on('PATCH', bothSlashes(`${CART}/:id/items/:itemId`), async (c) => {
    const { itemId } = parseWith(c, itemParams, c.req.param());
    const body = await parseJson(c, patchItemSchema);
    return changeCart(c, async (db, cart) => {
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
      const quantity =
        body.quantity === undefined
          ? item.quantity / 100
          : parseWith(c, z.object({ quantity: configuredQuantity }), { quantity: body.quantity })
              .quantity;
      const changes: Partial<typeof cartItems.$inferInsert> = { quantity: quantity * 100 };
      if (body.data) {
        const { type, selection } = await checkedConfiguration(c, db, body.data);
        Object.assign(changes, { calculatorTypeId: type.id, configuration: selection });
      }
      await db.update(cartItems).set(changes).where(eq(cartItems.id, item.id));
    });
  })
  .on('DELETE', bothSlashes(`${CART}/:id/items/:itemId`), async (c) => {
    const { itemId } = parseWith(c, itemParams, c.req.param());
    return changeCart(c, async (db, cart) => {
      const deleted = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
        .returning({ id: cartItems.id });
      if (!deleted.length) throw notFound(c);
    });
  })
  .on('POST', bothSlashes(`${CART}/:id/set-delivery`), async (c) => {
    const raw: unknown = await parseJson(c, z.record(z.string(), z.unknown()));
    const body = parseWith(c, deliverySchema, raw);
    const user = optionalUser(c);
    let details: CartDeliveryDetails;
    if (body.delivery_type === 'pickup') {
      details = { delivery_type: 'pickup', address_id: null, address: null };
    } else if (body.address_id) {
      const [saved] = user
        ? await c
            .get('db')
            .select({ address: addresses, city: deliveryCities.name })
            .from(addresses)
            .innerJoin(deliveryCities, eq(deliveryCities.id, addresses.cityId))
            .where(and(eq(addresses.id, body.address_id), eq(addresses.userId, user.id)))
        : [];
      if (!saved) throw invalid(c, 'address_id');
      const { address } = saved;
      details = {
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
    } else {
      details = {
        delivery_type: 'delivery',
        address_id: null,
        address: parseWith(c, addressSchema, raw),
      };
    }
    return changeCart(c, async (db, cart) => {
      await db.update(carts).set({ deliveryDetails: details }).where(eq(carts.id, cart.id));
    });
  })
  .on('POST', bothSlashes(`${CART}/:id/set-user-details`), async (c) => {
    const raw = await parseJson(c, z.record(z.string(), z.unknown()));
    const user = optionalUser(c);
    // Spec 7: the storefront's call layer may send no body; a signed-in customer's profile fills it.
    let source: unknown = raw;
    if (Object.keys(raw).length === 0 && user) {
      const [profile] = await c.get('db').select().from(users).where(eq(users.id, user.id));
      if (profile)
        source = {
          email: profile.email,
          full_name: `${profile.firstName} ${profile.lastName}`.trim(),
          phone: profile.phone,
        };
    }
    const details = parseWith(c, userDetailsSchema, source);
    return changeCart(c, async (db, cart) => {
      await db.update(carts).set({ userDetails: details }).where(eq(carts.id, cart.id));
    });
  })
  .on('POST', bothSlashes(`${CART}/:id/set-payment-details`), async (c) => {
    const body = await parseJson(c, paymentSchema);
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
    return changeCart(c, async (db, cart) => {
      await db
        .update(carts)
        .set({ paymentMethod: body.payment_method, bonuses })
        .where(eq(carts.id, cart.id));
    });
  });
