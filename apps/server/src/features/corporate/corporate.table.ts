import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/** Interest in the coming-soon corporate services (HR, CRM, ERP), kept for the administrator. */
export const corporateInterest = pgTable(
  'corporate_interest',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    phone: text('phone'),
    teamSize: text('team_size'),
    /** Which tools interest them: hr, crm, erp. */
    interests: text('interests').array().notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('corporate_interest_created_idx').on(t.createdAt)],
);
