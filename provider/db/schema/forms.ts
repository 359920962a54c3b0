import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { vacancies } from './company';
import type { LeadStatus } from './staff';

/** Call-back requests (spec 7: POST /feedbacks/contact_us/). */
export const contactRequests = pgTable('contact_requests', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  name: text('name'),
  locale: text('locale').notNull(),
  /** Issue 38: where the staff are with it, and who handled it last. */
  status: text('status').$type<LeadStatus>().notNull().default('new'),
  handledBy: text('handled_by'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletter subscribers; one row per address however often it subscribes. Issue 37: double
 * opt-in, only an address whose owner followed the signed link in its confirmation mail counts.
 */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  /** Lower-cased, so Ana@x.md and ana@x.md are the same subscriber. */
  email: text('email').notNull().unique(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the owner confirmed through the mailed link; null: not subscribed yet. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/** Vacancy applications; the CV lives in the file storage under `fileKey`. */
export const vacancyApplications = pgTable('vacancy_applications', {
  id: serial('id').primaryKey(),
  vacancyId: integer('vacancy_id')
    .notNull()
    .references(() => vacancies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  fileType: text('file_type').notNull(),
  fileSize: integer('file_size').notNull(),
  locale: text('locale').notNull(),
  /** Issue 38: where the staff are with it, and who handled it last. */
  status: text('status').$type<LeadStatus>().notNull().default('new'),
  handledBy: text('handled_by'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
