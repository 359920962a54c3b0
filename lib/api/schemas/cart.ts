import { boundedEmailSchema } from '../../validation/email';
import { int32, positiveId } from '../../validation/integer';
import { phoneSchema } from '../../validation/phone';
import { missingOrInvalid } from '../../validation/messages';
import { MAX_LINE_QUANTITY } from '../../validation/quantity';
import { nameSchema } from '../../validation/registration';
import { z } from '../../validation/zod';
import { calculatorConfigurationPayloadSchema, calculatorConfigurationSchema } from './calculator';

const configurationChoicesSchema = calculatorConfigurationSchema.omit({ calculator_type_id: true });
const unitSchema = z.enum(['piece', 'metre']);

export const cartItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(['product', 'configured']),
  product_id: z.number().int().nullable(),
  calculator_id: z.number().int().nullable(),
  calculator_type_id: z.number().int().nullable(),
  name: z.string(),
  icon: z.string(),
  image: z.string(),
  category: z.string(),
  description: z.array(z.string()),
  configuration: configurationChoicesSchema.nullable(),
  unit: unitSchema,
  /** Pieces or metres (two decimals for metres). */
  quantity: z.number(),
  count: z.number(),
  min_quantity: z.number(),
  max_quantity: z.number().nullable(),
  /** Unit price and line total in euro cents; `price_mdl` for configured items. */
  price: z.number().int(),
  price_mdl: z.number().int().nullable(),
  total: z.number().int(),
  link: z.string(),
  /** False when the item can no longer be priced (its option was withdrawn); it blocks ordering. */
  available: z.boolean(),
});

/** Spec 3 'Cart totals', euro cents; prices include 20 % VAT. */
export const cartTotalsSchema = z.object({
  total: z.number().int(),
  quantity_discount: z.number().int(),
  new_total: z.number().int(),
  delivery: z.number().int(),
  bonuses: z.number().int(),
  net_total: z.number().int(),
  vat: z.number().int(),
  grand_total: z.number().int(),
});

export const cartCharacteristicsSchema = z.object({
  total_area: z.number(),
  linear_metres: z.number(),
  total_windows_count: z.number().int(),
  total_doors_count: z.number().int(),
});

export const deliveryAddressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  city: z.string(),
  street: z.string(),
  house: z.string(),
  apartment: z.string(),
  zip_code: z.string().optional(),
  company: z.string().optional(),
});

export const deliveryDetailsSchema = z.object({
  delivery_type: z.enum(['delivery', 'pickup']),
  address_id: z.number().int().nullable(),
  address: deliveryAddressSchema.nullable(),
});

export const cartUserDetailsSchema = z.object({
  email: z.string(),
  full_name: z.string(),
  phone: z.string(),
});

/** 1 = card (Visa/MasterCard), 2 = cash on delivery, 3 = pay by account (invoice). */
export const paymentMethodIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const cartSchema = z.object({
  id: z.number().int(),
  cartId: z.number().int(),
  /** Keep it in the offline-cart cookie and send it back as the CART_ID_HEADER header. */
  anonymous_id: z.string(),
  status: z.enum(['open', 'ordered', 'merged']),
  currency: z.literal('EUR'),
  items: z.array(cartItemSchema),
  items_quantity: z.number(),
  delivery_details: deliveryDetailsSchema.nullable(),
  user_details: cartUserDetailsSchema.nullable(),
  /** A guest's checkout in this cart already created their account (they go on with it). */
  checkout_account: z.boolean(),
  payment_details: z
    .object({ payment_method: paymentMethodIdSchema, bonuses: z.number().int() })
    .nullable(),
  /** The signed-in customer's bonus balance in euro cents; null for a visitor. */
  bonuses_available: z.number().int().nullable(),
  totals: cartTotalsSchema,
  characteristics: cartCharacteristicsSchema,
});

/*
 * Request bodies of spec 7's cart calls, as the provider validates them (rule by rule, with the
 * message keys of lib/validation) and as the storefront's call layer types what it sends.
 */

/** POST calculator/cart/merge/: the signed-in customer's cart, and the offline cart to empty into it. */
export const mergeCartsPayloadSchema = z.object({
  target_cart: positiveId(),
  source_cart: positiveId(),
});

/** Spec 5: a configured product is counted in whole pieces, at most MAX_LINE_QUANTITY of them. */
export const configuredQuantitySchema = int32({ min: 1, max: MAX_LINE_QUANTITY });

/** POST .../items/: a configuration, priced by the provider (never by the client), and how many. */
export const addConfiguredItemPayloadSchema = z.object({
  data: calculatorConfigurationPayloadSchema,
  quantity: configuredQuantitySchema.default(1),
});

/**
 * A catalog product's quantity as the shopper typed it (`2`, `"2,5"`): whether it is one depends on
 * the product (spec 5: whole pieces, or two decimals per metre; its bounds), so the provider reads
 * it against the product.
 */
const typedQuantitySchema = z.union([z.number(), z.string()]);

/** POST .../items/add-product/ (spec 7). */
export const addProductPayloadSchema = z.object({
  product_id: positiveId(),
  quantity: typedQuantitySchema.default(1),
});

/**
 * PATCH .../items/{itemId}/: a new quantity, a new configuration, or both. The quantity's rule is
 * the item's (a product's, or configuredQuantitySchema for a configured item), checked by the
 * provider; a product takes no configuration (it is ignored).
 */
export const updateCartItemPayloadSchema = z.object({
  data: calculatorConfigurationPayloadSchema.optional(),
  quantity: typedQuantitySchema.optional(),
});

/**
 * A field of a body whose other fields decide whether it is read at all: taken as sent, then checked
 * (or ignored) by the body's transform. The document shows what it must be when it is read.
 */
const readWhenNeeded = () => z.unknown().optional().meta({ type: 'string' });

/** Issues of `schema` on `value`, reported as the body's own (same paths, same message keys). */
function checkedAs<S extends z.ZodType>(schema: S, value: unknown, ctx: z.RefinementCtx) {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
}

/** Spec 3 'Address' of a delivery, as set-delivery takes it: the city by name, company and zip optional. */
export const deliveryAddressPayloadSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  city: z.string({ error: missingOrInvalid }).trim().min(1, 'required').max(100, 'max_length'),
  street: z.string({ error: missingOrInvalid }).trim().min(1, 'required').max(200, 'max_length'),
  house: z.string({ error: missingOrInvalid }).trim().min(1, 'required').max(20, 'max_length'),
  apartment: z.string({ error: missingOrInvalid }).trim().min(1, 'required').max(20, 'max_length'),
  zip_code: z.string().trim().max(20, 'max_length').optional(),
  company: z.string().trim().max(200, 'max_length').optional(),
});

/**
 * POST .../set-delivery/ (spec 7): pickup; delivery to a saved address of the signed-in customer
 * (`address_id`, which the provider looks up); or delivery to the address sent along. The address
 * fields are read, and checked, only in the last case, and only once `delivery_type` and
 * `address_id` are valid: a body wrong in those gets their errors alone.
 */
export const setDeliveryPayloadSchema = z
  .object({
    delivery_type: z.enum(['delivery', 'pickup'], { error: 'invalid_value' }),
    address_id: positiveId().nullish(),
    first_name: readWhenNeeded(),
    last_name: readWhenNeeded(),
    phone: readWhenNeeded(),
    city: readWhenNeeded(),
    street: readWhenNeeded(),
    house: readWhenNeeded(),
    apartment: readWhenNeeded(),
    zip_code: readWhenNeeded(),
    company: readWhenNeeded(),
  })
  .transform(
    (
      body,
      ctx,
    ):
      | { delivery_type: 'pickup'; address_id: null; address: null }
      | { delivery_type: 'delivery'; address_id: number; address: null }
      | {
          delivery_type: 'delivery';
          address_id: null;
          address: z.output<typeof deliveryAddressPayloadSchema>;
        } => {
      if (body.delivery_type === 'pickup')
        return { delivery_type: 'pickup', address_id: null, address: null };
      if (body.address_id)
        return { delivery_type: 'delivery', address_id: body.address_id, address: null };
      return {
        delivery_type: 'delivery',
        address_id: null,
        address: checkedAs(deliveryAddressPayloadSchema, body, ctx),
      };
    },
  );

/** What the storefront sends to set-delivery: one of the three cases, typed by the rules above. */
export const setDeliveryInputSchema = z.union([
  z.object({ delivery_type: z.literal('pickup') }),
  z.object({ delivery_type: z.literal('delivery'), address_id: z.number().int() }),
  deliveryAddressPayloadSchema.extend({
    delivery_type: z.literal('delivery'),
    address_id: z.null().optional(),
  }),
]);

/** Spec 3 'User details for the cart'. */
export const cartUserDetailsPayloadSchema = z.object({
  email: boundedEmailSchema,
  full_name: z
    .string({ error: missingOrInvalid })
    .trim()
    .min(2, 'min_length')
    .max(128, 'max_length'),
  phone: phoneSchema,
});

/**
 * POST .../set-user-details/: the details, or no body at all (spec 7: the call layer sends none),
 * which is `null` here: the provider then takes the signed-in customer's own details. Any field sent,
 * even one it does not read (`order` of spec 3), makes it the details, checked field by field.
 */
export const setUserDetailsPayloadSchema = z
  .looseObject({ email: readWhenNeeded(), full_name: readWhenNeeded(), phone: readWhenNeeded() })
  .transform((body, ctx) =>
    Object.keys(body).length === 0 ? null : checkedAs(cartUserDetailsPayloadSchema, body, ctx),
  );

/** POST .../set-payment-details/: a payment method of spec 3, and the bonuses (euro cents) to spend. */
export const setPaymentDetailsPayloadSchema = z.object({
  payment_method: int32().pipe(paymentMethodIdSchema),
  use_bonuses: z.boolean().default(false),
  /** Euro cents, at most the balance. */
  bonuses: int32({ min: 0 }).default(0),
});

export const orderStatusSchema = z.enum([
  'new',
  'awaiting_payment',
  'paid',
  'cancelled',
  'in_production',
  'delivered',
]);

export const orderSchema = z.object({
  id: z.number().int(),
  nr: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  currency: z.literal('EUR'),
  items: z.array(
    z.object({
      name: z.string(),
      category: z.string(),
      image: z.string(),
      product_id: z.number().int().nullable(),
      calculator_type_id: z.number().int().nullable(),
      configuration: z.record(z.string(), z.unknown()).nullable(),
      description: z.array(z.string()),
      unit: unitSchema,
      quantity: z.number(),
      price: z.number().int(),
      total: z.number().int(),
    }),
  ),
  totals: cartTotalsSchema,
  characteristics: cartCharacteristicsSchema,
  delivery_details: deliveryDetailsSchema,
  user_details: cartUserDetailsSchema,
  payment_method: paymentMethodIdSchema,
  comment: z.string(),
  bonuses_spent: z.number().int(),
  bonuses_earned: z.number().int(),
  status_history: z.array(z.object({ status: orderStatusSchema, created_at: z.string() })),
});

/** With a payUrl the browser goes to the bank; otherwise home with success_order (spec 4). */
export const createdOrderSchema = z.object({
  order: orderSchema,
  payment_data: z.object({ result: z.object({ payUrl: z.string() }) }).nullable(),
});

/**
 * POST .../create-order/: the shopper's comment, and the grand total (euro cents) the confirmation
 * step showed. A cart whose total is no longer that one is not ordered (409, cartChangedSchema).
 */
export const createOrderPayloadSchema = z.object({
  comment: z.string().trim().max(2000, 'max_length').default(''),
  expected_total: int32({ min: 0 }).optional(),
});

/** 409 of create-order: the cart changed since the confirmation showed it; its totals now. */
export const cartChangedSchema = z.object({
  detail: z.string(),
  totals: cartTotalsSchema,
});

/**
 * GET .../orders/awaiting-payment/: the caller's latest card order whose payment was not finished
 * (the bank's page left, or its link expired), which "pay now" can pay; null when there is none.
 */
export const awaitingPaymentSchema = z.object({
  order: z
    .object({
      id: z.number().int(),
      nr: z.string(),
      grand_total: z.number().int(),
      created_at: z.string(),
    })
    .nullable(),
});

/** GET .../orders/?page=&page_size=: the signed-in customer's orders, a page at a time. */
export const ordersQuerySchema = z.object({
  page: int32({ min: 1, max: 10_000 }).default(1),
  page_size: int32({ min: 1, max: 50 }).default(10),
});

export const ordersPageSchema = z.object({
  count: z.number().int(),
  pages: z.number().int(),
  results: z.array(orderSchema),
});
