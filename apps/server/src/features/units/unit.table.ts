import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';

/**
 * The photo index of "one listing per real unit" (issue 37, decision 0048): one row per photo of a
 * listing (featured and gallery images) with its 64-bit dHash and its 28 band-pair keys. Two
 * hashes within Hamming distance 6 have at least 2 of their 8 bytes equal, so they share one of
 * the 28 keys (pairs of bytes, mixed with the listing's city, purpose and type): the GIN index on
 * `keys` finds every near match, and the exact distance is then computed on the few candidates.
 * Rewritten from `uploads.dhash` when the listing is published or its photos, city, purpose or
 * type change (photo-index.ts).
 */
export const listingPhotoHashes = pgTable(
  'listing_photo_hashes',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id').notNull(),
    dhash: bigint('dhash', { mode: 'bigint' }).notNull(),
    keys: integer('keys').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.uploadId] }),
    // Migration 0033 builds it with (fastupdate = off): a publish check never reads a pending list.
    index('listing_photo_hashes_keys_gin').using('gin', t.keys),
  ],
);

/**
 * A pending listing whose lister said "it is a different unit" when publishing paused on one of
 * their own listings: the pair, for moderators (the review queue shows it).
 */
export const unitReviewPairs = pgTable(
  'unit_review_pairs',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** 'photos', 'place' or 'permit' (UNIT_MATCH_REASONS). */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.otherId] })],
);

/**
 * A deleted listing's photo hashes, kept 90 days: the same lister listing the same photos again
 * keeps the first "On Baytak since" date (re-listing does not make a listing new).
 */
export const retiredListingPhotos = pgTable(
  'retired_listing_photos',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id'),
    firstListedAt: timestamp('first_listed_at', { withTimezone: true }).notNull(),
    hashes: bigint('hashes', { mode: 'bigint' }).array().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('retired_listing_photos_owner_idx').on(t.ownerId, t.deletedAt),
    index('retired_listing_photos_agency_idx')
      .on(t.agencyId, t.deletedAt)
      .where(sql`agency_id is not null`),
    index('retired_listing_photos_deleted_idx').on(t.deletedAt),
  ],
);
