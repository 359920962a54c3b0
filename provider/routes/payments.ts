import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { getConfig } from '../../lib/config';
import { isLocale, type Locale } from '../../lib/i18n/locales';
import { localeHref, withLocale } from '../../lib/i18n/slugs';
import { isSameSiteRequest, requestHost } from '../../lib/security/origin';
import type { AppEnv } from '../context';
import { orders, paymentTokens } from '../db/schema';
import { isPaid, settlePayment, type PaymentOutcome } from '../domain/payments';
import { paymentNoticePage, paymentPage } from '../payments/page';
import { cardGateway } from '../payments';
import { paymentSecret } from '../payments/secret';
import { verifyPaymentToken } from '../payments/tokens';
import { detail } from '../http/errors';
import { translate } from '../i18n';

const siteUrl = () => getConfig().SITE_URL;

/**
 * Spec 2: the home page with success_order=True and orderId opens the order-success modal. The
 * order is named by its public number (FM-2026-00005), as the bank page and the history name it.
 */
export function successUrl(locale: Locale, orderNumber: string): string {
  return `${siteUrl()}${withLocale(locale, '/')}?success_order=True&orderId=${encodeURIComponent(orderNumber)}`;
}

export function declinedUrl(locale: Locale): string {
  return `${siteUrl()}${localeHref(locale, '/cart')}?payment=declined`;
}

const orderLocale = (c: Context<AppEnv>, order: { locale: string } | undefined): Locale =>
  order && isLocale(order.locale) ? order.locale : c.get('locale');

/** Where the shopper goes once the order is settled: a replay lands where the first answer did. */
const settledUrl = (locale: Locale, order: typeof orders.$inferSelect) =>
  isPaid(order.status) ? successUrl(locale, order.nr) : declinedUrl(locale);

async function callback(c: Context<AppEnv>, outcome: PaymentOutcome) {
  // The hosted page posts from our own origin; another site must not settle a payment it saw the link of.
  if (
    !isSameSiteRequest(c.req.raw.headers, {
      siteUrl: siteUrl(),
      requestHost: requestHost(c.req.raw.headers),
      requireOrigin: false,
    })
  ) {
    return detail(c, 403, translate(c.get('locale'), 'cross_site'));
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
 * while PAYMENT_GATEWAY=test-bank; with any other setting they answer 404.
 */
export const paymentRoutes = new Hono<AppEnv>()
  .use('/pay/*', async (c, next) => {
    if (c.get('paymentGateway') !== 'test-bank')
      return c.json({ detail: translate(c.get('locale'), 'not_found') }, 404);
    await next();
  })
  .get('/pay/:token', async (c) => {
    const claims = verifyPaymentToken(c.req.param('token'), await paymentSecret(c.get('dataDir')));
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
  .post('/pay/:token/approve', (c) => callback(c, 'approved'))
  .post('/pay/:token/decline', (c) => callback(c, 'declined'));
