import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/** Spec section 3 "Feedback": POST /api/app-feedback/. Rating 0.5..5 in half steps. */
export const appFeedback = pgTable(
  'app_feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_feedback_created_idx').on(t.createdAt)],
);
