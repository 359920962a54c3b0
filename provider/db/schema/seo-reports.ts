import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff';

/**
 * Issue 42: each run of the whole-site SEO report, so that the report shows what changed since the
 * last run and since a chosen date. `problems` holds, per URL, the issues found (their message
 * keys); a URL without issues is left out.
 */
export const seoReportRuns = pgTable(
  'seo_report_runs',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who ran it; kept when the account goes. */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Pages the crawl checked. */
    pages: integer('pages').notNull(),
    problems: jsonb('problems').$type<Record<string, string[]>>().notNull(),
  },
  (table) => [index('seo_report_runs_created_at_idx').on(table.createdAt)],
);
