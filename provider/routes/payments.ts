import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { getConfig } from '../../lib/config';
import { isLocale, type Locale } from '../../lib/i18n/locales';
import { localeHref, withLocale } from '../../lib/i18n/slugs';
import { isSameSiteRequest, requestHost } from '../../lib/security/origin';
import type { AppEnv } from '../context';
import { orders, paymentTokens } from '../db/schema';
import { isPaid, settlePayment, type PaymentOutcome } from '../domain/payments';
import { paymentNoticePage, paymentPage } from '../payments/page';
import { paymentSecret } from '../payments/secret';
import { verifyPaymentToken } from '../payments/tokens';
import { detail } from '../http/errors';
import { translate } from '../i18n';

const siteUrl = () => getConfig().SITE_URL;

/** Spec 2: the home page with success_order=True and orderId opens the order-success modal. */
export function successUrl(locale: Locale, orderId: number): string {
  return `${siteUrl()}${withLocale(locale, '/')}?success_order=True&orderId=${orderId}`;
}

export function declinedUrl(locale: Locale): string {
  return `${siteUrl()}${localeHref(locale, '/cart')}?payment=declined`;
}

async function readToken(c: Context<AppEnv>) {
  const claims = verifyPaymentToken(c.req.param('token') ?? '', await paymentSecret(c.get('dataDir')));
  if (!claims) return null;
  const [row] = await c.get('db').select().from(paymentTokens).where(eq(paymentTokens.nonce, claims.nonce));
  const [order] = await c.get('db').select().from(orders).where(eq(orders.id, claims.orderId));
  if (!row || !order || row.orderId !== order.id) return null;
  return { claims, row, order, locale: isLocale(order.locale) ? order.locale : c.get('locale') };
}

async function callback(c: Context<AppEnv>, outcome: PaymentOutcome) {
  // The hosted page posts from our own origin; another site must not settle a payment it saw the link of.
  if (!isSameSiteRequest(c.req.raw.headers, { siteUrl: siteUrl(), requestHost: requestHost(c.req.raw.headers), requireOrigin: false })) {
    return detail(c, 403, translate(c.get('locale'), 'cross_site'));
  }
  const token = await readToken(c);
  if (!token) return c.html(paymentNoticePage(c.get('locale'), 'invalid', siteUrl()), 404);
  const now = c.get('now')();
  const { changed, order } = await settlePayment(c.get('db'), { nonce: token.claims.nonce, orderId: token.order.id, outcome, now });
  const current = order ?? token.order;
  if (!changed && !token.row.usedAt && token.row.expiresAt <= now) {
    return c.html(paymentNoticePage(token.locale, 'expired', declinedUrl(token.locale)), 410);
  }
  // A replay lands where the first answer did, because the order's status now says so.
  return c.redirect(isPaid(current.status) ? successUrl(token.locale, current.id) : declinedUrl(token.locale), 303);
}

/** The bundled test bank's hosted page and its approve/decline callbacks (issue 5). */
export const paymentRoutes = new Hono<AppEnv>()
  .get('/pay/:token', async (c) => {
    const token = await readToken(c);
    if (!token) return c.html(paymentNoticePage(c.get('locale'), 'invalid', siteUrl()), 404);
    const { row, order, locale } = token;
    if (row.usedAt || order.status !== 'awaiting_payment') {
      return c.html(paymentNoticePage(locale, 'used', isPaid(order.status) ? successUrl(locale, order.id) : declinedUrl(locale)), 409);
    }
    if (row.expiresAt <= c.get('now')()) return c.html(paymentNoticePage(locale, 'expired', declinedUrl(locale)), 410);
    c.header('Cache-Control', 'no-store');
    return c.html(paymentPage({ locale, nr: order.nr, amount: row.amount, action: c.req.path }));
  })
  .post('/pay/:token/approve', (c) => callback(c, 'approved'))
  .post('/pay/:token/decline', (c) => callback(c, 'declined'));
