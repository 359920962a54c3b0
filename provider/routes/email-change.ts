import { and, eq } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { isLocale, type Locale } from '../../lib/i18n/locales';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { verifyEmailChangeToken } from '../domain/email-change-tokens';
import { linkKey } from '../http/link-key';
import { linkPage } from '../http/link-page';
import { createRouter, errorAnswers } from '../http/openapi';
import { mailTranslator } from '../mail/copy';

/** The purpose the e-mail change links are signed for (http/link-key.ts). */
export const EMAIL_CHANGE_LINKS = 'e-mail change links';
/** Where the link mailed to a new address leads (under the provider's mount). */
export const EMAIL_CONFIRM_PATH = '/api/auth/email/confirm/';

type Ctx = Context<AppEnv>;

const html = (description: string) => ({
  content: { 'text/html': { schema: z.string() } },
  description,
});
const confirmRoute = (method: 'get' | 'post', done: string) =>
  createRoute({
    method,
    path: `${EMAIL_CONFIRM_PATH}{token}`,
    request: { params: z.object({ token: z.string() }) },
    responses: {
      200: html(done),
      404: html(
        'The link is forged or expired, the account changed since, or the address is taken',
      ),
      ...errorAnswers,
    },
  });

async function changeOf(c: Ctx) {
  return verifyEmailChangeToken(
    await linkKey(c, EMAIL_CHANGE_LINKS),
    c.req.param('token') ?? '',
    c.get('now')(),
  );
}

const languageOf = (c: Ctx): Locale => {
  const locale = c.get('locale');
  return isLocale(locale) ? locale : 'ro';
};

function answer(c: Ctx, status: 200 | 404, key: 'page' | 'pageDone' | 'pageInvalid', email = '') {
  const locale = languageOf(c);
  const t = mailTranslator(locale);
  c.header('Cache-Control', 'no-store');
  const title = {
    page: t('mail.account.pageTitle'),
    pageDone: t('mail.account.pageDoneTitle'),
    pageInvalid: t('mail.account.pageInvalidTitle'),
  }[key];
  const text = {
    page: t('mail.account.pageText', { email }),
    pageDone: t('mail.account.pageDoneText', { email }),
    pageInvalid: t('mail.account.pageInvalidText'),
  }[key];
  const button = key === 'page' ? t('mail.account.pageButton') : undefined;
  return c.html(linkPage(locale, { title, text, ...(button ? { button } : {}) }), status);
}

/**
 * The link mailed to a new address (issue 37): its GET shows a button (mail scanners open links),
 * its POST moves the account to the address, if the account still has the address it had when the
 * change was asked and no other account took the new one meanwhile.
 */
export const emailChangeRoutes = createRouter()
  .openapi(confirmRoute('get', 'Asks to confirm the new address'), async (c) => {
    const change = await changeOf(c);
    if (!change) return answer(c, 404, 'pageInvalid');
    return answer(c, 200, 'page', change.to);
  })
  .openapi(confirmRoute('post', 'The account has the new address'), async (c) => {
    const change = await changeOf(c);
    if (!change) return answer(c, 404, 'pageInvalid');
    const db = c.get('db');
    const moved = await db
      .update(users)
      .set({ email: change.to })
      .where(and(eq(users.id, change.userId), eq(users.email, change.from)))
      .returning({ id: users.id })
      .catch((error: unknown) => {
        // The address was taken by another account since the link was sent.
        if (isUniqueViolation(error)) return [];
        throw error;
      });
    const [already] = moved.length
      ? []
      : await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, change.userId), eq(users.email, change.to)));
    if (!moved.length && !already) return answer(c, 404, 'pageInvalid');
    return answer(c, 200, 'pageDone', change.to);
  });
