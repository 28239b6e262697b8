import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/**
 * The first answer to a request sent with an `Idempotency-Key` (chat sends, comments, listings,
 * inquiries, uploads), so that a retry after a lost answer gets the same answer instead of a second
 * write (decisions 0025, 0052). Written in the write's own transaction. Kept a day.
 *
 * A signed-in user's keys are theirs (`user_id`, `key`). A guest's (inquiries only) have no user:
 * they share one scope keyed by the key itself, and each is bound to its request (`request_hash`),
 * so only the very same request gets the answer again; anything else with that key is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and route pattern: a key used on another endpoint is a client error. */
    route: text('route').notNull(),
    /** SHA-256 of the route's parameters and the body (an upload's file): another request is refused. */
    requestHash: text('request_hash'),
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key),
    uniqueIndex('idempotency_keys_guest_key_idx')
      .on(t.key)
      .where(sql`${t.userId} is null`),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
