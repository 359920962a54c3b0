import { timestamp } from 'drizzle-orm/pg-core';

/**
 * When a content row last changed (the sitemap's `lastmod`): now() on insert, and on any update
 * that changes the row, by the trigger of migration content_updated_at_touch, so the seed, the
 * bench seed and any admin write keep it true without the application's help.
 */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
