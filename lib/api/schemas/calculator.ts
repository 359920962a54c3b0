import { int32, positiveId } from '../../validation/integer';
import { orderRequestNameSchema } from '../../validation/order-request';
import { phoneSchema } from '../../validation/phone';
import { MAX_LINE_QUANTITY } from '../../validation/quantity';
import { z } from '../../validation/zod';
import { nameValueSchema } from './common';

/** A choice of a feature group; `price` in MDL bani (per m² in the base group), null: on request. */
export const calculatorFeatureItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  price: z.number().int().nullable(),
  color: z.string().nullable(),
  selected: z.boolean(),
  group: z.number().int(),
});

export const calculatorFeatureGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The group whose price is per m² of the configured size (profile, panel, fabric …). */
  base: z.boolean(),
  items: z.array(calculatorFeatureItemSchema),
});

export const calculatorSizeSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  value: z.number(),
});

/** Spec 3 'Configurable product' of one calculator type. */
export const calculatorTypeSchema = z.object({
  id: z.number().int(),
  calculator_id: z.number().int(),
  slug: z.string(),
  kind: z.enum(['window', 'door', 'gate', 'awning', 'shutter']),
  name: z.string(),
  image: z.string(),
  characteristics: z.array(nameValueSchema),
  features: z.array(calculatorFeatureGroupSchema),
  sizes: z.array(calculatorSizeSchema),
  additionals: z.array(
    z.object({ id: z.string(), name: z.string(), price: z.number().int(), enabled: z.boolean() }),
  ),
  documents: z.array(z.object({ name: z.string(), link: z.string() })),
  descriptionItems: z.array(z.object({ name: z.string(), text: z.string(), image: z.string() })),
});

export const calculatorSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  link: z.string(),
  description: z.object({ title: z.string(), text: z.string() }),
  calculatorTypesItems: z.array(calculatorTypeSchema),
});

/** What the visitor chose; the server prices it, never the client. */
export const calculatorConfigurationSchema = z.object({
  calculator_type_id: z.number().int(),
  features: z.record(z.string(), z.string()).optional(),
  sizes: z.record(z.string(), z.number()).optional(),
  additionals: z.array(z.string()).optional(),
});

/**
 * A configuration as the storefront sends it (cart items, quotes): the calculator type's id and
 * the choices, each bounded; whether the choices exist is the pricing's check, on the provider.
 */
export const calculatorConfigurationPayloadSchema = z.object({
  calculator_type_id: positiveId(),
  features: z.record(z.string().max(64), z.string().max(64)).optional(),
  sizes: z.record(z.string().max(64), int32()).optional(),
  additionals: z.array(z.string().max(64)).max(50).optional(),
});

/** POST .../internal-modules-section/: a configuration to price, and how many (spec 5). */
export const calculatorQuotePayloadSchema = z.object({
  data: calculatorConfigurationPayloadSchema,
  params: z
    .object({ quantity: int32({ min: 1, max: MAX_LINE_QUANTITY }).default(1) })
    .default({ quantity: 1 }),
});

export const moneyAmountSchema = z.object({
  amount: z.number().int(),
  currency: z.enum(['EUR', 'MDL']),
});

export const calculatorQuoteSchema = z.object({
  calculator_id: z.number().int(),
  calculator_type_id: z.number().int(),
  configuration: z.object({
    features: z.record(z.string(), z.string()),
    sizes: z.record(z.string(), z.number()),
    additionals: z.array(z.string()),
  }),
  on_request: z.boolean(),
  quantity: z.number(),
  area_m2: z.number(),
  exchange_rate: z.number(),
  price: moneyAmountSchema,
  price_mdl: moneyAmountSchema,
  total: moneyAmountSchema,
  total_mdl: moneyAmountSchema,
  breakdown: z.array(
    z.object({ key: z.string(), option: z.string(), price_mdl: z.number().int() }),
  ),
});

/** A configuration of a few dozen choices is far below this; more is no configuration of ours. */
export const ORDER_REQUEST_CONFIGURATION_BYTES = 4 * 1024;

/**
 * The configuration an order request from the calculator carries (issue 41: any JSON up to the
 * body limit, about 1 MB, was stored as a lead): the calculator's own shape, each part bounded, no
 * other key, at most ORDER_REQUEST_CONFIGURATION_BYTES as JSON. Its type, when it names one, is the
 * request's.
 */
export const orderRequestConfigurationSchema = calculatorConfigurationPayloadSchema
  .partial({ calculator_type_id: true })
  .strict()
  .refine(
    (value) => JSON.stringify(value).length <= ORDER_REQUEST_CONFIGURATION_BYTES,
    'max_length',
  );

/** POST .../order-request/ (spec 5 'Cart order request'): who to call back, about which configuration. */
export const orderRequestPayloadSchema = z.object({
  client_name: orderRequestNameSchema,
  client_phone: phoneSchema,
  calculator_id: positiveId(),
  calculator_type_id: positiveId(),
  configuration: orderRequestConfigurationSchema.optional(),
});

export const orderRequestCreatedSchema = z.object({ id: z.number().int() });
