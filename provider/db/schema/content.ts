import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { localized } from '../localized';
import { updatedAt } from '../updated-at';

/** Catalog tree: top-level categories (windows, doors …) and their subcategories. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    slug: text('slug').notNull().unique(),
    title: localized('title').notNull(),
    description: localized('description'),
    image: text('image'),
    bannerImage: text('banner_image'),
    position: integer('position').notNull().default(0),
    /** Spec 2 'Other links': 1, 6, 7 general, 8 gates, 9 awning; null when no calculator fits. */
    calculatorId: integer('calculator_id'),
    updatedAt: updatedAt(),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

/**
 * One row counting the writes to `categories`, bumped by a statement trigger (migration
 * category_generation): the provider keeps the category tree in memory while the count stands, so
 * every catalog request reads one number instead of the whole tree.
 */
export const categoryGeneration = pgTable('category_generation', {
  id: boolean('id').primaryKey().default(true),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/** Header top-bar links (spec 7: GET /menu/links). */
export const menuLinks = pgTable('menu_links', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  href: text('href').notNull(),
  position: integer('position').notNull().default(0),
});

/** Footer columns (spec 3: id, name, order, pages). */
export const footerColumns = pgTable('footer_columns', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** Info pages (privacy policy, terms …) with a slug per language (spec 2: en is the fallback slug). */
export const infoPages = pgTable('info_pages', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  /** Per-language slugs; may also hold fr (spec 2: the privacy policy), en is the fallback. */
  slug: jsonb('slug').$type<Record<string, string>>().notNull(),
  title: localized('title').notNull(),
  body: localized('body').notNull(),
  footerColumnId: integer('footer_column_id').references(() => footerColumns.id, {
    onDelete: 'set null',
  }),
  position: integer('position').notNull().default(0),
  indexing: boolean('indexing').notNull().default(true),
  updatedAt: updatedAt(),
});
