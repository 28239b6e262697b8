import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SchemeEligibility, SchemeTier } from '@estate/shared/finance';
import { users } from '../users/user.table.js';

/**
 * Public home-finance schemes (issue 41, decision 0073): a government's or central bank's
 * subsidised finance, its rate by loan size (`tiers`), the years that rate holds, the minimum down
 * payment, the longest tenor, which homes qualify, who runs it, where that is written and the days
 * it holds. Past `valid_to` it is no longer offered; nothing is deleted by time.
 */
export const financeSchemes = pgTable(
  'finance_schemes',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    authority: text('authority').notNull(),
    tiers: jsonb('tiers').$type<SchemeTier[]>().notNull(),
    rateYears: integer('rate_years'),
    downPaymentMin: numeric('down_payment_min', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    tenorMaxYears: integer('tenor_max_years').notNull(),
    eligibility: jsonb('eligibility').$type<SchemeEligibility>().notNull().default({}),
    sourceUrl: text('source_url').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('finance_schemes_country_idx').on(t.country, t.validFrom),
    check('finance_schemes_down_range', sql`${t.downPaymentMin} >= 0 AND ${t.downPaymentMin} <= 100`),
    check('finance_schemes_days', sql`${t.validTo} IS NULL OR ${t.validTo} >= ${t.validFrom}`),
  ],
);

export type FinanceSchemeRow = typeof financeSchemes.$inferSelect;
