import { eq } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { detailMessageSchema } from '../../lib/api/schemas/common';
import { getConfig } from '../../lib/config';
import { isLocale, type Locale } from '../../lib/i18n/locales';
import type { AppEnv } from '../context';
import { orders, paymentTokens } from '../db/schema';
import { settlePayment } from '../domain/payments';
import { ClientError } from '../http/errors';
import { answer, createRouter, errorAnswers, jsonBody, jsonBodyOf, reply } from '../http/openapi';
import { translate } from '../i18n';
import { logger } from '../logger';
import { maibGateway } from '../payments';
import { MaibApiError } from '../payments/maib/client';
import {
  MAIB_CALLBACK_PATH,
  MAIB_RETURN_PATH,
  type MaibGateway,
  type MaibPaymentState,
} from '../payments/maib/gateway';
import { confirmingPage } from '../payments/maib/page';
import { declinedUrl, successUrl } from './payments';

type OrderRow = typeof orders.$inferSelect;
type TokenRow = typeof paymentTokens.$inferSelect;

/** maib's routes exist only while PAYMENT_GATEWAY=maib; otherwise they answer 404 `{ detail }`. */
const maibOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('paymentGateway') !== 'maib' || !c.get('maib'))
    throw new ClientError(404, { detail: translate(c.get('locale'), 'not_found') });
  await next();
};

/** The provider's public base, from this request's path (…/payments/maib/…). */
function providerBaseUrl(c: Context<AppEnv>): string {
  const mount = c.req.path.slice(0, c.req.path.indexOf('/payments/maib/'));
  return `${getConfig().SITE_URL}${mount}`;
}

const gatewayOf = (c: Context<AppEnv>): MaibGateway => maibGateway(c, providerBaseUrl(c));

async function linkOf(c: Context<AppEnv>, payId: string) {
  const db = c.get('db');
  const [link] = await db.select().from(paymentTokens).where(eq(paymentTokens.nonce, payId));
  if (!link) return { link: undefined, order: undefined };
  const [order] = await db.select().from(orders).where(eq(orders.id, link.orderId));
  return { link, order };
}

/**
 * What maib reports matches what the shop asked: the payment is this order's (its number) and, to
 * pay it, of the link's amount in the order's currency. A decline moves no money, so it needs only
 * the order. A mismatch is logged and settles nothing.
 */
function matchesOrder(state: MaibPaymentState, link: TokenRow, order: OrderRow): boolean {
  const matches =
    state.orderNumber === order.nr &&
    (state.outcome !== 'approved' ||
      (state.charged?.amount === link.amount && state.charged.currency === order.currency));
  if (!matches)
    logger.error(
      `maib payment ${link.nonce}: reported order ${state.orderNumber}, ${state.charged?.amount} ${state.charged?.currency}; expected ${order.nr}, ${link.amount} ${order.currency}`,
    );
  return matches;
}

const orderLocale = (c: Context<AppEnv>, order: OrderRow): Locale =>
  isLocale(order.locale) ? order.locale : c.get('locale');

/**
 * maib's notification (docs: "Notifications on Callback Url"): the signature is checked before
 * anything else; a bad or missing one answers 400 and changes nothing.
 */
const notificationSchema = z.object({
  result: z
    .record(z.string(), z.unknown())
    .openapi({ description: "The payment's fields (payId, orderId, status, amount, currency…)" }),
  signature: z
    .string()
    .max(512)
    .optional()
    .openapi({ description: 'Base64 SHA-256 of the sorted result values and the signature key' }),
});

const settledSchema = z.object({
  status: z.enum(['settled', 'closed', 'replaced', 'expired']).openapi({
    description:
      'settled: this notification paid or cancelled the order; closed: settled before (a retry); replaced, expired: the link no longer pays the order',
  }),
});

const callbackRoute = createRoute({
  method: 'post',
  path: MAIB_CALLBACK_PATH,
  middleware: [maibOnly, jsonBody],
  request: { body: jsonBodyOf(notificationSchema) },
  responses: {
    200: answer(settledSchema, 'Taken (maib stops retrying): what it did to the order'),
    400: answer(detailMessageSchema, 'The signature is missing or wrong; nothing changed'),
    404: answer(detailMessageSchema, 'No such payment (or PAYMENT_GATEWAY is not maib)'),
    409: answer(
      detailMessageSchema,
      "The payment's order, amount or currency is not the order's; nothing changed",
    ),
    ...errorAnswers,
  },
});

const returnQuery = z.object({
  payId: z.string().min(1).max(64).openapi({ description: "maib's transaction id" }),
  orderId: z.string().max(36).optional().openapi({ description: 'The order number' }),
});

const returnRoute = createRoute({
  method: 'get',
  path: MAIB_RETURN_PATH,
  middleware: [maibOnly],
  request: { query: returnQuery },
  responses: {
    200: {
      content: { 'text/html': { schema: z.string() } },
      description:
        'The payment is not final yet: "payment being confirmed", a page that asks again every few seconds',
    },
    303: {
      description:
        'Settled: to the order-success modal when paid, else to the cart with "payment declined"',
    },
    404: answer(detailMessageSchema, 'No such payment (or PAYMENT_GATEWAY is not maib)'),
    ...errorAnswers,
  },
});

const CONFIRMING_REFRESH_SECONDS = 3;

export const maibRoutes = createRouter()
  .openapi(callbackRoute, async (c) => {
    const locale = c.get('locale');
    const verified = gatewayOf(c).verifyNotification(c.req.valid('json'));
    if (!verified)
      return reply(c, detailMessageSchema, { detail: translate(locale, 'bad_signature') }, 400);
    const { link, order } = await linkOf(c, verified.reference);
    if (!link || !order || order.id !== verified.orderId)
      return reply(c, detailMessageSchema, { detail: translate(locale, 'not_found') }, 404);
    if (!matchesOrder(verified, link, order))
      return reply(c, detailMessageSchema, { detail: translate(locale, 'payment_mismatch') }, 409);
    const { result } = await settlePayment(c.get('db'), {
      reference: verified.reference,
      orderId: order.id,
      outcome: verified.outcome ?? 'declined',
      now: c.get('now')(),
    });
    if (result === 'unknown')
      return reply(c, detailMessageSchema, { detail: translate(locale, 'not_found') }, 404);
    if (result === 'replaced' && verified.outcome === 'approved')
      logger.error(
        `maib payment ${link.nonce} of order ${order.nr} was approved through a replaced link: refund it in maibmerchants`,
      );
    return reply(c, settledSchema, { status: result }, 200);
  })
  .openapi(returnRoute, async (c) => {
    const { payId } = c.req.valid('query');
    const { link, order } = await linkOf(c, payId);
    if (!link || !order)
      throw new ClientError(404, { detail: translate(c.get('locale'), 'not_found') });
    const locale = orderLocale(c, order);
    const settled = (row: OrderRow) =>
      c.redirect(row.status === 'cancelled' ? declinedUrl(locale) : successUrl(locale, row), 303);
    if (order.status !== 'awaiting_payment') return settled(order);
    // Back before the callback: ask maib, and settle on its authenticated answer.
    let state: MaibPaymentState | undefined;
    try {
      state = await gatewayOf(c).paymentState(payId);
    } catch (error) {
      if (!(error instanceof MaibApiError)) throw error;
      logger.warn(`maib payment ${payId}: pay-info failed, the shopper waits`, error.message);
    }
    if (state?.outcome && matchesOrder(state, link, order)) {
      const { result, order: after } = await settlePayment(c.get('db'), {
        reference: payId,
        orderId: order.id,
        outcome: state.outcome,
        now: c.get('now')(),
      });
      if (after && after.status !== 'awaiting_payment') return settled(after);
      // This link no longer pays the order (a newer one replaced it, or it expired).
      if (result === 'replaced' || result === 'expired')
        return c.redirect(declinedUrl(locale), 303);
    }
    c.header('Cache-Control', 'no-store');
    c.header('Refresh', String(CONFIRMING_REFRESH_SECONDS));
    return c.html(
      confirmingPage({ locale, nr: order.nr, refreshSeconds: CONFIRMING_REFRESH_SECONDS }),
      200,
    );
  });
