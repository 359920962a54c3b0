import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../lib/i18n/locales';
import { formatMoney } from '../../lib/money/format';
import { mdlPerEur } from '../../lib/money/rate';
import { priceConfiguration } from '../../lib/pricing/configuration';
import { MAX_ORDER_TOTAL } from '../../lib/pricing/totals';
import {
  clampQuantity,
  MAX_LINE_QUANTITY,
  parseQuantity,
  toHundredths,
} from '../../lib/validation/quantity';
import type { PaymentGatewayName } from '../payments/gateway';
import type { Db } from '../db/client';
import { calculatorTypes, cartItems, carts, products } from '../db/schema';
import { ClientError } from '../http/errors';
import { translate } from '../i18n';
import { paymentMethods } from './orders';
import {
  ownsCart,
  toConfiguration,
  type Caller,
  type CartRow,
  type ConfigurationInput,
} from './orders-cart';

// The cart's rules, shared by the cart's and the orders' routes. A refusal is a ClientError with the
// spec's translated message on the field it concerns, as a failed validation is.

const invalid = (locale: Locale, field: string) =>
  new ClientError(400, { [field]: [translate(locale, 'invalid_value')] });

/** Issue 26: a cart or order above what the payment side accepts is refused, on the quantity. */
export function checkOrderTotal(locale: Locale, grandTotal: number) {
  if (grandTotal <= MAX_ORDER_TOTAL) return;
  throw new ClientError(400, {
    quantity: [
      translate(locale, 'max_order_total', { amount: formatMoney(MAX_ORDER_TOTAL, 'EUR', locale) }),
    ],
  });
}

/** Card payment needs a gateway; with PAYMENT_GATEWAY=none it is refused on the payment method. */
export function checkPaymentMethod(
  locale: Locale,
  gateway: PaymentGatewayName,
  method: number | null,
) {
  if (method === paymentMethods.card && gateway === 'none') {
    throw new ClientError(400, { payment_method: [translate(locale, 'card_unavailable')] });
  }
}

/** Re-prices a configuration on the server; errors are the spec's 'enter a valid value'. */
export async function checkedConfiguration(db: Db, locale: Locale, data: ConfigurationInput) {
  const [type] = await db
    .select()
    .from(calculatorTypes)
    .where(eq(calculatorTypes.id, data.calculator_type_id));
  if (!type) throw invalid(locale, 'data.calculator_type_id');
  const result = priceConfiguration(type.product, toConfiguration(data), mdlPerEur());
  if (!result.ok) {
    const message = translate(locale, 'invalid_value');
    throw new ClientError(
      400,
      Object.fromEntries(Object.keys(result.errors).map((field) => [`data.${field}`, [message]])),
    );
  }
  // A special shape has no list price: it goes through an order request, not the cart.
  if (result.price.onRequest) throw invalid(locale, 'data.features');
  return { type, selection: result.price.selection };
}

/**
 * Spec 5: integers, or two decimals per metre; clamped to the product's bounds. Where the product
 * sets none, more than MAX_LINE_QUANTITY is refused (issue 26).
 */
export function productQuantity(
  locale: Locale,
  product: typeof products.$inferSelect,
  raw: number | string,
  base = 0,
): number {
  const parsed = parseQuantity(raw, product.unit === 'metre');
  if (parsed === null || parsed <= 0) throw invalid(locale, 'quantity');
  const rules = {
    min: product.minQuantity,
    max: product.maxQuantity,
    allowDecimals: product.unit === 'metre',
  };
  const quantity = clampQuantity(base + toHundredths(parsed), rules);
  if (quantity > toHundredths(MAX_LINE_QUANTITY)) {
    throw new ClientError(400, {
      quantity: [translate(locale, 'max_quantity', { n: MAX_LINE_QUANTITY })],
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

/**
 * Spec 4: a signed-in customer's cart takes the lines of the offline cart they had as a guest (if
 * the caller owns it); repeated products fold into one line. Null: the target is not the user's open
 * cart. An offline cart that is gone (already merged or ordered) leaves the user's cart as it is.
 */
export async function mergeCarts(
  db: Db,
  {
    who,
    userId,
    targetId,
    sourceId,
    now,
  }: {
    who: Caller;
    userId: number;
    targetId: number;
    sourceId: number;
    now: Date;
  },
): Promise<CartRow | null> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, targetId), eq(carts.status, 'open')))
      .for('update');
    const [source] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, sourceId), eq(carts.status, 'open')))
      .for('update');
    if (!target || target.userId !== userId) return null;
    if (source && source.id !== target.id && ownsCart(who, source)) {
      await tx.update(cartItems).set({ cartId: target.id }).where(eq(cartItems.cartId, source.id));
      await tx
        .update(carts)
        .set({ status: 'merged', updatedAt: now })
        .where(eq(carts.id, source.id));
      await tx
        .update(carts)
        .set({
          deliveryDetails: target.deliveryDetails ?? source.deliveryDetails,
          userDetails: target.userDetails ?? source.userDetails,
          paymentMethod: target.paymentMethod ?? source.paymentMethod,
          updatedAt: now,
        })
        .where(eq(carts.id, target.id));
      await foldDuplicateProducts(tx, target.id);
    }
    const [fresh] = await tx.select().from(carts).where(eq(carts.id, target.id));
    return fresh!;
  });
}
