import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ResponsiveImage } from '@estate/shared';
import { users } from '../users/user.table.js';

/** Spec section 3 "Award": an achievement a user shows on their profile. */
export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    awardedOn: date('awarded_on', { mode: 'string' }).notNull(),
    image: jsonb('image').$type<ResponsiveImage | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('awards_user_idx').on(t.userId, t.awardedOn)],
);
