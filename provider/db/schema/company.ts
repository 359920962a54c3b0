import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { localized, type Localized } from '../localized';
import { updatedAt } from '../updated-at';

/** Showrooms and offices (spec 9: open 8:30–19:30 every day). */
export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title').notNull(),
  city: localized('city').notNull(),
  address: localized('address').notNull(),
  hours: localized('hours').notNull(),
  phones: jsonb('phones').$type<string[]>().notNull(),
  email: text('email').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  image: text('image').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

export const dealers = pgTable('dealers', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  city: localized('city').notNull(),
  address: localized('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  position: integer('position').notNull().default(0),
});

export const vacancies = pgTable('vacancies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title').notNull(),
  city: localized('city').notNull(),
  schedule: localized('schedule').notNull(),
  salary: localized('salary').notNull(),
  /** Sanitized rich HTML: duties, requirements, what we offer. */
  body: localized('body').notNull(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Installers and measurers a visitor can find by city (spec 2 'Specialist flow'). */
export const specialists = pgTable('specialists', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  photo: text('photo').notNull(),
  /** City key, e.g. 'chisinau' (the default city of spec 2). */
  cityKey: text('city_key').notNull(),
  city: localized('city').notNull(),
  /** Tenths of a star, in steps of 5 (spec 3: rating in steps of 0.5). */
  ratingTenths: integer('rating_tenths').notNull(),
  /** Starting price in euro cents. */
  price: integer('price').notNull(),
  /** Finished jobs checked by the company. */
  checks: integer('checks').notNull(),
  specialty: localized('specialty').notNull(),
  prices: jsonb('prices').$type<{ name: Localized; value: number }[]>().notNull(),
  phones: jsonb('phones').$type<{ name: Localized; value: string }[]>().notNull(),
  email: text('email').notNull(),
  position: integer('position').notNull().default(0),
});
