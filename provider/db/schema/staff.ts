import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Issue 38: who works in the staff console. `manager` runs orders and leads, `marketing` the SEO
 * preview, the site report and the subscribers, `admin` everything.
 */
export const staffRoles = ['manager', 'marketing', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Staff accounts, apart from customers (`users`): created from the command line (staff:add). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    /** Shown in the order history next to each change. */
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** scrypt, as customers' passwords (domain/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret once two-factor is set up; null: none. */
    totpSecret: text('totp_secret'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('staff_users_role_known', sql`${table.role} in ('manager', 'marketing', 'admin')`),
  ],
);

/**
 * Staff sessions, kept server-side so that signing out ends one at once. The cookie holds a random
 * token; only its sha256 digest is stored. A session ends after `STAFF_IDLE_SECONDS` without a
 * request, and at `expiresAt` in any case.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_idx').on(table.tokenHash),
    index('staff_sessions_staff_idx').on(table.staffId),
  ],
);

/** Issue 38: a lead (call-back, configurator order request, vacancy application) as staff work it. */
export const leadStatuses = ['new', 'in_progress', 'done'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
