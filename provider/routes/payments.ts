import { and, eq } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { detailMessageSchema } from '../../lib/api/schemas/common';
import { getConfig } from '../../lib/config';
import { isLocale, type Locale } from '../../lib/i18n/locales';
import { finalPathname } from '../../lib/i18n/slugs';
import { isSameSiteRequest, requestHost } from '../../lib/security/origin';
import { orderSuccessQuery } from '../../lib/validation/order-number';
import type { AppEnv } from '../context';
import { orders, paymentTokens } from '../db/schema';
import { isPaid, settlePayment, type PaymentOutcome } from '../domain/payments';
import { paymentNoticePage, paymentPage } from '../payments/page';
import { cardGateway } from '../payments';
import { paymentSecret } from '../payments/secret';
import { verifyPaymentToken } from '../payments/tokens';
import { ClientError } from '../http/errors';
import { createRouter, errorAnswers, reply } from '../http/openapi';
import { translate } from '../i18n';

const siteUrl = () => getConfig().SITE_URL;

/**
 * Spec 2: the home page with success_order=True and orderId opens the order-success modal. The
 * order is named by its public number (FM-2026-00005), as the bank page and the history name it.
 */
export function successUrl(
  locale: Locale,
  order: { nr: string; totals: { grand_total: number } },
): string {
  return `${siteUrl()}${finalPathname(`/${locale}`)}?${orderSuccessQuery(order.nr, order.totals.grand_total)}`;
}

export function declinedUrl(locale: Locale): string {
  return `${siteUrl()}${finalPathname(`/${locale}/cart`)}?payment=declined`;
}

const orderLocale = (c: Context<AppEnv>, order: { locale: string } | undefined): Locale =>
  order && isLocale(order.locale) ? order.locale : c.get('locale');

/** Where the shopper goes once the order is settled: a replay lands where the first answer did. */
const settledUrl = (locale: Locale, order: typeof orders.$inferSelect) =>
  isPaid(order.status) ? successUrl(locale, order) : declinedUrl(locale);

async function callback(c: Context<AppEnv>, outcome: PaymentOutcome) {
  // The hosted page posts from our own origin; another site must not settle a payment it saw the link of.
  if (
    !isSameSiteRequest(c.req.raw.headers, {
      siteUrl: siteUrl(),
      requestHost: requestHost(c.req.raw.headers),
      requireOrigin: false,
    })
  ) {
    return reply(c, detailMessageSchema, { detail: translate(c.get('locale'), 'cross_site') }, 403);
  }
  const verified = await cardGateway(c, '')?.verifyCallback(c.req.raw);
  if (!verified || verified.outcome !== outcome)
    return c.html(paymentNoticePage(c.get('locale'), 'invalid', siteUrl()), 404);
  const { result, order } = await settlePayment(c.get('db'), { ...verified, now: c.get('now')() });
  const locale = orderLocale(c, order);
  if (!order || result === 'unknown')
    return c.html(paymentNoticePage(locale, 'invalid', siteUrl()), 404);
  if (result === 'replaced') return c.html(paymentNoticePage(locale, 'replaced', siteUrl()), 409);
  if (result === 'expired')
    return c.html(paymentNoticePage(locale, 'expired', declinedUrl(locale)), 410);
  return c.redirect(settledUrl(locale, order), 303);
}

/**
 * The bundled test bank's hosted page and its approve/decline callbacks (issue 5). They exist only
 * while PAYMENT_GATEWAY=test-bank; with any other setting they answer 404 `{ detail }`.
 */
const testBankOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('paymentGateway') !== 'test-bank')
    throw new ClientError(404, { detail: translate(c.get('locale'), 'not_found') });
  await next();
};

const tokenParams = z.object({ token: z.string() });
/** A page of the test bank (the shopper's browser shows it), in the order's language. */
const page = (description: string) => ({
  content: { 'text/html': { schema: z.string() } },
  description,
});
const noticeAnswers = {
  404: page('The link is unknown or forged (with the test bank off: 404 { detail })'),
  409: page('The payment is settled already, or a newer link replaced this one'),
  410: page('The link expired; the order waits for another'),
};

const payPageRoute = createRoute({
  method: 'get',
  path: '/pay/{token}',
  middleware: [testBankOnly],
  request: { params: tokenParams },
  responses: {
    200: page('The hosted card page: the order, the amount, approve and decline'),
    ...noticeAnswers,
    ...errorAnswers,
  },
});
/** The hosted page's buttons; another site's POST is a 403 `{ detail }` (Origin, Sec-Fetch-Site). */
const callbackRoute = (path: string) =>
  createRoute({
    method: 'post',
    path,
    middleware: [testBankOnly],
    request: { params: tokenParams },
    responses: {
      303: {
        description:
          'Settled (a replay: settled already): to the order-success page when paid, else back to the cart',
      },
      ...noticeAnswers,
      ...errorAnswers,
    },
  });

export const paymentRoutes = createRouter()
  .openapi(payPageRoute, async (c) => {
    const claims = verifyPaymentToken(
      c.req.valid('param').token,
      await paymentSecret(c.get('dataDir')),
    );
    const db = c.get('db');
    const [row] = claims
      ? await db
          .select()
          .from(paymentTokens)
          .where(
            and(eq(paymentTokens.nonce, claims.nonce), eq(paymentTokens.orderId, claims.orderId)),
          )
      : [];
    const [order] = row ? await db.select().from(orders).where(eq(orders.id, row.orderId)) : [];
    if (!row || !order)
      return c.html(paymentNoticePage(c.get('locale'), 'invalid', siteUrl()), 404);
    const locale = orderLocale(c, order);
    if (row.usedAt || order.status !== 'awaiting_payment')
      return c.html(paymentNoticePage(locale, 'used', settledUrl(locale, order)), 409);
    if (order.paymentNonce !== row.nonce)
      return c.html(paymentNoticePage(locale, 'replaced', siteUrl()), 409);
    if (row.expiresAt <= c.get('now')())
      return c.html(paymentNoticePage(locale, 'expired', declinedUrl(locale)), 410);
    c.header('Cache-Control', 'no-store');
    return c.html(paymentPage({ locale, nr: order.nr, amount: row.amount, action: c.req.path }));
  })
  .openapi(callbackRoute('/pay/{token}/approve'), (c) => callback(c, 'approved'))
  .openapi(callbackRoute('/pay/{token}/decline'), (c) => callback(c, 'declined'));
