import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { locales } from '../../../lib/i18n/locales';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index (spec 7 GET /search/): one row per searchable record and language, holding the
 * weighted document and what a result shows. Triggers of the search_triggers migration keep it in step with
 * products, categories, articles, info pages and dynamic pages on every write, so nothing in the
 * application writes here and search never builds documents at query time.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** The source table: product, category, article, info_page, dynamic_page. */
    source: text('source').notNull(),
    refId: integer('ref_id').notNull(),
    locale: text('locale').notNull(),
    /** What the API calls `type`: product, category, article or page. */
    kind: text('kind').notNull(),
    /** Tie-break after rank: products, then categories, articles, pages. */
    kindOrder: integer('kind_order').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    link: text('link').notNull(),
    price: integer('price'),
    unit: text('unit'),
    document: tsvector('document').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.refId, table.locale] }),
    // One GIN index per language: every query reads one language only.
    ...locales.map((locale) =>
      index(`search_documents_${locale}_idx`)
        .using('gin', table.document)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
  ],
);
