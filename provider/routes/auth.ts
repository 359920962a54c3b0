import { setTimeout as delay } from 'node:timers/promises';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { createRoute, z, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { detailMessageSchema } from '../../lib/api/schemas/common';
import {
  authTokensSchema,
  countrySchema,
  registeredUserSchema,
  updatedProfileSchema,
  userAddressSchema,
  userProfileSchema,
} from '../../lib/api/schemas/auth';
import { getConfig } from '../../lib/config';
import type { Locale } from '../../lib/i18n/locales';
import {
  addressSchema,
  addressUpdateSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
} from '../../lib/validation/auth';
import { parseId } from '../../lib/validation/integer';
import { registrationSchema } from '../../lib/validation/registration';
import type { AppEnv } from '../context';
import { rows, type Db } from '../db/client';
import { pick } from '../db/localized';
import {
  addresses,
  carts,
  countries,
  deliveryCities,
  passwordResetTokens,
  refreshTokens,
  regions,
  users,
} from '../db/schema';
import { CART_ID_HEADER } from '../../lib/api/headers';
import { callerFrom, findOpenCart } from '../domain/orders-cart';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../domain/passwords';
import { rateRules } from '../domain/rate-limit';
import {
  addSeconds,
  generateOpaqueToken,
  hashToken,
  REFRESH_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  signAccessToken,
  successorToken,
} from '../domain/tokens';
import { jwtSecret, requireUser, sessionIsLive } from '../http/auth';
import { beforeLogin, loginFailed, loginSucceeded } from '../http/login-limits';
import { ClientError } from '../http/errors';
import {
  bucketKey,
  clearBucket,
  consume,
  ensureAllowed,
  recordHit,
  requestIp,
} from '../http/rate-limit';
import {
  answer,
  createRouter,
  errorAnswers,
  jsonBody,
  jsonBodyOf,
  reply,
  serveBothSpellings,
  signedIn,
  signedInFirst,
} from '../http/openapi';
import { translate, type MessageKey } from '../i18n';
import { passwordResetLink, passwordResetMail } from '../mail/password-reset';
import { alreadyRegisteredMail, welcomeMail } from '../mail/registration';
import { queueMail, sendPendingMail } from '../mail/outbox';
import { storeInOutbox } from '../mail/transport';
import { isUniqueViolation } from '../db/unique-violation';
import {
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
} from '../mail/account-mails';
import { EMAIL_CHANGE_TTL_SECONDS, emailChangeToken } from '../domain/email-change-tokens';
import { linkKey } from '../http/link-key';
import { EMAIL_CHANGE_LINKS, EMAIL_CONFIRM_PATH } from './email-change';
import { listCountries } from './localities';

/**
 * Spec 4 and 8: the storefront logs out when a refresh fails, and checks for this exact text, so
 * it is the same in every language.
 */
export const NO_REFRESH_TOKEN = 'No refresh token found';
/** Not in the spec; keeps one account from filling the table. */
export const MAX_ADDRESSES_PER_USER = 20;
/** Bonuses are kept in euro cents (spec 9 prices are in euro). */
const BONUS_CURRENCY = 'EUR' as const;

type User = typeof users.$inferSelect;

const message = (c: Context<AppEnv>, key: MessageKey) => translate(c.get('locale'), key);
const fieldError = (c: Context<AppEnv>, field: string, key: MessageKey) =>
  new ClientError(400, { [field]: [message(c, key)] });
const normalizeEmail = (email: string) => email.trim().toLowerCase();

async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

async function currentUserRow(c: Context<AppEnv>): Promise<User> {
  const auth = requireUser(c);
  const [user] = await c.get('db').select().from(users).where(eq(users.id, auth.id));
  // A valid token of a deleted account is no session.
  if (!user) throw new ClientError(401, { detail: message(c, 'not_authenticated') });
  return user;
}

const accessFor = async (c: Context<AppEnv>, user: Pick<User, 'id' | 'email'>, family: string) =>
  signAccessToken(
    { id: user.id, email: user.email, sid: family },
    await jwtSecret(c.get('dataDir')),
    c.get('now')(),
  );

/** A new session (one login on one device): a new refresh-token family and an access token naming it. */
async function issueSession(c: Context<AppEnv>, user: Pick<User, 'id' | 'email'>) {
  const now = c.get('now')();
  const family = generateOpaqueToken();
  const refresh = generateOpaqueToken();
  await c
    .get('db')
    .insert(refreshTokens)
    .values({
      userId: user.id,
      tokenHash: hashToken(refresh),
      family,
      expiresAt: addSeconds(now, REFRESH_TOKEN_TTL_SECONDS),
      createdAt: now,
    });
  return { access: await accessFor(c, user, family), refresh };
}

/**
 * Revokes a live refresh token and stores its successor in one statement, so that of two refreshes
 * with one token only one rotates it, and the other, waiting on the row, then finds the successor
 * stored. Answers the session's user and family, or undefined when the token was not live.
 */
async function rotate(db: Db, refresh: string, successor: string, now: Date) {
  const at = now.toISOString();
  const expires = addSeconds(now, REFRESH_TOKEN_TTL_SECONDS).toISOString();
  const result = await db.execute(sql`
    with rotated as (
      update ${refreshTokens} set revoked_at = ${at}::timestamptz
      where token_hash = ${hashToken(refresh)} and revoked_at is null and expires_at > ${at}::timestamptz
      returning user_id, family
    )
    insert into ${refreshTokens} (user_id, token_hash, family, expires_at, created_at)
    select user_id, ${hashToken(successor)}, family, ${expires}::timestamptz, ${at}::timestamptz from rotated
    returning user_id, family`);
  const [row] = rows<{ user_id: number; family: string }>(result);
  return row && { userId: Number(row.user_id), family: row.family };
}

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

async function revokeAllSessions(db: Db, userId: number, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

const refreshBody = z.object({ refresh: z.unknown().optional() });

/** The refresh token of the body, or 401 'No refresh token found' when there is none. */
function refreshFrom({ refresh }: z.infer<typeof refreshBody>): string {
  if (typeof refresh !== 'string' || refresh.length === 0 || refresh.length > 512) {
    throw new ClientError(401, { detail: NO_REFRESH_TOKEN });
  }
  return refresh;
}

export type AddressView = z.infer<typeof userAddressSchema>;

async function userAddresses(
  db: Db,
  userId: number,
  locale: Locale,
  addressId?: number,
): Promise<AddressView[]> {
  const rows = await db
    .select({ address: addresses, city: deliveryCities, region: regions, country: countries })
    .from(addresses)
    .innerJoin(deliveryCities, eq(deliveryCities.id, addresses.cityId))
    .innerJoin(regions, eq(regions.id, deliveryCities.regionId))
    .innerJoin(countries, eq(countries.id, regions.countryId))
    .where(
      and(
        eq(addresses.userId, userId),
        addressId === undefined ? undefined : eq(addresses.id, addressId),
      ),
    )
    .orderBy(asc(addresses.id));
  return rows.map(({ address, city, region, country }) => ({
    id: address.id,
    address_id: address.id,
    delivery_type: address.deliveryType,
    city: city.id,
    city_name: pick(city.name, locale),
    region: region.id,
    region_name: pick(region.name, locale),
    country: country.code,
    street: address.street,
    house: address.house,
    apartment: address.apartment,
    first_name: address.firstName,
    last_name: address.lastName,
    phone: address.phone,
    company: address.company,
    zip: address.zip,
    additional_contact: address.additionalContact,
  }));
}

/** One of the user's addresses, or undefined when it does not exist or belongs to someone else. */
export async function findUserAddress(db: Db, userId: number, addressId: number, locale: Locale) {
  const [address] = await userAddresses(db, userId, locale, addressId);
  return address;
}

async function profile(c: Context<AppEnv>, user: User) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    bonus_balance: { amount: user.bonusBalance, currency: BONUS_CURRENCY },
    addresses: await userAddresses(c.get('db'), user.id, c.get('locale')),
  };
}

async function ensureCityExists(c: Context<AppEnv>, cityId: number) {
  const [city] = await c
    .get('db')
    .select({ id: deliveryCities.id })
    .from(deliveryCities)
    .where(eq(deliveryCities.id, cityId));
  if (!city) throw fieldError(c, 'city', 'invalid_value');
}

/** The `{id}` of an address route; anything that is no id of ours is simply not found. */
function addressIdParam(c: Context<AppEnv>, key: string): number {
  const id = parseId(key);
  if (id === null) throw new ClientError(404, { detail: message(c, 'not_found') });
  return id;
}

/** Whether the account was ever signed in to (a login issues its first refresh token). */
async function hasSignedIn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .limit(1);
  return row !== undefined;
}

const notFound = (c: Context<AppEnv>) => new ClientError(404, { detail: message(c, 'not_found') });

/** Rate limits counted before the body is read: a refused attempt counts too. */
const limited =
  (name: string, rule: (typeof rateRules)[keyof typeof rateRules]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await consume(c, bucketKey(name, requestIp(c)), rule);
    await next();
  };

const idKey = z.object({ id: z.string() });

const registerRoute = createRoute({
  method: 'post',
  path: '/api/auth/register/',
  middleware: [limited('register-ip', rateRules.registerPerIp), jsonBody],
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
const meRoute = createRoute({
  method: 'get',
  path: '/api/auth/me/',
  security: signedIn,
  responses: { 200: answer(userProfileSchema, "The customer's profile"), ...errorAnswers },
});
const updateMeRoute = createRoute({
  method: 'patch',
  path: '/api/auth/me/',
  security: signedIn,
  middleware: [signedInFirst, jsonBody],
  request: { body: jsonBodyOf(profileUpdateSchema) },
  responses: {
    200: answer(updatedProfileSchema, 'The profile; new tokens when the password changed'),
    ...errorAnswers,
  },
});
const countriesRoute = createRoute({
  method: 'get',
  path: '/api/auth/me/countries/',
  responses: {
    200: answer(z.array(countrySchema), 'Countries of delivery addresses'),
    ...errorAnswers,
  },
});
const addressesRoute = createRoute({
  method: 'get',
  path: '/api/auth/me/addresses/',
  security: signedIn,
  responses: { 200: answer(z.array(userAddressSchema), 'Saved addresses'), ...errorAnswers },
});
const addAddressRoute = createRoute({
  method: 'post',
  path: '/api/auth/me/addresses/',
  security: signedIn,
  middleware: [signedInFirst, jsonBody],
  request: { body: jsonBodyOf(addressSchema) },
  responses: { 201: answer(userAddressSchema, 'The saved address'), ...errorAnswers },
});
const updateAddressRoute = createRoute({
  method: 'patch',
  path: '/api/auth/me/addresses/{id}/',
  security: signedIn,
  middleware: [signedInFirst, jsonBody],
  request: { params: idKey, body: jsonBodyOf(addressUpdateSchema) },
  responses: { 200: answer(userAddressSchema, 'The changed address'), ...errorAnswers },
});
const deleteAddressRoute = createRoute({
  method: 'delete',
  path: '/api/auth/me/addresses/{id}/',
  security: signedIn,
  request: { params: idKey },
  responses: { 204: { description: 'Deleted' }, ...errorAnswers },
});

/** Spec 7 'Auth': accounts, JWT sessions, password reset, profile and addresses. */
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
  return reply(c, authTokensSchema, await issueSession(c, user), 200);
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
    { access: await accessFor(c, user, session.family), refresh: successor },
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
serve(meRoute, async (c) =>
  reply(c, userProfileSchema, await profile(c, await currentUserRow(c)), 200),
);
/**
 * The mails of an asked-for change of `user`'s address to `email`: a notice to the present address,
 * and to the new one the signed link that moves the account (or, when it has an account of its own,
 * a notice that nothing changed).
 */
async function emailChangeMails(c: Context<AppEnv>, user: User, email: string) {
  const locale = c.get('locale');
  const siteUrl = getConfig().SITE_URL;
  const [taken] = await c
    .get('db')
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, user.id)));
  const expires = Math.floor(c.get('now')().getTime() / 1000) + EMAIL_CHANGE_TTL_SECONDS;
  const token = emailChangeToken(await linkKey(c, EMAIL_CHANGE_LINKS), {
    userId: user.id,
    from: user.email,
    to: email,
    expires,
  });
  const mount = c.req.path.slice(0, c.req.path.indexOf('/api/auth/'));
  return Promise.all([
    emailChangeNoticeMail({ to: user.email, locale, siteUrl, newEmail: email }),
    taken
      ? emailChangeTakenMail({ to: email, locale, siteUrl })
      : emailChangeConfirmMail({
          to: email,
          locale,
          siteUrl,
          link: `${siteUrl}${mount}${EMAIL_CONFIRM_PATH}${token}`,
        }),
  ]);
}
serve(updateMeRoute, async (c) => {
  const user = await currentUserRow(c);
  const input = c.req.valid('json');
  const db = c.get('db');
  const now = c.get('now')();
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const emailChanged = email !== undefined && email !== user.email;
  if (input.password !== undefined || emailChanged) {
    if (input.current_password === undefined) throw fieldError(c, 'current_password', 'required');
    // A stolen access token must not become a way to guess the password.
    const accountKey = bucketKey('password-check', user.email);
    await ensureAllowed(c, accountKey, rateRules.passwordCheckPerAccount);
    if (!(await verifyPassword(input.current_password, user.passwordHash))) {
      await recordHit(c, accountKey, rateRules.passwordCheckPerAccount);
      throw fieldError(c, 'current_password', 'wrong_password');
    }
  }
  // Issue 37: a new address is only a request until its owner follows the link mailed to it; the
  // answer is the same whether or not that address has an account of its own.
  const emailMails = emailChanged ? await emailChangeMails(c, user, email) : [];
  const passwordHash =
    input.password === undefined ? user.passwordHash : await hashPassword(input.password);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstName: input.first_name ?? user.firstName,
        lastName: input.last_name ?? user.lastName,
        phone: input.phone ?? user.phone,
        passwordHash,
      })
      .where(eq(users.id, user.id))
      .returning();
    for (const mail of emailMails) await storeInOutbox(tx, mail, now);
    return row ?? user;
  });
  if (emailMails.length) void sendPendingMail(db);
  const pending = emailChanged ? { email_pending: email } : {};
  if (input.password === undefined)
    return reply(c, updatedProfileSchema, { ...(await profile(c, updated)), ...pending }, 200);
  // A new password ends every other session; this one continues with fresh tokens.
  await revokeAllSessions(db, user.id, now);
  return reply(
    c,
    updatedProfileSchema,
    { ...(await profile(c, updated)), ...(await issueSession(c, updated)), ...pending },
    200,
  );
});
serve(countriesRoute, async (c) =>
  reply(c, z.array(countrySchema), await listCountries(c.get('db'), c.get('locale')), 200),
);
serve(addressesRoute, async (c) => {
  const user = requireUser(c);
  return reply(
    c,
    z.array(userAddressSchema),
    await userAddresses(c.get('db'), user.id, c.get('locale')),
    200,
  );
});
serve(addAddressRoute, async (c) => {
  const user = requireUser(c);
  const input = c.req.valid('json');
  const db = c.get('db');
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(addresses)
    .where(eq(addresses.userId, user.id));
  if (total >= MAX_ADDRESSES_PER_USER)
    throw fieldError(c, 'non_field_errors', 'too_many_addresses');
  await ensureCityExists(c, input.city);
  const [row] = await db
    .insert(addresses)
    .values({
      userId: user.id,
      deliveryType: input.delivery_type,
      cityId: input.city,
      street: input.street,
      house: input.house,
      apartment: input.apartment,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      company: input.company,
      zip: input.zip,
      additionalContact: input.additional_contact,
      createdAt: c.get('now')(),
    })
    .returning({ id: addresses.id });
  const created = row && (await findUserAddress(db, user.id, row.id, c.get('locale')));
  if (!created) throw new Error('address was not stored');
  return reply(c, userAddressSchema, created, 201);
});
serve(updateAddressRoute, async (c) => {
  const user = requireUser(c);
  const id = addressIdParam(c, c.req.valid('param').id);
  const input = c.req.valid('json');
  if (input.city !== undefined) await ensureCityExists(c, input.city);
  const db = c.get('db');
  const changes = {
    deliveryType: input.delivery_type,
    cityId: input.city,
    street: input.street,
    house: input.house,
    apartment: input.apartment,
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    company: input.company,
    zip: input.zip,
    additionalContact: input.additional_contact,
  };
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  // Ownership is part of the WHERE: another user's id matches no row and answers 404.
  const owned = and(eq(addresses.id, id), eq(addresses.userId, user.id));
  const [row] = Object.keys(set).length
    ? await db.update(addresses).set(set).where(owned).returning({ id: addresses.id })
    : await db.select({ id: addresses.id }).from(addresses).where(owned);
  if (!row) throw notFound(c);
  const address = await findUserAddress(db, user.id, row.id, c.get('locale'));
  if (!address) throw notFound(c);
  return reply(c, userAddressSchema, address, 200);
});
serve(deleteAddressRoute, async (c) => {
  const user = requireUser(c);
  const id = addressIdParam(c, c.req.valid('param').id);
  const [row] = await c
    .get('db')
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, user.id)))
    .returning({ id: addresses.id });
  if (!row) throw notFound(c);
  return c.body(null, 204);
});
