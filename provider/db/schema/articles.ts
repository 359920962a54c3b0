import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { localized } from '../localized';
import { updatedAt } from '../updated-at';

/** Blog tabs (spec 3 'Articles': tabs with id and title; the storefront prepends 'general' = 0). */
export const articleTabs = pgTable('article_tabs', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: localized('title').notNull(),
  position: integer('position').notNull().default(0),
});

/** Blog articles; `body` is sanitized rich HTML. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    tabId: integer('tab_id')
      .notNull()
      .references(() => articleTabs.id, { onDelete: 'restrict' }),
    title: localized('title').notNull(),
    excerpt: localized('excerpt').notNull(),
    body: localized('body').notNull(),
    image: text('image').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    indexing: boolean('indexing').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (table) => [index('articles_tab_idx').on(table.tabId)],
);
