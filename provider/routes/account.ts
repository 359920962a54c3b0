import { and, count, eq, ne } from 'drizzle-orm';
import { createRoute, z, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  countrySchema,
  updatedProfileSchema,
  userAddressSchema,
  userProfileSchema,
} from '../../lib/api/schemas/auth';
import { getConfig } from '../../lib/config';
import { addressSchema, addressUpdateSchema, profileUpdateSchema } from '../../lib/validation/auth';
import { parseId } from '../../lib/validation/integer';
import type { AppEnv } from '../context';
import { addresses, deliveryCities, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { rateRules } from '../domain/rate-limit';
import { requireUser } from '../http/auth';
import { ClientError } from '../http/errors';
import { bucketKey, ensureAllowed, recordHit } from '../http/rate-limit';
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
import { sendPendingMail } from '../mail/outbox';
import { storeInOutbox } from '../mail/transport';
import {
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
} from '../mail/account-mails';
import { EMAIL_CHANGE_TTL_SECONDS, emailChangeToken } from '../domain/email-change-tokens';
import { linkKey } from '../http/link-key';
import { EMAIL_CHANGE_LINKS, EMAIL_CONFIRM_PATH } from './email-change';
import { listCountries } from './localities';

import { fieldError, notFound } from '../http/errors';
import { currentUserRow, sessionFor } from '../http/session';
import { normalizeEmail, revokeAllSessions, type User } from '../domain/sessions';
import { findUserAddress, userAddresses } from '../domain/user-addresses';

/** Not in the spec; keeps one account from filling the table. */
export const MAX_ADDRESSES_PER_USER = 20;
/** Bonuses are kept in euro cents (spec 9 prices are in euro). */
const BONUS_CURRENCY = 'EUR' as const;

const message = (c: Context<AppEnv>, key: MessageKey) => translate(c.get('locale'), key);

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

const idKey = z.object({ id: z.string() });

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

type SentAddress = z.output<typeof addressSchema>;
type AddressColumns = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** An address as the API names its fields, in the table's columns; a partial update gives a partial row. */
function addressColumns(input: SentAddress): AddressColumns;
function addressColumns(input: Partial<SentAddress>): Partial<AddressColumns>;
function addressColumns(input: Partial<SentAddress>): Partial<AddressColumns> {
  return {
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
}

/** Spec 7 'Auth': the signed-in customer's profile and addresses. */
export const accountRoutes = createRouter();

/** The spec's paths end in a slash; either spelling reaches the route. */
const serve = <R extends RouteConfig>(route: R, handler: RouteHandler<R, AppEnv>) =>
  serveBothSpellings(accountRoutes, route, handler);

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
    { ...(await profile(c, updated)), ...(await sessionFor(c, updated)), ...pending },
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
      ...addressColumns(input),
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
  // Only the fields sent change.
  const set = Object.fromEntries(
    Object.entries(addressColumns(input)).filter(([, value]) => value !== undefined),
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
