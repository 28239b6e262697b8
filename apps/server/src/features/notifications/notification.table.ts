import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * Set on notifications made by a job (e.g. demand_match:<demand>:<listing>): a job that runs
     * again after a crash adds nothing twice.
     */
    dedupeKey: text('dedupe_key'),
    /** When the e-mail about it went out, or it was settled that none goes (notification-mail.ts). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notifications_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('user_notifications_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`dedupe_key is not null`),
    index('user_notifications_unmailed_idx')
      .on(t.createdAt)
      .where(sql`emailed_at is null`),
    index('user_notifications_unread_idx')
      .on(t.userId)
      .where(sql`is_read = false`),
  ],
);
