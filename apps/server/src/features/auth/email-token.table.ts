import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/**
 * Single-use links sent by e-mail: verify the address, reset the password. Only the SHA-256 of
 * the token is stored; a token works once (used_at) and until expires_at.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'verify_email', 'reset_password' or 'change_email'. */
    purpose: text('purpose').notNull(),
    /** For 'change_email': the address that becomes the account's once confirmed from it. */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Secrets the whole cluster shares, made by the migration (e.g. the key that signs unsubscribe
 * links), so no setting is needed and every app process agrees.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export type EmailTokenRow = typeof emailTokens.$inferSelect;
