import { and, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getConfig } from '../../lib/config';
import { isLocale, type Locale } from '../../lib/i18n/locales';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { mailOutbox, subscriptions } from '../db/schema';
import {
  NEWSLETTER_CONFIRM_TTL_SECONDS,
  newsletterToken,
  verifyNewsletterToken,
  type NewsletterPurpose,
} from '../domain/newsletter-tokens';
import { linkKey } from '../http/link-key';
import { linkPage as page } from '../http/link-page';
import { createRouter, errorAnswers } from '../http/openapi';
import { mailTranslator } from '../mail/copy';
import { newsletterConfirmationMail, newsletterDigestMail } from '../mail/newsletter-mails';
import { sendPendingMail } from '../mail/outbox';
import { storeInOutbox } from '../mail/transport';

type Ctx = Context<AppEnv>;

/** The shop is told of new confirmed subscribers at most this often (issue 37). */
const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** One confirmation mail per address in this time, however often the form is sent. */
const RESEND_AFTER_MS = 10 * 60 * 1000;

const CONFIRM_PATH = '/feedbacks/subscribe/confirm/';
const UNSUBSCRIBE_PATH = '/feedbacks/unsubscribe/';

/** The provider's public address (SITE_URL and its mount), from this request's own path. */
function providerBase(c: Ctx): string {
  const mount = c.req.path.slice(0, c.req.path.indexOf('/feedbacks/'));
  return `${getConfig().SITE_URL}${mount}`;
}

/**
 * POST /feedbacks/subscribe/ (forms.ts) for `email`: a new or unconfirmed address gets the
 * confirmation mail (at most one per RESEND_AFTER_MS); a confirmed one nothing. The caller answers
 * the same in every case, so the form tells no one whether an address is subscribed.
 */
export async function requestSubscription(c: Ctx, email: string): Promise<void> {
  const db = c.get('db');
  const now = c.get('now')();
  const locale = c.get('locale');
  const key = await linkKey(c, 'newsletter links');
  const base = providerBase(c);
  const expires = Math.floor(now.getTime() / 1000) + NEWSLETTER_CONFIRM_TTL_SECONDS;
  const mail = await newsletterConfirmationMail({
    to: email,
    locale,
    siteUrl: getConfig().SITE_URL,
    confirmUrl: `${base}${CONFIRM_PATH}${newsletterToken(key, 'confirm', email, expires)}`,
    unsubscribeUrl: `${base}${UNSUBSCRIBE_PATH}${newsletterToken(key, 'unsubscribe', email)}`,
  });
  const queued = await db.transaction(async (tx) => {
    await tx
      .insert(subscriptions)
      .values({ email, locale })
      .onConflictDoNothing({ target: subscriptions.email });
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, email))
      .for('update');
    if (!row || row.confirmedAt) return false;
    const [recent] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'newsletter_confirmation'),
          eq(mailOutbox.recipient, email),
          gt(mailOutbox.createdAt, new Date(now.getTime() - RESEND_AFTER_MS)),
        ),
      )
      .limit(1);
    if (recent) return false;
    await storeInOutbox(tx, mail, now);
    return true;
  });
  if (queued) void sendPendingMail(db);
}

/**
 * With the confirmation of a subscriber, the shop's count when the last one is a day old or there
 * was none: how many confirmed since then, and how many in total.
 */
async function queueDigest(db: Db, now: Date) {
  // One digest at a time, whichever process confirms (released with the transaction).
  await db.execute(sql`select pg_advisory_xact_lock(37)`);
  const [last] = await db
    .select({ createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'staff_newsletter_digest'))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (last && now.getTime() - last.createdAt.getTime() < DIGEST_INTERVAL_MS) return;
  const since = last?.createdAt ?? new Date(0);
  const [fresh] = await db
    .select({ value: count() })
    .from(subscriptions)
    .where(gt(subscriptions.confirmedAt, since));
  const [total] = await db
    .select({ value: count() })
    .from(subscriptions)
    .where(isNotNull(subscriptions.confirmedAt));
  const [first] = last
    ? [{ at: last.createdAt }]
    : await db
        .select({ at: subscriptions.confirmedAt })
        .from(subscriptions)
        .where(isNotNull(subscriptions.confirmedAt))
        .orderBy(subscriptions.confirmedAt)
        .limit(1);
  await storeInOutbox(
    db,
    await newsletterDigestMail(
      { count: fresh?.value ?? 0, total: total?.value ?? 0, since: first?.at ?? now },
      getConfig().SITE_URL,
    ),
    now,
  );
}

const tokenParams = z.object({ token: z.string() });
const html = (description: string) => ({
  content: { 'text/html': { schema: z.string() } },
  description,
});
const linkRoute = (method: 'get' | 'post', path: string, done: string) =>
  createRoute({
    method,
    path,
    request: { params: tokenParams },
    responses: {
      200: html(done),
      404: html('The link is forged, expired or its address is no longer subscribed'),
      ...errorAnswers,
    },
  });

/** The address of a valid link and its subscription row, in the row's language when it has one. */
async function resolveLink(c: Ctx, purpose: NewsletterPurpose) {
  const email = verifyNewsletterToken(
    await linkKey(c, 'newsletter links'),
    purpose,
    c.req.param('token') ?? '',
    c.get('now')(),
  );
  const [row] = email
    ? await c.get('db').select().from(subscriptions).where(eq(subscriptions.email, email))
    : [];
  const locale: Locale = row && isLocale(row.locale) ? row.locale : c.get('locale');
  return { email, row, locale, t: mailTranslator(locale) };
}

const invalid = (c: Ctx, locale: Locale) => {
  const t = mailTranslator(locale);
  c.header('Cache-Control', 'no-store');
  return c.html(
    page(locale, {
      title: t('mail.newsletter.pageInvalidTitle'),
      text: t('mail.newsletter.pageInvalidText'),
    }),
    404,
  );
};

/**
 * The links of the newsletter mails. Opening one (GET, also done by mail scanners) only shows a
 * button; the POST acts. The unsubscribe POST is also RFC 8058's one-click from the mail client.
 */
export const newsletterRoutes = createRouter()
  .openapi(
    linkRoute('get', `${CONFIRM_PATH}{token}`, 'Asks to confirm the subscription'),
    async (c) => {
      const { email, row, locale, t } = await resolveLink(c, 'confirm');
      if (!email || !row) return invalid(c, locale);
      c.header('Cache-Control', 'no-store');
      return c.html(
        page(locale, {
          title: t('mail.newsletter.pageConfirmTitle'),
          text: t('mail.newsletter.pageConfirmText', { email }),
          button: t('mail.newsletter.pageConfirmButton'),
        }),
        200,
      );
    },
  )
  .openapi(
    linkRoute('post', `${CONFIRM_PATH}{token}`, 'The subscription is confirmed'),
    async (c) => {
      const { email, locale, t } = await resolveLink(c, 'confirm');
      if (!email) return invalid(c, locale);
      const db = c.get('db');
      const now = c.get('now')();
      const confirmed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(subscriptions)
          .set({ confirmedAt: now })
          .where(and(eq(subscriptions.email, email), isNull(subscriptions.confirmedAt)))
          .returning({ id: subscriptions.id });
        if (row) await queueDigest(tx, now);
        return row
          ? true
          : (await tx.select().from(subscriptions).where(eq(subscriptions.email, email))).length >
              0;
      });
      if (!confirmed) return invalid(c, locale);
      void sendPendingMail(db);
      c.header('Cache-Control', 'no-store');
      return c.html(
        page(locale, {
          title: t('mail.newsletter.pageConfirmedTitle'),
          text: t('mail.newsletter.pageConfirmedText', { email }),
        }),
        200,
      );
    },
  )
  .openapi(linkRoute('get', `${UNSUBSCRIBE_PATH}{token}`, 'Asks to unsubscribe'), async (c) => {
    const { email, locale, t } = await resolveLink(c, 'unsubscribe');
    if (!email) return invalid(c, locale);
    c.header('Cache-Control', 'no-store');
    return c.html(
      page(locale, {
        title: t('mail.newsletter.pageUnsubscribeTitle'),
        text: t('mail.newsletter.pageUnsubscribeText', { email }),
        button: t('mail.newsletter.pageUnsubscribeButton'),
      }),
      200,
    );
  })
  .openapi(
    linkRoute(
      'post',
      `${UNSUBSCRIBE_PATH}{token}`,
      'The address is unsubscribed (also when it was not)',
    ),
    async (c) => {
      const { email, locale, t } = await resolveLink(c, 'unsubscribe');
      if (!email) return invalid(c, locale);
      await c.get('db').delete(subscriptions).where(eq(subscriptions.email, email));
      c.header('Cache-Control', 'no-store');
      return c.html(
        page(locale, {
          title: t('mail.newsletter.pageUnsubscribedTitle'),
          text: t('mail.newsletter.pageUnsubscribedText', { email }),
        }),
        200,
      );
    },
  );
