import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/**
 * Activity notifications that are not chat messages: a listing matching a demand, a service
 * request changing state, a listing approved or rejected. Shown in the dashboard.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** demand_match | service_request | service_request_status | listing_approved | listing_rejected | ... */
    kind: text('kind').notNull(),
    /** Whatever the kind needs to render itself: ids, titles, links. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('user_notifications_unread_idx')
      .on(t.userId)
      .where(sql`is_read = false`),
  ],
);
