import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { agencies } from '../agencies/agency.table.js';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';

/**
 * Every reveal of a lister's phone number (issue 42, J8.1): which listing's or agency's number,
 * who asked (the signed-in user, else the device's key; the address's key bounds a cleared cookie),
 * and when. The daily limits count these rows; the lead inbox shows the signed-in ones as contacts.
 */
export const contactReveals = pgTable(
  'contact_reveals',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    /** The signed-in viewer, null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** `user:<id>`, or `device:<hash of the device cookie>` for a guest. */
    viewerKey: text('viewer_key').notNull(),
    /** A hash of the client address (a guest who clears cookies still meets a limit). */
    addressKey: text('address_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_reveals_viewer_idx').on(t.viewerKey, t.createdAt),
    index('contact_reveals_address_idx').on(t.addressKey, t.createdAt),
    index('contact_reveals_listing_idx').on(t.listingId, t.createdAt),
    check('contact_reveals_target', sql`${t.listingId} IS NOT NULL OR ${t.agencyId} IS NOT NULL`),
  ],
);
