import { boolean, date, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { localized, type Localized } from '../localized';
import { updatedAt } from '../updated-at';

/** Promotions (spec 7: GET /promos, /promos/{id}); `body` is sanitized rich HTML. */
export const promos = pgTable('promos', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title').notNull(),
  excerpt: localized('excerpt').notNull(),
  body: localized('body').notNull(),
  image: text('image').notNull(),
  /** Discount in whole percent, shown as a badge; null for offers that are not a discount. */
  discountPercent: integer('discount_percent'),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on'),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

export const bannerKinds = ['hero', 'offer', 'discount', 'service', 'cooperation'] as const;
export type BannerKind = (typeof bannerKinds)[number];

/** Spec 3 'Offer item' and 'Banners': hero slides and the discount, cooperation and service offers. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  kind: text('kind', { enum: bannerKinds }).notNull(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  image: text('image').notNull(),
  imageAlt: localized('image_alt').notNull(),
  /** Spec 3 button types: custom_link (title, href) or call_request. */
  buttonType: text('button_type', { enum: ['custom_link', 'call_request'] }),
  buttonTitle: localized('button_title'),
  buttonHref: text('button_href'),
  position: integer('position').notNull().default(0),
});

/** Simple localized list entries of the home page and the about page, grouped by `section`. */
export const homeSections = [
  'advantage',
  'equipment',
  'how_to_order',
  'work_process',
  'other_service',
  'credit',
  'information_section',
] as const;
export type HomeSection = (typeof homeSections)[number];

export const homeItems = pgTable('home_items', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  section: text('section', { enum: homeSections }).notNull(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  image: text('image'),
  link: text('link'),
  position: integer('position').notNull().default(0),
});

/** The company's figures (spec 3: achievements is one object). */
export const achievements = pgTable('achievements', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  items: jsonb('items').$type<{ value: string; label: Localized }[]>().notNull(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  question: localized('question').notNull(),
  answer: localized('answer').notNull(),
  position: integer('position').notNull().default(0),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  url: text('url'),
  position: integer('position').notNull().default(0),
});

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  author: text('author').notNull(),
  city: localized('city').notNull(),
  text: localized('text').notNull(),
  /** 1 to 5. */
  rating: integer('rating').notNull(),
  published: boolean('published').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Works gallery ('our works') entries, grouped by a catalog category for the tabs. */
export const works = pgTable('works', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  categorySlug: text('category_slug').notNull(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  city: localized('city').notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  completedOn: date('completed_on').notNull(),
  position: integer('position').notNull().default(0),
});
