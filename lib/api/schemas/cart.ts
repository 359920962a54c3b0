import { z } from '../../validation/zod';
import { calculatorConfigurationSchema } from './calculator';

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
  quantity: z.number(),
  count: z.number(),
  min_quantity: z.number(),
  max_quantity: z.number().nullable(),
  /** Euro cents. */
  price: z.number().int(),
  price_mdl: z.number().int().nullable(),
  total: z.number().int(),
  link: z.string(),
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
  /** Keep it in the offline-cart cookie and send it back as the X-Cart-Id header. */
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

export const setDeliveryInputSchema = z.union([
  z.object({ delivery_type: z.literal('pickup') }),
  z.object({ delivery_type: z.literal('delivery'), address_id: z.number().int() }),
  deliveryAddressSchema.extend({
    delivery_type: z.literal('delivery'),
    address_id: z.null().optional(),
  }),
]);

export const setPaymentInputSchema = z.object({
  payment_method: paymentMethodIdSchema,
  use_bonuses: z.boolean().optional(),
  /** Euro cents, at most the balance. */
  bonuses: z.number().int().optional(),
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

export const ordersPageSchema = z.object({
  count: z.number().int(),
  pages: z.number().int(),
  results: z.array(orderSchema),
});
