import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';

/** The listing's claimed facts a moderator approved (a later edit is compared with them, J2.5). */
export interface ApprovedFacts {
  price: number;
  currency: string;
  areaSqm: number;
  bedrooms: number;
  purpose: string;
  latitude: number;
  longitude: number;
}

/**
 * A lister's request to have a listing verified (issue 37). At most one `submitted` request per
 * listing (a partial unique index: a second one answers 409). Decided once, by a moderator:
 * `approved` (the listing's verified_* columns are set) or `rejected` with a reason the lister
 * sees; an approved one becomes `lapsed` when its badge ends early or on time.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'owner' ("I am the owner") or 'agent' ("I market it for the owner": an authority document is needed). */
    listerRole: text('lister_role').notNull(),
    status: text('status').notNull().default('submitted'),
    rejectReason: text('reject_reason'),
    rejectNote: text('reject_note'),
    /** Why an approved request lapsed: expired, sold, rented, price, size, bedrooms, purpose, location. */
    lapseReason: text('lapse_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    approvedFacts: jsonb('approved_facts').$type<ApprovedFacts>(),
    /** When the daily sweep deleted the files (VERIFICATION_RETENTION_DAYS after the decision). */
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_requests_one_pending')
      .on(t.listingId)
      .where(sql`status = 'submitted'`),
    index('verification_requests_listing_idx').on(t.listingId, t.id),
    // The moderators' queue, oldest first.
    index('verification_requests_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'submitted'`),
    // The retention sweep: decided requests whose files are still kept.
    index('verification_requests_retention_idx')
      .on(t.decidedAt)
      .where(sql`decided_at is not null and files_deleted_at is null`),
    check(
      'verification_requests_status_check',
      sql`${t.status} in ('submitted', 'approved', 'rejected', 'withdrawn', 'lapsed')`,
    ),
    check('verification_requests_role_check', sql`${t.listerRole} in ('owner', 'agent')`),
    check(
      'verification_requests_reason_check',
      sql`${t.rejectReason} is null or ${t.rejectReason} in ('document_unreadable', 'name_mismatch', 'address_mismatch', 'size_mismatch', 'authority_expired', 'photos_not_of_unit', 'other')`,
    ),
  ],
);
export type VerificationRequestRow = typeof verificationRequests.$inferSelect;

/**
 * One file of a request: an ownership or authority document, or a photo taken at the property.
 * Kept in the private document store (private-documents.ts), never under /media.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => verificationRequests.id, { onDelete: 'cascade' }),
    /** ownership, authority_to_market, on_site_photo. */
    kind: text('kind').notNull(),
    docType: text('doc_type').notNull(),
    /** The private store's key (private-documents.ts); kept after deletion for the record. */
    storageKey: text('storage_key').notNull(),
    /** Detected by content. */
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_documents_request_idx').on(t.requestId),
    check('verification_documents_kind_check', sql`${t.kind} in ('ownership', 'authority_to_market', 'on_site_photo')`),
  ],
);
export type VerificationDocumentRow = typeof verificationDocuments.$inferSelect;
