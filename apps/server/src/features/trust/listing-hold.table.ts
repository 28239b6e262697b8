import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';

/** One signal of a hold, with what a moderator needs to judge it. */
export interface HoldSignal {
  signal: string;
  score: number;
  evidence: Record<string, unknown>;
}

/**
 * Listings held for a moderator (issue 42): by the risk score at publish (`risk`, J8.5) or by
 * weighted reports (`reports`, J8.4). Each hold keeps its signals with their evidence, the total,
 * and its outcome (released or removed, by whom and when), so thresholds can be tuned against
 * outcomes. A listing has at most one open hold of each kind.
 */
export const listingHolds = pgTable(
  'listing_holds',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** risk | reports */
    kind: text('kind').notNull(),
    totalScore: smallint('total_score').notNull(),
    signals: jsonb('signals').$type<HoldSignal[]>().notNull().default([]),
    /** The status the listing had before the hold (restored on release). */
    previousStatus: text('previous_status').notNull(),
    /** held | released | removed */
    status: text('status').notNull().default('held'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_holds_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'held'`),
    index('listing_holds_listing_idx').on(t.listingId, t.kind),
  ],
);
