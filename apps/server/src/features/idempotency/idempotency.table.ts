import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/**
 * The first answer to a request sent with an `Idempotency-Key` (chat sends, comments), so that a
 * retry after a lost answer gets the same answer instead of a second message (decision 0025).
 * A row without a status is a request still running. Kept a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and route pattern: a key used on another endpoint is a client error. */
    route: text('route').notNull(),
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
