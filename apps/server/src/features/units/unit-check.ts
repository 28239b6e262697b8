import { SEARCHABLE_STATUSES } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { hammingDistance } from '../../lib/dhash.js';
import { sameListerOrAgency } from '../access/policies.js';
import { NEAR_DISTANCE } from './photo-keys.js';
import { SHARED_PHOTOS, unitRepository as repo, type UnitListing, type UnitMatch } from './unit.repository.js';

const isSearchable = (status: string) => (SEARCHABLE_STATUSES as readonly string[]).includes(status);

/**
 * In Dubai, listings carrying the same DLD (Trakheesi) permit are the same unit (issue 37, J2.6):
 * the public listings of the same city, purpose and type whose permit equals this listing's.
 */
export async function permitMatches(db: Db, listing: UnitListing): Promise<UnitMatch[]> {
  return repo.permitMatches(db, listing);
}

/** The listing's photos against the listing's suspected twins: the photo, place and permit criteria, each listing once. */
export async function unitMatches(db: Db, listing: UnitListing, hashes: bigint[]): Promise<UnitMatch[]> {
  const found = [
    ...(await repo.photoMatches(db, listing, hashes)),
    ...(await repo.placeMatches(db, listing)),
    ...(await permitMatches(db, listing)),
  ];
  const byId = new Map<number, UnitMatch>();
  for (const match of found) if (!byId.has(match.id)) byId.set(match.id, match);
  return [...byId.values()];
}

/** 409: the lister's own listing of the same unit; the client offers to open it, or to say it is different. */
export function pausedOn(match: UnitMatch): AppError {
  const key = `units.paused_${match.reason}`;
  return new AppError(409, 'duplicate_unit', englishMessage(key).replace('{{id}}', String(match.id)), {
    unit: key,
    listing_id: String(match.id),
    listing_slug: match.slug,
    reason: match.reason,
  });
}

/** How many of `probe` lie within NEAR_DISTANCE of one of `kept`. */
export function sharedPhotos(probe: bigint[], kept: bigint[]): number {
  return probe.filter((h) => kept.some((k) => hammingDistance(h, k) <= NEAR_DISTANCE)).length;
}

/**
 * The duplicate check of a publication (create, or a status change back to public), inside its
 * transaction, after the listing and its photos are stored (decision 0048):
 * - a new listing whose photos match a listing the same lister deleted within 90 days keeps that
 *   listing's first date;
 * - the lister's own (or their agency's) listing of the same unit pauses the publication with a
 *   409, unless they said it is a different unit: then it waits for a moderator, the pair attached;
 * - another lister's public listing of the same unit: it publishes, in that listing's group.
 */
export async function checkAtPublish(
  tx: Db,
  id: number,
  options: { differentUnit: boolean; created: boolean },
): Promise<void> {
  const listing = await repo.listing(tx, id);
  if (!listing) return;
  const photos = await repo.photoHashes(tx, id);
  await repo.indexPhotos(tx, listing, photos);
  const hashes = photos.map((p) => p.dhash);
  if (options.created && hashes.length) await carryFirstDate(tx, listing, hashes);

  const matches = await unitMatches(tx, listing, hashes);
  const own = matches.filter((m) => sameListerOrAgency(listing, m));
  if (own.length) {
    if (!options.differentUnit) throw pausedOn(own[0]!);
    await repo.addReviewPairs(tx, id, own);
    if (listing.status !== 'pending') await repo.holdForReview(tx, id);
  }
  const twin = matches.find((m) => !sameListerOrAgency(listing, m) && isSearchable(m.status));
  if (twin && listing.unitGroupId === null) await repo.joinGroup(tx, id, twin);
}

async function carryFirstDate(tx: Db, listing: UnitListing, hashes: bigint[]): Promise<void> {
  for (const retired of await repo.retiredOf(tx, listing.ownerId, listing.agencyId)) {
    const needed = Math.max(1, Math.min(SHARED_PHOTOS, hashes.length, retired.hashes.length));
    if (sharedPhotos(hashes, retired.hashes) >= needed) {
      await repo.carryFirstDate(tx, listing.id, retired.id, retired.firstListedAt);
      return;
    }
  }
}
