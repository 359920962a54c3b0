import { setTimeout as delay } from 'node:timers/promises';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createRoute, z, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { detailMessageSchema } from '../../lib/api/schemas/common';
import { authTokensSchema, registeredUserSchema } from '../../lib/api/schemas/auth';
import { getConfig } from '../../lib/config';
import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../../lib/validation/auth';
import { registrationSchema } from '../../lib/validation/registration';
import type { AppEnv } from '../context';
import { type Db } from '../db/client';
import { carts, passwordResetTokens, refreshTokens, users } from '../db/schema';
import { CART_ID_HEADER } from '../../lib/api/headers';
import { callerFrom, findOpenCart } from '../domain/orders-cart';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../domain/passwords';
import { rateRules, type RateRule } from '../domain/rate-limit';
import {
  addSeconds,
  generateOpaqueToken,
  hashToken,
  REFRESH_GRACE_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  successorToken,
} from '../domain/tokens';
import { jwtSecret, sessionIsLive } from '../http/auth';
import { beforeLogin, loginFailed, loginSucceeded } from '../http/login-limits';
import { ClientError } from '../http/errors';
import { bucketKey, clearBucket, consume, requestIp } from '../http/rate-limit';
import {
  answer,
  createRouter,
  errorAnswers,
  jsonBody,
  jsonBodyOf,
  reply,
  serveBothSpellings,
} from '../http/openapi';
import { translate, type MessageKey } from '../i18n';
import { passwordResetLink, passwordResetMail } from '../mail/password-reset';
import { alreadyRegisteredMail, welcomeMail } from '../mail/registration';
import { queueMail } from '../mail/outbox';
import { isUniqueViolation } from '../db/unique-violation';

import { fieldError } from '../http/errors';
import { sessionFor } from '../http/session';
import {
  accessToken,
  findUserByEmail,
  hasSignedIn,
  normalizeEmail,
  revokeAllSessions,
  rotate,
} from '../domain/sessions';

/**
 * Spec 4 and 8: the storefront logs out when a refresh fails, and checks for this exact text, so
 * it is the same in every language.
 */
export const NO_REFRESH_TOKEN = 'No refresh token found';

const message = (c: Context<AppEnv>, key: MessageKey) => translate(c.get('locale'), key);

/**
 * A token rotated less than REFRESH_GRACE_SECONDS ago, of a session still open, whose successor is
 * stored: a second tab refreshing at the same moment. It gets the same successor, not a new one.
 */
async function withinGrace(
  db: Db,
  known: typeof refreshTokens.$inferSelect,
  successor: string,
  now: Date,
): Promise<boolean> {
  if (!known.revokedAt || now.getTime() - known.revokedAt.getTime() > REFRESH_GRACE_SECONDS * 1000)
    return false;
  if (!(await sessionIsLive(db, known.userId, known.family, now))) return false;
  const [next] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, hashToken(successor)),
        eq(refreshTokens.family, known.family),
      ),
    );
  return next !== undefined;
}

const refreshBody = z.object({ refresh: z.unknown().optional() });

/** The refresh token of the body, or 401 'No refresh token found' when there is none. */
function refreshFrom({ refresh }: z.infer<typeof refreshBody>): string {
  if (typeof refresh !== 'string' || refresh.length === 0 || refresh.length > 512) {
    throw new ClientError(401, { detail: NO_REFRESH_TOKEN });
  }
  return refresh;
}

/** Rate limits counted before the body is read: a refused attempt counts too. A setting's rule is read per request. */
const limited =
  (name: string, rule: RateRule | (() => RateRule)): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await consume(c, bucketKey(name, requestIp(c)), typeof rule === 'function' ? rule() : rule);
    await next();
  };

const registerRoute = createRoute({
  method: 'post',
  path: '/api/auth/register/',
  middleware: [
    limited('register-ip', () => ({ ...rateRules.registerPerIp, limit: getConfig().SIGNUP_LIMIT })),
    jsonBody,
  ],
  request: { body: jsonBodyOf(registrationSchema) },
  responses: {
    201: answer(
      registeredUserSchema,
      'Registered (the same answer when the e-mail had an account)',
    ),
    ...errorAnswers,
  },
});
const loginRoute = createRoute({
  method: 'post',
  path: '/api/auth/jwt/create',
  middleware: [jsonBody],
  request: { body: jsonBodyOf(loginSchema) },
  responses: { 200: answer(authTokensSchema, 'A new session'), ...errorAnswers },
});
const refreshRoute = createRoute({
  method: 'post',
  path: '/api/auth/jwt/refresh/',
  middleware: [jsonBody],
  request: { body: jsonBodyOf(refreshBody) },
  responses: {
    200: answer(authTokensSchema, 'A new access token and the rotated refresh token'),
    ...errorAnswers,
  },
});
const logoutRoute = createRoute({
  method: 'post',
  path: '/api/auth/logout/',
  middleware: [jsonBody],
  request: { body: jsonBodyOf(refreshBody) },
  responses: { 204: { description: 'Signed out' }, ...errorAnswers },
});
const resetRoute = createRoute({
  method: 'post',
  path: '/api/auth/resetpassword/',
  middleware: [limited('reset-ip', rateRules.resetPerIp), jsonBody],
  request: { body: jsonBodyOf(passwordResetRequestSchema) },
  responses: {
    200: answer(detailMessageSchema, 'A link is on its way if the e-mail has an account'),
    ...errorAnswers,
  },
});
const confirmRoute = createRoute({
  method: 'post',
  path: '/api/auth/resetpassword/confirm/',
  middleware: [jsonBody],
  request: { body: jsonBodyOf(passwordResetConfirmSchema) },
  responses: { 200: answer(detailMessageSchema, 'The new password is set'), ...errorAnswers },
});
/** Spec 7 'Auth': accounts, JWT sessions and password reset. */
export const authRoutes = createRouter();

/** The spec's paths end in a slash, except jwt/create; either spelling reaches the route. */
const serve = <R extends RouteConfig>(route: R, handler: RouteHandler<R, AppEnv>) =>
  serveBothSpellings(authRoutes, route, handler);

serve(registerRoute, async (c) => {
  const input = c.req.valid('json');
  const email = normalizeEmail(input.email);
  await consume(c, bucketKey('register-account', email), rateRules.registerPerAccount);
  const db = c.get('db');
  const now = c.get('now')();
  // Hashed before knowing whether the e-mail is taken, so both answers take as long.
  const passwordHash = await hashPassword(input.password);
  const mail = { locale: c.get('locale'), siteUrl: getConfig().SITE_URL };
  // Spec 4: the order form registers a guest from their anonymous cart (X-Cart-Id).
  const checkoutCart = c.get('user')
    ? undefined
    : await findOpenCart(db, callerFrom(null, c.req.header(CART_ID_HEADER)));
  let owner = await findUserByEmail(db, email);
  if (!owner) {
    try {
      const [created] = await db
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (checkoutCart && created)
        await db
          .update(carts)
          .set({ checkoutUserId: created.id })
          .where(eq(carts.id, checkoutCart.id));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      owner = await findUserByEmail(db, email);
    }
  }
  if (owner && checkoutCart?.checkoutUserId === owner.id) {
    // The same guest sending the order form again (after Back, or a declined card) in the cart whose
    // checkout created the account: they go on with it, and their latest details stand while the
    // account has never been signed in to.
    if (!(await hasSignedIn(db, owner.id))) {
      await db
        .update(users)
        .set({
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
        })
        .where(eq(users.id, owner.id));
    }
    return reply(
      c,
      registeredUserSchema,
      { email, first_name: input.first_name, last_name: input.last_name, phone: input.phone },
      201,
    );
  }
  // The new account's address gets a welcome; a taken one's owner hears of the attempt, greeted by
  // the name they registered with (never the stranger's words).
  const notice = owner
    ? alreadyRegisteredMail({ to: owner.email, firstName: owner.firstName, ...mail })
    : welcomeMail({ to: email, ...mail });
  await queueMail(db, notice, now);
  // Issue 26: the same answer whether or not the e-mail had an account (no account enumeration),
  // so it holds no id. Spec 4: registration does not log in; the client opens the login dialog.
  return reply(
    c,
    registeredUserSchema,
    { email, first_name: input.first_name, last_name: input.last_name, phone: input.phone },
    201,
  );
});
serve(loginRoute, async (c) => {
  const input = c.req.valid('json');
  const email = normalizeEmail(input.email);
  const guard = await beforeLogin(c, 'login', email);
  const user = await findUserByEmail(c.get('db'), email);
  // The same work and the same answer whether or not the e-mail has an account.
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await loginFailed(c, guard);
    throw new ClientError(401, { detail: message(c, 'invalid_credentials') });
  }
  await loginSucceeded(c, guard);
  return reply(c, authTokensSchema, await sessionFor(c, user), 200);
});
serve(refreshRoute, async (c) => {
  const refresh = refreshFrom(c.req.valid('json'));
  const db = c.get('db');
  const now = c.get('now')();
  const successor = successorToken(refresh, await jwtSecret(c.get('dataDir')));
  let session = await rotate(db, refresh, successor, now);
  if (!session) {
    const [known] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refresh)));
    if (known && (await withinGrace(db, known, successor, now)))
      session = { userId: known.userId, family: known.family };
    else {
      // A rotated or revoked token presented again after the grace was copied: end that whole session.
      if (known?.revokedAt) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.family, known.family), isNull(refreshTokens.revokedAt)));
      }
      throw new ClientError(401, { detail: NO_REFRESH_TOKEN });
    }
  }
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new ClientError(401, { detail: NO_REFRESH_TOKEN });
  return reply(
    c,
    authTokensSchema,
    {
      access: await accessToken(await jwtSecret(c.get('dataDir')), user, session.family, now),
      refresh: successor,
    },
    200,
  );
});
serve(logoutRoute, async (c) => {
  const refresh = refreshFrom(c.req.valid('json'));
  const [token] = await c
    .get('db')
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refresh)));
  if (token) {
    await c
      .get('db')
      .update(refreshTokens)
      .set({ revokedAt: c.get('now')() })
      .where(and(eq(refreshTokens.family, token.family), isNull(refreshTokens.revokedAt)));
  }
  // Logging out twice, or with an unknown token, ends in the same state: signed out.
  return c.body(null, 204);
});
/**
 * Issue 41: a reset for a known address writes a token and a mail; for an unknown one nothing, and
 * the difference (24 against 32 ms) told which addresses have accounts. Every answer waits until at
 * least this long after the request began, longer than the known address's work takes.
 */
export const RESET_ANSWER_FLOOR_MS = 250;

serve(resetRoute, async (c) => {
  const floor = delay(RESET_ANSWER_FLOOR_MS);
  const input = c.req.valid('json');
  const email = normalizeEmail(input.email);
  await consume(c, bucketKey('reset-account', email), rateRules.resetPerAccount);
  const db = c.get('db');
  const user = await findUserByEmail(db, email);
  if (user) {
    const now = c.get('now')();
    const locale = input.lang ?? c.get('locale');
    const token = generateOpaqueToken();
    // Only the newest link works.
    await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: addSeconds(now, RESET_TOKEN_TTL_SECONDS),
      createdAt: now,
    });
    const link = passwordResetLink(getConfig().SITE_URL, locale, token);
    // Outbox first, then SMTP in the background when configured: the answer never waits on a relay.
    await queueMail(
      db,
      passwordResetMail({ to: user.email, firstName: user.firstName, locale, link }),
      now,
    );
  }
  // The same answer, at the same time, whether or not the e-mail has an account: no enumeration.
  await floor;
  return reply(c, detailMessageSchema, { detail: message(c, 'reset_email_sent') }, 200);
});
serve(confirmRoute, async (c) => {
  const input = c.req.valid('json');
  const db = c.get('db');
  const now = c.get('now')();
  const [used] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!used) throw fieldError(c, 'token', 'reset_link_invalid');
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, used.userId))
    .returning({ email: users.email });
  await revokeAllSessions(db, used.userId, now);
  if (user) await clearBucket(c, bucketKey('login-account', user.email));
  return reply(c, detailMessageSchema, { detail: message(c, 'password_reset_done') }, 200);
});
