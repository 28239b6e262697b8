import type { Executor } from '../db/database.js';

/**
 * "A listing became publicly visible" (created live, approved, or moved back to a public status),
 * for features that react to it without importing the listings feature (demand matching).
 * The event is a durable job (lib/jobs.ts) enqueued in the transaction that made the listing
 * public: a crash between the commit and the reaction loses nothing, and a rolled-back change
 * announces nothing.
 */
export interface ListingPublished {
  id: number;
  ownerId: number;
  title: string;
  slug: string;
  purpose: string;
  propertyType: string;
  country: string;
  city: string;
  price: number;
  currency: string;
  bedrooms: number;
}

/** The event as features hear it (feature.ts `listeners`): with where the listing is (societies). */
export interface PublishedListing extends ListingPublished {
  cityKey: string;
  address: string;
}

/** Enqueues the "listing published" job inside `tx` (wired by listings.feature.ts). */
export type AnnounceListingPublished = (tx: Executor, listingId: number) => Promise<void>;

/** The job's name; its data is `{ id }` and the handler reads the listing as it is then. */
export const LISTING_PUBLISHED_JOB = 'listing.published';
