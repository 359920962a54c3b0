import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProductKind } from '../../../lib/pricing/configuration';
import { localized, type Localized } from '../localized';
import type { LeadStatus } from './staff';

/** A choice inside a feature group; price in MDL bani (per m² in the base group), null = on request. */
export interface FeatureOptionDefinition {
  id: string;
  name: Localized;
  price: number | null;
  color?: string;
}

/**
 * Spec 3 'Configurable product': everything the calculator shows for one type, with the price list
 * that `lib/pricing` reads (features, sizes, additionals).
 */
export interface ConfigurableProductDefinition {
  name: Localized;
  image: string;
  characteristics: { name: Localized; value: Localized }[];
  /** `default`: the option id a new configuration starts with, when not the first (lib/pricing). */
  features: {
    id: string;
    name: Localized;
    base?: boolean;
    default?: string;
    options: FeatureOptionDefinition[];
  }[];
  sizes: { id: string; name: Localized; min: number; max: number; value: number }[];
  additionals: { id: string; name: Localized; price: number; enabled: boolean }[];
  /** A link per language (an info page has its own slug in each), or one for all. */
  documents: { name: Localized; link: Localized | string }[];
  descriptionItems: { name: Localized; text: Localized; image: string }[];
}

/** Spec 9 calculators: 1, 6, 7 general (windows, doors, shutters), 8 gates, 9 awnings. */
export const calculators = pgTable('calculators', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  position: integer('position').notNull().default(0),
});

export const calculatorTypes = pgTable(
  'calculator_types',
  {
    id: serial('id').primaryKey(),
    calculatorId: integer('calculator_id')
      .notNull()
      .references(() => calculators.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<ProductKind>().notNull(),
    position: integer('position').notNull().default(0),
    product: jsonb('product').$type<ConfigurableProductDefinition>().notNull(),
  },
  (table) => [index('calculator_types_calculator_idx').on(table.calculatorId)],
);

/** Spec 5 'Cart order request': a call-back request from the calculator, without checkout. */
export const orderRequests = pgTable('order_requests', {
  id: serial('id').primaryKey(),
  calculatorId: integer('calculator_id')
    .notNull()
    .references(() => calculators.id, { onDelete: 'cascade' }),
  calculatorTypeId: integer('calculator_type_id')
    .notNull()
    .references(() => calculatorTypes.id, { onDelete: 'cascade' }),
  clientName: text('client_name').notNull(),
  clientPhone: text('client_phone').notNull(),
  configuration: jsonb('configuration').$type<Record<string, unknown>>(),
  locale: text('locale').notNull(),
  /** Issue 38: where the staff are with it, and who handled it last. */
  status: text('status').$type<LeadStatus>().notNull().default('new'),
  handledBy: text('handled_by'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
