import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Issue 42: the focus keyphrase of one page in one language, set by marketing staff in the SEO
 * preview. `path` is the page's path in that language; one keyphrase per (locale, path).
 */
export const seoKeyphrases = pgTable(
  'seo_keyphrases',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    path: text('path').notNull(),
    keyphrase: text('keyphrase').notNull(),
    /** The staff member's name, as the order history names them. */
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('seo_keyphrases_page_idx').on(table.locale, table.path)],
);
