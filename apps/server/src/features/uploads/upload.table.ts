import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ResponsiveImage, AnyUploadKind } from '@estate/shared';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';

/**
 * A file a user uploaded. It belongs to its uploader until a listing claims it
 * (`listing_id`, `position`); unclaimed uploads are swept after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AnyUploadKind>().notNull(),
    position: integer('position').notNull().default(0),
    /** What claimed a non-listing upload, e.g. "award:12", "user:3:profile_picture"; null while unclaimed. */
    ownerRef: text('owner_ref'),
    /** Detected from the content, never the browser's claim. */
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    /** Storage keys of everything written for this upload, so deleting removes them all. */
    storageKeys: text('storage_keys').array().notNull(),
    url: text('url').notNull(),
    image: jsonb('image').$type<ResponsiveImage | null>(),
    poster: text('poster'),
    /** An image's 64-bit dHash (issue 37, features/units/dhash.ts): near-identical photos have close hashes. */
    dhash: bigint('dhash', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_listing_idx').on(t.listingId, t.kind, t.position),
    index('uploads_user_idx').on(t.userId, t.createdAt),
    index('uploads_owner_ref_idx')
      .on(t.ownerRef)
      .where(sql`owner_ref is not null`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
