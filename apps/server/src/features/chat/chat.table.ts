import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from '../listings/listing.table.js';
import { sessions, users } from '../users/user.table.js';

/** One chat message between two users. Plain text; never rendered as HTML. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    chatType: text('chat_type').notNull().default('general'),
    /** The property the message is about, when it was sent from a listing (issue 17). */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * The safety rule the message matched (issue 42, J8.2) and the rule set's version: the
     * recipient sees a warning under it. Null when nothing matched.
     */
    safetyRule: text('safety_rule'),
    safetyVersion: integer('safety_version'),
    /** held (a blocked phone or IBAN: not delivered until a moderator decides) | released | rejected */
    holdStatus: text('hold_status'),
  },
  (t) => [
    // Both directions of a conversation, newest first, share one index through least/greatest.
    index('chat_messages_pair_idx').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.id.desc(),
    ),
    index('chat_messages_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`read_at is null`),
    index('chat_messages_held_idx')
      .on(t.id)
      .where(sql`hold_status = 'held'`),
  ],
);

/** Spec "Message notification": one row per (receiver, sender), replaced as new messages arrive. */
export const chatNotifications = pgTable(
  'chat_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessage: text('last_message').notNull(),
    unreadCount: integer('unread_count').notNull().default(0),
    isRead: boolean('is_read').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_notifications_pair_key').on(t.userId, t.senderId),
    index('chat_notifications_user_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

/** Who is online: set by the real-time connection and by POST /api/chat/presence/update/. */
export const userPresence = pgTable('user_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isOnline: boolean('is_online').notNull().default(false),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
});

/** Short-lived tokens for the real-time connection, bound to the session that asked for them. */
export const chatTokens = pgTable(
  'chat_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_tokens_expires_idx').on(t.expiresAt)],
);

export type MessageRow = typeof chatMessages.$inferSelect;
export type NotificationRow = typeof chatNotifications.$inferSelect;
