import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';

/**
 * Saved searches with alerts (issue 18). `query` is the canonical results query the owner saved;
 * the columns after it repeat its indexed filters, with '' for "any", so a new listing finds the
 * searches that may want it through one index (saved-search-match.ts) before the full check.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    /** sale | rent | '' (any) */
    purpose: text('purpose').notNull().default(''),
    /** Lower-cased city, '' for any. */
    cityKey: text('city_key').notNull().default(''),
    propertyType: text('property_type').notNull().default(''),
    minPrice: numeric('min_price', { precision: 15, scale: 2, mode: 'number' }),
    maxPrice: numeric('max_price', { precision: 15, scale: 2, mode: 'number' }),
    /**
     * The currency of the price bounds when the search has no market (issue 39, U3): listings'
     * prices are converted to it before comparing; null when the bounds are in the market's currency.
     */
    priceCurrency: text('price_currency'),
    /** At least this many bedrooms. */
    bedrooms: integer('bedrooms'),
    /** instant | daily | weekly: how often new matches are mailed. */
    frequency: text('frequency').notNull(),
    notifyEmail: boolean('notify_email').notNull(),
    notifyInApp: boolean('notify_in_app').notNull(),
    /** Digests go out at this hour of `time_zone`. */
    digestHour: integer('digest_hour').notNull(),
    timeZone: text('time_zone').notNull(),
    paused: boolean('paused').notNull().default(false),
    /** New matches are the ones recorded after this (the owner opened the results). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last alert e-mail: never more than one per period (saved-search-mail.ts). */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_match_idx')
      .on(t.cityKey, t.purpose, t.propertyType)
      .where(sql`paused = false`),
  ],
);

/** A listing that matched a saved search: recorded once, mailed once. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index('saved_search_matches_recent_idx').on(t.savedSearchId, t.createdAt),
    index('saved_search_matches_unmailed_idx')
      .on(t.savedSearchId)
      .where(sql`emailed_at is null`),
    index('saved_search_matches_listing_idx').on(t.listingId),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
