import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/** One market rate of a building material in a city on a date; administrators enter new rates. */
export const materialRates = pgTable(
  'material_rates',
  {
    id: serial('id').primaryKey(),
    /** cement | steel | brick | sand | crush | ... (shared MATERIALS) */
    material: text('material').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    cityKey: text('city_key').notNull(),
    unit: text('unit').notNull(),
    price: numeric('price', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_rates_lookup_idx').on(t.cityKey, t.material, t.rateDate.desc())],
);
