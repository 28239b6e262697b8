import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/**
 * Exchange rates (issue 39, U3; docs/decisions/0053): one row per currency, how many units of it one
 * US dollar buys, where the figure was read and on which day, and which administrator set it (null
 * for the seeded ones). Searches without a market convert listings' prices with them; every change
 * is also in the administrator log with the figure it replaced.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    perUsd: numeric('per_usd', { precision: 20, scale: 8, mode: 'number' }).notNull(),
    source: text('source').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('exchange_rates_positive', sql`${t.perUsd} > 0`)],
);

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
