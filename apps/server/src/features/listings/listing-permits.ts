import type { ListingPermit, ListingStatus } from '@estate/shared';
import type { Db } from '../../db/database.js';

/** What the permits feature needs to know of a listing being saved or republished. */
export interface PermitListing {
  id: number;
  ownerId: number;
  agencyId: number | null;
  country: string;
  cityKey: string;
  purpose: string;
  status: string;
  takenDownAt: Date | null;
}

/** The permit fields of a create or edit (packages/shared permitFields): left out = unchanged, null = none. */
export interface PermitInput {
  permit_number?: string | null;
  permit_qr_url?: string | null;
  permit_qr_upload?: string | null;
  permit_expires_on?: string | null;
}

/** A listing's permit as the detail's statement reads it (listing.repository.ts permitJson). */
export interface StoredPermit {
  authority: string;
  permit_number: string;
  qr_url: string | null;
  /** YYYY-MM-DD, in the market's calendar. */
  expires_on: string | null;
  status: string;
}

/**
 * What the listings feature needs from the permits feature (issue 37; features/permits, wired by
 * listing.feature.ts). The rules (Dubai requires a DLD permit, QR hosts, conflicts, expiry) live there.
 */
export interface ListingPermits {
  /**
   * In the save's transaction, after the listing's row is written: checks and stores its permit
   * (422/409 refuse the save). Answers the status the listing must take instead of its own, if
   * any: `pending` when another lister's live listing carries the permit (held for review).
   */
  save(tx: Db, input: { listing: PermitListing; userId: number; permit: PermitInput }): Promise<ListingStatus | void>;
  /** Before the lister changes the status: the status to store (a refusal throws). */
  statusFor(tx: Db, listing: PermitListing, status: ListingStatus): Promise<ListingStatus>;
  /**
   * The permit as the listing's page shows it to this viewer (the lister sees its expiry and state),
   * from the row the detail's own statement read.
   */
  ofDetail(stored: StoredPermit | null, isOwner: boolean): Promise<ListingPermit | null>;
}
