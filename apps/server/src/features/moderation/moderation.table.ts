import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/user.table.js';

/**
 * Anyone signed in can report a listing, blog post, comment, user or chat message (issue 42, J8.3):
 * a reason from REPORT_REASONS, details, an optional screenshot; weighed by the reporter's trust
 * when filed (J8.4). Once per reporter, target and reason, whatever became of the first.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** listing | blog_post | listing_comment | blog_comment | user | chat_message */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** One of REPORT_REASONS (packages/shared admin-constants). */
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** An optional screenshot (an image upload of the reporter's). */
    evidenceUploadId: uuid('evidence_upload_id'),
    /** The reporter's trust when filed: 0 (new or unverified), 1 (verified), 2 (trusted). */
    reporterWeight: smallint('reporter_weight').notNull().default(0),
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
    // One report per reporter, target and reason, ever: repeats do not flood the queue (409).
    uniqueIndex('reports_once_key').on(t.reporterId, t.targetType, t.targetId, t.reason),
    // The weights on one target in the last 14 days (J8.4).
    index('reports_target_idx').on(t.targetType, t.targetId, t.createdAt),
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
