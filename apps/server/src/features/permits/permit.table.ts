import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PermitAuthority } from '@estate/shared';
import { listings } from '../listings/listing.table.js';

export const PERMIT_STATUSES = ['ok', 'conflict', 'expired'] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

/**
 * A listing's advertising permit (issue 37, J2.1): in Dubai the DLD Trakheesi permit, required to
 * publish; elsewhere optional. One per listing. `status`: `ok`; `conflict` when another lister's
 * or agency's live listing carried the same permit when it was entered (the listing was held for
 * review); `expired` once the daily sweep found `expires_on` reached (the listing was held).
 */
export const listingPermits = pgTable(
  'listing_permits',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    authority: text('authority').$type<PermitAuthority>().notNull(),
    permitNumber: text('permit_number').notNull(),
    /** The authority's page for the permit, as its QR code or the lister gave it (host checked). */
    qrUrl: text('qr_url'),
    /** When the server read an uploaded QR image (null when the link was typed). */
    qrCheckedAt: timestamp('qr_checked_at', { withTimezone: true }),
    /** As entered by the lister, in the market's calendar. */
    expiresOn: date('expires_on', { mode: 'string' }),
    status: text('status').$type<PermitStatus>().notNull().default('ok'),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_permits_listing_key').on(t.listingId),
    // The conflict lookup at publish and "listings sharing a permit" (one card per real unit).
    index('listing_permits_number_idx').on(t.authority, t.permitNumber),
    // The daily expiry sweep reads only permits with an expiry that are not yet expired.
    index('listing_permits_expiry_idx')
      .on(t.expiresOn)
      .where(sql`expires_on is not null and status <> 'expired'`),
  ],
);

export type ListingPermitRow = typeof listingPermits.$inferSelect;
