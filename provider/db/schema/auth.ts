import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { localized } from '../localized';

/** Who an outbox row is for: a shopper's own address, or the shop's staff (STAFF_EMAIL). */
export type MailAudience = 'customer' | 'staff';

/** Registered customers (spec 3 'Registration'). Other areas reference users.id. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** Bonus points in euro cents (spec 2 'use bonuses'): the sum of the user's bonus_ledger rows. */
    bonusBalance: integer('bonus_balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_bonus_balance_non_negative', sql`${table.bonusBalance} >= 0`)],
);

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Refresh tokens (7 days), stored as sha256 digests. Each refresh revokes the token it used and
 * issues a new one of the same family (one login on one device); presenting a revoked token again
 * means it was copied, so the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    family: text('family').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_idx').on(table.tokenHash),
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_family_idx').on(table.family),
  ],
);

/** Single-use, expiring password-reset tokens, stored as sha256 digests. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

/** Countries of GET /api/auth/me/countries/ (ISO 3166-1 alpha-2 codes). */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: localized('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** Regions of GET /localities/regions: Moldova's municipalities, districts and Gagauzia. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('regions_country_idx').on(table.countryId)],
);

/** The delivery cities of spec 5 (Chisinau, Balti, Basarabeasca, Briceni, Noi Anenii …). */
export const deliveryCities = pgTable(
  'delivery_cities',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    name: localized('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('delivery_cities_region_idx').on(table.regionId)],
);

/** A customer's saved addresses (spec 3 'Address'); only their owner can read or change them. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveryType: text('delivery_type', { enum: ['delivery', 'pickup'] })
      .notNull()
      .default('delivery'),
    cityId: integer('city_id')
      .notNull()
      .references(() => deliveryCities.id, { onDelete: 'restrict' }),
    street: text('street').notNull(),
    house: text('house').notNull(),
    apartment: text('apartment').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    zip: text('zip'),
    additionalContact: text('additional_contact'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('addresses_user_idx').on(table.userId)],
);

/**
 * Outgoing e-mail. The default transport only writes here; a relay (or the SMTP transport) sends
 * the rows whose sent_at is null, so a mail server outage never fails a request.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    /** Delivery attempts over SMTP so far; a failed one leaves the row pending for a later retry. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not before this time (backoff after a failure, or a lease while a sender works on it); null: now. */
    nextAttemptAt: at('next_attempt_at'),
    /**
     * `staff`: a notification for the shop, sent to STAFF_EMAIL as it is when the row is sent
     * (`recipient` stays empty); such rows wait while STAFF_EMAIL is unset.
     */
    audience: text('audience').$type<MailAudience>().notNull().default('customer'),
    /** The shopper's address on a notification to the shop, so that staff answer them directly. */
    replyTo: text('reply_to'),
    /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** A stored file sent along (a vacancy's CV): its path on disk, read when the row is sent. */
    attachmentPath: text('attachment_path'),
    attachmentName: text('attachment_name'),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.sentAt)],
);

/** Rate-limit windows shared by every provider process (key: rule name plus IP or account). */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: at('reset_at').notNull(),
});
