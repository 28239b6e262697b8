import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/** Spec section 3 "Demand" (a wanted ad) plus the structured wishes a buyer gives. */
export const demands = pgTable(
  'demands',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    purpose: text('purpose'),
    propertyType: text('property_type'),
    country: text('country'),
    city: text('city'),
    /** Lower-cased city for exact matching. */
    cityKey: text('city_key'),
    budgetMin: numeric('budget_min', { precision: 15, scale: 2, mode: 'number' }),
    budgetMax: numeric('budget_max', { precision: 15, scale: 2, mode: 'number' }),
    currency: text('currency'),
    bedrooms: integer('bedrooms'),
    /** open | closed */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demands_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('demands_user_idx').on(t.userId, t.createdAt),
    index('demands_match_idx').on(t.status, t.purpose, t.cityKey),
  ],
);

export type DemandRow = typeof demands.$inferSelect;
