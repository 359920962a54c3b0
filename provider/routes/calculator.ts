import { asc, eq } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  calculatorQuotePayloadSchema,
  calculatorQuoteSchema,
  calculatorSchema,
  orderRequestCreatedSchema,
  orderRequestPayloadSchema,
} from '../../lib/api/schemas/calculator';
import { getConfig } from '../../lib/config';
import { defaultLocale, type Locale } from '../../lib/i18n/locales';
import { formatMoney } from '../../lib/money/format';
import { mdlPerEur } from '../../lib/money/rate';
import { defaultOptionId, priceConfiguration } from '../../lib/pricing/configuration';
import { positiveId } from '../../lib/validation/integer';
import type { AppEnv } from '../context';
import { pick } from '../db/localized';
import {
  calculators,
  calculatorTypes,
  orderRequests,
  type ConfigurableProductDefinition,
} from '../db/schema';
import {
  calculatorPath,
  configurationSchema,
  describeConfiguration,
  toConfiguration,
} from '../domain/orders-cart';
import { rateRules } from '../domain/rate-limit';
import { ClientError } from '../http/errors';
import { answer, createRouter, errorAnswers, jsonBody, jsonBodyOf, reply } from '../http/openapi';
import { bucketKey, consume, requestIp } from '../http/rate-limit';
import { translate } from '../i18n';
import { orderRequestMail } from '../mail/lead-mails';
import { sendPendingMail } from '../mail/outbox';
import { storeInOutbox } from '../mail/transport';

type CalculatorType = typeof calculatorTypes.$inferSelect;

/**
 * An order request's configuration in the shop's words (ro) and its price, for the shop's mail; a
 * configuration the price list cannot read is listed as it came, unpriced.
 */
function describeRequest(type: CalculatorType, configuration: Record<string, unknown> | undefined) {
  const parsed = configurationSchema.safeParse({ ...configuration, calculator_type_id: type.id });
  const result = parsed.success
    ? priceConfiguration(type.product, toConfiguration(parsed.data), mdlPerEur())
    : null;
  if (result?.ok) {
    const { price } = result;
    return {
      configuration: describeConfiguration(type.product, price.selection, defaultLocale),
      price: price.onRequest
        ? null
        : `${formatMoney(price.eur, 'EUR', defaultLocale)} (${formatMoney(price.mdl, 'MDL', defaultLocale)})`,
    };
  }
  return {
    configuration: Object.entries(configuration ?? {}).map(
      ([key, value]) => `${key}: ${JSON.stringify(value)}`,
    ),
    price: null,
  };
}

/** Spec 3 'Configurable product', localized: what the calculator screen renders. */
export function localizeProduct(product: ConfigurableProductDefinition, locale: Locale) {
  return {
    name: pick(product.name, locale),
    image: product.image,
    characteristics: product.characteristics.map((item) => ({
      name: pick(item.name, locale),
      value: pick(item.value, locale),
    })),
    features: product.features.map((group, groupIndex) => ({
      id: group.id,
      name: pick(group.name, locale),
      base: group.base ?? false,
      items: group.options.map((option) => ({
        id: option.id,
        name: pick(option.name, locale),
        value: option.id,
        /** MDL bani; per m² in the base group; null: price on request. */
        price: option.price,
        color: option.color ?? null,
        selected: option.id === defaultOptionId(group),
        group: groupIndex,
      })),
    })),
    sizes: product.sizes.map((size) => ({
      id: size.id,
      name: pick(size.name, locale),
      min: size.min,
      max: size.max,
      value: size.value,
    })),
    additionals: product.additionals.map((item) => ({
      id: item.id,
      name: pick(item.name, locale),
      price: item.price,
      enabled: item.enabled,
    })),
    documents: product.documents.map((doc) => ({
      name: pick(doc.name, locale),
      link: typeof doc.link === 'string' ? doc.link : pick(doc.link, locale),
    })),
    descriptionItems: product.descriptionItems.map((item) => ({
      name: pick(item.name, locale),
      text: pick(item.text, locale),
      image: item.image,
    })),
  };
}

function typeView(type: CalculatorType, locale: Locale) {
  return {
    id: type.id,
    calculator_id: type.calculatorId,
    slug: type.slug,
    kind: type.kind,
    ...localizeProduct(type.product, locale),
  };
}

const idParam = z.object({ id: positiveId() });

async function findType(c: Context<AppEnv>, id: number): Promise<CalculatorType> {
  const [type] = await c.get('db').select().from(calculatorTypes).where(eq(calculatorTypes.id, id));
  if (!type)
    throw new ClientError(400, {
      'data.calculator_type_id': [translate(c.get('locale'), 'invalid_value')],
    });
  return type;
}

const calculatorsRoute = createRoute({
  method: 'get',
  path: '/api/calculator/calculator-types',
  responses: {
    200: answer(
      z.array(calculatorSchema),
      'Every calculator with its types (spec 3 configurable products)',
    ),
    ...errorAnswers,
  },
});
const calculatorRoute = createRoute({
  method: 'get',
  path: '/api/calculator/calculator-types/{id}',
  request: { params: idParam },
  responses: { 200: answer(calculatorSchema, 'One calculator with its types'), ...errorAnswers },
});
const quoteRoute = createRoute({
  method: 'post',
  path: '/api/calculator/internal-modules-section/',
  middleware: [jsonBody],
  request: { body: jsonBodyOf(calculatorQuotePayloadSchema) },
  responses: {
    200: answer(calculatorQuoteSchema, 'The price of a configuration, priced by the server'),
    ...errorAnswers,
  },
});
const orderRequestRoute = createRoute({
  method: 'post',
  path: '/api/calculator/order-request/',
  middleware: [jsonBody],
  request: { body: jsonBodyOf(orderRequestPayloadSchema) },
  responses: {
    201: answer(orderRequestCreatedSchema, 'The call-back request about a configuration, stored'),
    ...errorAnswers,
  },
});

export const calculatorRoutes = createRouter()
  .openapi(calculatorsRoute, async (c) => {
    const locale = c.get('locale');
    const db = c.get('db');
    const [rows, types] = await Promise.all([
      db.select().from(calculators).orderBy(asc(calculators.position)),
      db
        .select()
        .from(calculatorTypes)
        .orderBy(asc(calculatorTypes.position), asc(calculatorTypes.id)),
    ]);
    return reply(
      c,
      z.array(calculatorSchema),
      rows.map((calculator) => ({
        id: calculator.id,
        slug: calculator.slug,
        link: calculatorPath(calculator.id),
        description: {
          title: pick(calculator.title, locale),
          text: pick(calculator.description, locale),
        },
        calculatorTypesItems: types
          .filter((type) => type.calculatorId === calculator.id)
          .map((type) => typeView(type, locale)),
      })),
      200,
    );
  })
  .openapi(calculatorRoute, async (c) => {
    const locale = c.get('locale');
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const [calculator] = await db.select().from(calculators).where(eq(calculators.id, id));
    if (!calculator) throw new ClientError(404, { detail: translate(locale, 'not_found') });
    const types = await db
      .select()
      .from(calculatorTypes)
      .where(eq(calculatorTypes.calculatorId, id))
      .orderBy(asc(calculatorTypes.position), asc(calculatorTypes.id));
    return reply(
      c,
      calculatorSchema,
      {
        id: calculator.id,
        slug: calculator.slug,
        link: calculatorPath(calculator.id),
        description: {
          title: pick(calculator.title, locale),
          text: pick(calculator.description, locale),
        },
        calculatorTypesItems: types.map((type) => typeView(type, locale)),
      },
      200,
    );
  })
  .openapi(quoteRoute, async (c) => {
    const locale = c.get('locale');
    const { data, params } = c.req.valid('json');
    const type = await findType(c, data.calculator_type_id);
    const rate = mdlPerEur();
    const result = priceConfiguration(type.product, toConfiguration(data), rate);
    if (!result.ok) {
      const message = translate(locale, 'invalid_value');
      throw new ClientError(
        400,
        Object.fromEntries(Object.keys(result.errors).map((field) => [`data.${field}`, [message]])),
      );
    }
    const { price } = result;
    return reply(
      c,
      calculatorQuoteSchema,
      {
        calculator_id: type.calculatorId,
        calculator_type_id: type.id,
        configuration: { ...price.selection, additionals: [...price.selection.additionals] },
        on_request: price.onRequest,
        quantity: params.quantity,
        area_m2: Math.round(price.areaMm2 / 10_000) / 100,
        exchange_rate: rate / 100,
        price: { amount: price.eur, currency: 'EUR' as const },
        price_mdl: { amount: price.mdl, currency: 'MDL' as const },
        total: { amount: price.eur * params.quantity, currency: 'EUR' as const },
        total_mdl: { amount: price.mdl * params.quantity, currency: 'MDL' as const },
        breakdown: price.lines.map((line) => ({
          key: line.key,
          option: line.option,
          price_mdl: line.mdl,
        })),
      },
      200,
    );
  })
  .openapi(orderRequestRoute, async (c) => {
    const locale = c.get('locale');
    const body = c.req.valid('json');
    const type = await c
      .get('db')
      .select()
      .from(calculatorTypes)
      .where(eq(calculatorTypes.id, body.calculator_type_id));
    if (!type[0] || type[0].calculatorId !== body.calculator_id) {
      throw new ClientError(400, { calculator_type_id: [translate(locale, 'invalid_value')] });
    }
    const namedType = body.configuration?.calculator_type_id;
    if (namedType !== undefined && namedType !== body.calculator_type_id) {
      throw new ClientError(400, {
        'configuration.calculator_type_id': [translate(locale, 'invalid_value')],
      });
    }
    // Issue 26: one client stores only so many leads.
    await consume(c, bucketKey('order-request-ip', requestIp(c)), rateRules.orderRequestPerIp);
    const mail = await orderRequestMail(
      {
        name: body.client_name,
        phone: body.client_phone,
        product: pick(type[0].product.name, defaultLocale),
        ...describeRequest(type[0], body.configuration),
        locale,
      },
      getConfig().SITE_URL,
    );
    const db = c.get('db');
    // The request and the shop's mail of it are stored together (issue 37).
    const request = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orderRequests)
        .values({
          calculatorId: body.calculator_id,
          calculatorTypeId: body.calculator_type_id,
          clientName: body.client_name,
          clientPhone: body.client_phone,
          configuration: body.configuration ?? null,
          locale,
        })
        .returning({ id: orderRequests.id });
      await storeInOutbox(tx, mail, c.get('now')());
      return row!;
    });
    void sendPendingMail(db);
    return reply(c, orderRequestCreatedSchema, { id: request.id }, 201);
  });
