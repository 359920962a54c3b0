import { bigserial, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RumDevice, RumMetric, RumPageKind } from '../../../lib/api/schemas/rum';

/**
 * Issue 40: one metric of one sampled real visit (web-vitals), kept RUM_RETENTION_DAYS. No address,
 * no URL, no identifier: only what the 75th percentiles are grouped by.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    page: text('page').$type<RumPageKind>().notNull(),
    locale: text('locale').notNull(),
    device: text('device').$type<RumDevice>().notNull(),
    metric: text('metric').$type<RumMetric>().notNull(),
    value: doublePrecision('value').notNull(),
  },
  (table) => [index('web_vitals_created_at_idx').on(table.createdAt)],
);
