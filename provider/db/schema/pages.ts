import { boolean, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { localized } from '../localized';
import { updatedAt } from '../updated-at';

/**
 * Per-page content and SEO of the static pages (spec 2 'Page-type to content path map' and
 * GET /pages/seo-content/detail/?page_type=…): title, meta texts and a sanitized HTML text.
 */
export const pageContents = pgTable('page_contents', {
  id: serial('id').primaryKey(),
  pageType: text('page_type').notNull().unique(),
  /** Localized slug of the page (spec 2 'Localized slug aliases'). */
  slug: jsonb('slug').$type<Record<string, string>>().notNull(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  body: localized('body').notNull(),
  metaTitle: localized('meta_title').notNull(),
  metaDescription: localized('meta_description').notNull(),
  image: text('image'),
  indexing: boolean('indexing').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Pages served under /{slug} (spec 2: footer pages and dynamic pages). */
export const dynamicPages = pgTable('dynamic_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  body: localized('body').notNull(),
  image: text('image'),
  indexing: boolean('indexing').notNull().default(true),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** SEO texts of calculators (spec 2 ids 1, 6, 7, 8, 9) and calculator types. */
export const calculatorSeo = pgTable(
  'calculator_seo',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['calculator', 'calculator_type'] }).notNull(),
    refId: integer('ref_id').notNull(),
    title: localized('title').notNull(),
    body: localized('body').notNull(),
    metaTitle: localized('meta_title').notNull(),
    metaDescription: localized('meta_description').notNull(),
  },
  (table) => [unique('calculator_seo_ref_unique').on(table.kind, table.refId)],
);
