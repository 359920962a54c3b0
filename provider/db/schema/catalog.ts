import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { ProductKind } from '../../../lib/pricing/configuration';
import { localized, type Localized } from '../localized';
import { updatedAt } from '../updated-at';
import { categories } from './content';

/**
 * Spec 9 delivery-fee classes: large items (windows, doors, awnings, coverings) 49.00 €, blinds and
 * sills 16.90 €, accessories 8.90 €.
 */
export const deliveryClasses = ['large', 'blinds_sills', 'accessory'] as const;
export type DeliveryClass = (typeof deliveryClasses)[number];

/** Products of the catalog (spec 3 'Product'). Prices are euro cents, per piece or per metre. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: localized('title').notNull(),
    description: localized('description').notNull(),
    characteristics: jsonb('characteristics')
      .$type<{ name: Localized; value: Localized }[]>()
      .notNull()
      .default([]),
    /** Euro cents per unit. */
    price: integer('price').notNull(),
    /** 'metre': priced per linear metre, quantity may have 2 decimals (spec 5 'Quantity input'). */
    unit: text('unit', { enum: ['piece', 'metre'] })
      .notNull()
      .default('piece'),
    deliveryClass: text('delivery_class', { enum: deliveryClasses }).notNull(),
    /** What the product is for the cart's characteristics (a catalog window counts as a window); null for accessories. */
    kind: text('kind').$type<ProductKind>(),
    /** The standard size of a window or door, for the cart's total area; null when it has none. */
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    image: text('image').notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    /** Quantity bounds in hundredths (100 = 1 piece or 1 metre); null max means unbounded. */
    minQuantity: integer('min_quantity').notNull().default(100),
    maxQuantity: integer('max_quantity'),
    position: integer('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId),
    // Listings order by position within a category subtree (spec 3 pagination).
    index('products_category_position_idx').on(table.categoryId, table.position, table.id),
    index('products_position_idx').on(table.position, table.id),
  ],
);

/** Spec 3 'suitable accessories' of a product. */
export const productAccessories = pgTable(
  'product_accessories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.accessoryId] })],
);
