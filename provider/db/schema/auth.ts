import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Registered customers (spec 3 'Registration'). Other areas reference users.id. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  /** Bonus points in euro cents (spec 2 'use bonuses'). */
  bonusBalance: integer('bonus_balance').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
