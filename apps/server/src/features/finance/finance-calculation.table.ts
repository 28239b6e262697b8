import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';
import { financeSchemes } from './finance-scheme.table.js';

/**
 * Calculations a signed-in user chose to keep (issue 41): the inputs only; the figures are
 * recomputed under the rules in force when one is opened. Gone with the user.
 */
export const financeCalculations = pgTable(
  'finance_calculations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    price: numeric('price', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    downKind: text('down_kind').notNull(),
    down: numeric('down', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    years: numeric('years', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    rate: numeric('rate', { precision: 6, scale: 3, mode: 'number' }),
    schemeId: integer('scheme_id').references(() => financeSchemes.id, { onDelete: 'set null' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('finance_calculations_user_idx').on(t.userId, t.createdAt),
    check('finance_calculations_down_kind', sql`${t.downKind} IN ('percent', 'amount')`),
  ],
);

export type FinanceCalculationRow = typeof financeCalculations.$inferSelect;
