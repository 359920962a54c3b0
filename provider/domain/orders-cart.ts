import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { calculatorConfigurationPayloadSchema } from '../../lib/api/schemas/calculator';
import type { cartItemSchema, cartSchema } from '../../lib/api/schemas/cart';
import type { Locale } from '../../lib/i18n/locales';
import { priceConfiguration, type Configuration } from '../../lib/pricing/configuration';
import { MAX_LINE_QUANTITY } from '../../lib/validation/quantity';
import {
  cartCharacteristics,
  cartTotals,
  lineTotal,
  type TotalsLine,
} from '../../lib/pricing/totals';
import type { AuthUser } from '../context';
import type { Db } from '../db/client';
import { pick } from '../db/localized';
import {
  calculators,
  calculatorTypes,
  cartItems,
  carts,
  categories,
  products,
  users,
  type ConfigurableProductDefinition,
  type OrderItemSnapshot,
} from '../db/schema';

/**
 * An anonymous cart's id (sent in CART_ID_HEADER). The storefront may mint it itself (at least 22 base64url characters of crypto randomness), so that
 * parallel first requests of one visitor name the same cart.
 */
const ANONYMOUS_ID_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

export type CartRow = typeof carts.$inferSelect;

export interface Caller {
  user: Pick<AuthUser, 'id'> | null;
  anonymousId: string | null;
}

export function newAnonymousId(): string {
  return randomBytes(24).toString('base64url');
}

export function callerFrom(user: Pick<AuthUser, 'id'> | null, header: string | undefined): Caller {
  const anonymousId = header?.trim() ?? '';
  return { user, anonymousId: ANONYMOUS_ID_PATTERN.test(anonymousId) ? anonymousId : null };
}

/** A user's cart needs their token; an anonymous cart needs its anonymous id. */
export function ownsCart(caller: Caller, cart: Pick<CartRow, 'userId' | 'anonymousId'>): boolean {
  if (cart.userId !== null) return caller.user?.id === cart.userId;
  return caller.anonymousId !== null && caller.anonymousId === cart.anonymousId;
}

/** The caller's open cart if there is one (an anonymous caller without an id has none). */
export async function findOpenCart(db: Db, caller: Caller): Promise<CartRow | undefined> {
  if (!caller.anonymousId && !caller.user) return undefined;
  const ownerFilter = caller.user
    ? eq(carts.userId, caller.user.id)
    : and(eq(carts.anonymousId, caller.anonymousId ?? ''), isNull(carts.userId));
  return (
    await db
      .select()
      .from(carts)
      .where(and(ownerFilter, eq(carts.status, 'open')))
      .limit(1)
  )[0];
}

/**
 * The caller's open cart, created on first use; the unique indexes make parallel calls share one.
 * `now` (the provider's clock) stamps a new cart, so that the purge of stale carts can be tested.
 */
export async function openCartFor(db: Db, caller: Caller, now?: Date): Promise<CartRow> {
  const find = () => findOpenCart(db, caller);
  const existing = await find();
  if (existing) return existing;
  const anonymousId = caller.user ? newAnonymousId() : (caller.anonymousId ?? newAnonymousId());
  const [created] = await db
    .insert(carts)
    .values({
      anonymousId,
      userId: caller.user?.id ?? null,
      ...(now ? { createdAt: now, updatedAt: now } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const winner = caller.user
    ? await find()
    : (
        await db
          .select()
          .from(carts)
          .where(
            and(eq(carts.anonymousId, anonymousId), isNull(carts.userId), eq(carts.status, 'open')),
          )
          .limit(1)
      )[0];
  if (!winner) throw new Error('cart creation lost a race and found no cart');
  return winner;
}

/** An open cart the caller owns, or null (the route answers 404 either way, spec issue 5). */
export async function ownedOpenCart(
  db: Db,
  caller: Caller,
  id: number,
  lock = false,
): Promise<CartRow | null> {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.id, id), eq(carts.status, 'open')));
  const [cart] = lock ? await query.for('update') : await query;
  return cart && ownsCart(caller, cart) ? cart : null;
}

/** What a configured cart item or a quote takes (lib/api/schemas: the storefront sends it so). */
export const configurationSchema = calculatorConfigurationPayloadSchema;
export type ConfigurationInput = z.infer<typeof configurationSchema>;

export function toConfiguration(input: ConfigurationInput): Configuration {
  return { features: input.features, sizes: input.sizes, additionals: input.additionals };
}

/** Spec 2 'Other links': where each calculator lives in the storefront. */
export function calculatorPath(calculatorId: number): string {
  if (calculatorId === 8) return '/calculators/gates';
  if (calculatorId === 9) return '/calculators/awning';
  return '/calculators';
}

/** A configuration as a cart line answers it: a copy (the stored one is read-only). */
function configurationView({ features, sizes, additionals }: Configuration) {
  return { features, sizes, additionals: additionals && [...additionals] };
}

/** Human description of a configuration: 'Profile: Comfort 70', 'Total width, mm: 1400' … */
export function describeConfiguration(
  product: ConfigurableProductDefinition,
  selection: Required<Configuration>,
  locale: Locale,
): string[] {
  const lines: string[] = [];
  for (const group of product.features) {
    const option = group.options.find((candidate) => candidate.id === selection.features[group.id]);
    if (option) lines.push(`${pick(group.name, locale)}: ${pick(option.name, locale)}`);
  }
  for (const size of product.sizes)
    lines.push(`${pick(size.name, locale)}: ${selection.sizes[size.id]}`);
  for (const additional of product.additionals) {
    if (selection.additionals.includes(additional.id)) lines.push(pick(additional.name, locale));
  }
  return lines;
}

/** A cart and its lines as the API answers them (cartSchema, lib/api/schemas/cart.ts). */
export type CartView = z.infer<typeof cartSchema>;
export type CartItemView = z.infer<typeof cartItemSchema>;

export interface PricedCart {
  view: CartView;
  lines: TotalsLine[];
  snapshots: OrderItemSnapshot[];
}

/** Prices every item from the current catalog and price lists; nothing the client sent is trusted. */
export async function priceCart(
  db: Db,
  cart: CartRow,
  locale: Locale,
  rate: number,
): Promise<PricedCart> {
  const rows = await db
    .select({
      item: cartItems,
      product: products,
      productCategory: categories.title,
      type: calculatorTypes,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(calculatorTypes, eq(calculatorTypes.id, cartItems.calculatorTypeId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.id));
  const needsCalculators = rows.some((row) => row.type);
  const calculatorCategories = needsCalculators
    ? await db
        .select({
          calculatorId: categories.calculatorId,
          parentId: categories.parentId,
          title: categories.title,
        })
        .from(categories)
        .where(isNotNull(categories.calculatorId))
    : [];
  const calculatorTitles = needsCalculators
    ? await db.select({ id: calculators.id, title: calculators.title }).from(calculators)
    : [];

  const items: CartItemView[] = [];
  const lines: TotalsLine[] = [];
  const snapshots: OrderItemSnapshot[] = [];
  for (const { item, product, productCategory, type } of rows) {
    if (product) {
      const areaMm2 =
        product.widthMm && product.heightMm ? product.widthMm * product.heightMm : undefined;
      const line: TotalsLine = {
        unitPrice: product.price,
        quantity: item.quantity,
        unit: product.unit,
        deliveryClass: product.deliveryClass,
        kind: product.kind,
        areaMm2,
      };
      const view: CartItemView = {
        id: item.id,
        type: 'product',
        product_id: product.id,
        calculator_id: null,
        calculator_type_id: null,
        name: pick(product.title, locale),
        icon: product.image,
        image: product.image,
        category: pick(productCategory, locale),
        description: [],
        configuration: null,
        unit: product.unit,
        quantity: item.quantity / 100,
        count: item.quantity / 100,
        min_quantity: product.minQuantity / 100,
        max_quantity: product.maxQuantity === null ? null : product.maxQuantity / 100,
        price: product.price,
        price_mdl: null,
        total: lineTotal(line),
        link: `/product/${product.slug}`,
        available: true,
      };
      items.push(view);
      lines.push(line);
      snapshots.push(snapshotOf(view));
    } else if (type && item.configuration) {
      const result = priceConfiguration(type.product, item.configuration, rate);
      const priced = result.ok && !result.price.onRequest ? result.price : null;
      const category =
        calculatorCategories.find(
          (row) => row.calculatorId === type.calculatorId && row.parentId === null,
        )?.title ?? calculatorTitles.find((row) => row.id === type.calculatorId)?.title;
      const line: TotalsLine | null = priced
        ? {
            unitPrice: priced.eur,
            quantity: item.quantity,
            unit: 'piece',
            deliveryClass: 'large',
            kind: type.kind,
            areaMm2: priced.areaMm2,
          }
        : null;
      const view: CartItemView = {
        id: item.id,
        type: 'configured',
        product_id: null,
        calculator_id: type.calculatorId,
        calculator_type_id: type.id,
        name: pick(type.product.name, locale),
        icon: type.product.image,
        image: type.product.image,
        category: pick(category, locale),
        description: priced ? describeConfiguration(type.product, priced.selection, locale) : [],
        configuration: configurationView(priced ? priced.selection : item.configuration),
        unit: 'piece',
        quantity: item.quantity / 100,
        count: item.quantity / 100,
        min_quantity: 1,
        max_quantity: MAX_CONFIGURED_QUANTITY,
        price: priced?.eur ?? 0,
        price_mdl: priced?.mdl ?? null,
        total: line ? lineTotal(line) : 0,
        link: calculatorPath(type.calculatorId),
        available: priced !== null,
      };
      items.push(view);
      if (line) {
        lines.push(line);
        snapshots.push(snapshotOf(view));
      }
    }
  }

  const balance =
    cart.userId === null
      ? null
      : ((
          await db
            .select({ balance: users.bonusBalance })
            .from(users)
            .where(eq(users.id, cart.userId))
        )[0]?.balance ?? 0);
  const totals = cartTotals({
    lines,
    deliveryType: cart.deliveryDetails?.delivery_type ?? 'delivery',
    bonuses: Math.min(cart.bonuses, balance ?? 0),
  });
  return {
    view: {
      id: cart.id,
      cartId: cart.id,
      anonymous_id: cart.anonymousId,
      status: cart.status,
      currency: 'EUR',
      items,
      items_quantity: items.reduce(
        (sum, item) => sum + (item.unit === 'metre' ? 1 : item.count),
        0,
      ),
      delivery_details: cart.deliveryDetails,
      user_details: cart.userDetails,
      checkout_account: cart.userId === null && cart.checkoutUserId !== null,
      payment_details:
        cart.paymentMethod === null
          ? null
          : { payment_method: cart.paymentMethod, bonuses: totals.bonuses },
      bonuses_available: balance,
      totals,
      characteristics: cartCharacteristics(lines),
    },
    lines,
    snapshots,
  };
}

/** Spec 5: a configured product is counted in whole pieces, at most MAX_LINE_QUANTITY of them. */
export const MAX_CONFIGURED_QUANTITY = MAX_LINE_QUANTITY;

function snapshotOf(view: CartItemView): OrderItemSnapshot {
  return {
    name: view.name,
    category: view.category,
    image: view.image,
    product_id: view.product_id,
    calculator_type_id: view.calculator_type_id,
    configuration: view.configuration as Record<string, unknown> | null,
    description: view.description,
    unit: view.unit,
    quantity: view.quantity,
    price: view.price,
    total: view.total,
  };
}
