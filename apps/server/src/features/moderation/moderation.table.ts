import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/** Anyone signed in can report a listing, blog post, comment or user. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** listing | blog_post | listing_comment | blog_comment | user */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** fake | scam | duplicate | offensive | spam | other */
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** open | resolved | dismissed */
    status: text('status').notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'open'`),
    // One open report per reporter and target: repeats do not flood the queue.
    uniqueIndex('reports_open_once_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`status = 'open'`),
  ],
);

/** Every administrator action: who, what and when. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt)],
);

/** Site-wide settings an administrator changes (for example whether new listings need approval). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
