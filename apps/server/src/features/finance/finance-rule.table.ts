import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { FinanceRuleConditions } from '@estate/shared/finance';
import { users } from '../users/user.table.js';

/**
 * A market's finance rules (issue 41, decision 0071): a cap or a cost (a percent, or years for the
 * tenor and age), when it applies (`conditions`), who set it and where that is written, and the
 * days it holds. Past `valid_to` a rule is no longer shown; nothing is deleted by time.
 */
export const financeRules = pgTable(
  'finance_rules',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    kind: text('kind').notNull(),
    conditions: jsonb('conditions').$type<FinanceRuleConditions>().notNull().default({}),
    value: numeric('value', { precision: 7, scale: 3, mode: 'number' }).notNull(),
    authority: text('authority').notNull(),
    sourceUrl: text('source_url').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('finance_rules_country_idx').on(t.country, t.validFrom),
    check('finance_rules_value_range', sql`${t.value} >= 0 AND ${t.value} <= 100`),
    check('finance_rules_days', sql`${t.validTo} IS NULL OR ${t.validTo} >= ${t.validFrom}`),
  ],
);

export type FinanceRuleRow = typeof financeRules.$inferSelect;
