import type { Executor } from '../../db/database.js';
import type { UserRow } from '../users/user.table.js';
import { actorFor } from './actor.js';
import { canManageListing, canSeeListing, canSeeListingAsUser, isOwnedBy, type ListingRef } from './policies.js';

/**
 * The listing decisions as the services take them: the policies of policies.ts, with the user's
 * agency seat read only when it can change the answer, that is for a listing of an agency that
 * the user did not list. A guest, a lone lister, every listing without an agency and every public
 * listing cost no query (the search and the listing page stay as they were).
 */

/** See a listing (policies.canSeeListing). */
export async function maySeeListing(db: Executor, viewer: UserRow | null, listing: ListingRef): Promise<boolean> {
  if (canSeeListingAsUser(viewer, listing)) return true;
  if (!viewer || listing.agencyId === null) return false;
  return canSeeListing(await actorFor(db, viewer), listing);
}

/**
 * Whether `user` may see and may change a listing (policies.canManageListing), for the answers
 * "Property Not Found" (cannot see) and 403 (sees, may not change).
 */
export async function listingAccessOf(
  db: Executor,
  user: UserRow,
  listing: ListingRef,
): Promise<{ see: boolean; manage: boolean }> {
  if (isOwnedBy(listing.ownerId, user)) return { see: true, manage: true };
  if (listing.agencyId === null) return { see: canSeeListingAsUser(user, listing), manage: false };
  const actor = await actorFor(db, user);
  return { see: canSeeListing(actor, listing), manage: canManageListing(actor, listing) };
}
