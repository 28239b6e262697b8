import { isPublicStatus, type AdminListingItem } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AnnounceListingPublished } from '../../lib/listing-events.js';
import { type CacheChange } from '../../lib/response-cache.js';
import type { ListingRow } from '../listings/listing.table.js';
import type { UserRow } from '../users/user.table.js';
import { recordAdminAction } from './admin-log.js';
import { toAdminUser } from './admin.presenter.js';
import type { AdminRepository } from './admin.repository.js';
import type { TrustHolds } from '../trust/trust-holds.js';

export const listingNotFound = () => new AppError(404, 'not_found', 'Property Not Found');
export const notPending = () =>
  new AppError(409, 'not_pending', 'This listing is not waiting for review (someone may have decided already).');
export const userNotFound = () => new AppError(404, 'not_found', 'No such user.');
export const adNotFound = () => new AppError(404, 'not_found', 'No such ad.');
export const notYourself = () =>
  new AppError(400, 'own_account', 'Administrators cannot do this to their own account.');

/** What a decision tells the listing's owner (rendered by the activity notifications). */
export const listingPayload = (listing: ListingRow, reason?: string) => ({
  title: listing.title,
  link: `/properties/${listing.slug}`,
  ...(reason ? { reason } : {}),
});

/** A listing whose featured flag changed, with its city (what the response cache drops). */
export interface FeaturedChange {
  id: number;
  cityKey: string;
}

/**
 * What moderation needs from the credits feature (its feature definition wires it): putting `is_featured`
 * back in step after an ad is blocked or unblocked, and the cache tags of what changed.
 */
export interface FeaturedAds {
  sync(db: Db, listingIds: number[]): Promise<FeaturedChange[]>;
  changeTags(changes: FeaturedChange[]): string[];
}

/** What the administrators' console is given (moderation.feature.ts builds it). */
export interface AdminServiceDeps {
  db: Db;
  repo: AdminRepository;
  featured: FeaturedAds;
  /** Inside the suspending transaction: the owner's notice (an e-mail job). */
  onSuspended?: (tx: Db, user: UserRow, reason: string) => Promise<void>;
  /** Enqueues "listing published" inside the approving transaction (lib/listing-events.ts). */
  announcePublished?: AnnounceListingPublished;
  /** Drops what guests see cached of what changed (response-cache tags, or everything). */
  onListingChange?: (change: CacheChange) => void;
  /** Why the product held listings for review (catalog keys by listing id), e.g. a shared permit. */
  holdReasons?: (db: Db, listingIds: number[]) => Promise<Map<number, AdminListingItem['hold_reasons']>>;
  /** Issue 42: listings held by the risk score or by reports; a decision closes their holds. */
  holds?: TrustHolds;
  /** Issue 37: the suspected twins of pending listings (features/units), shown beside them. */
  unitPairs?: (
    listingIds: number[],
  ) => Promise<{ listingId: number; otherId: number; reason: string; slug: string; title: string }[]>;
}

/** What every console use case shares: its dependencies, the transaction and log helpers, the listing and user steps. */
export function adminCore(deps: AdminServiceDeps) {
  const { db, repo, featured: featuredAds } = deps;
  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction(work);
  const log = (tx: Executor, admin: UserRow, entry: Omit<Parameters<typeof recordAdminAction>[1], 'adminId'>) =>
    recordAdminAction(tx, { adminId: admin.id, ...entry });

  async function published(tx: Db, listing: ListingRow, status: string) {
    if (isPublicStatus(status)) await deps.announcePublished?.(tx, listing.id);
  }

  /** Sends a listing (public or pending) back to review with a note the owner reads. */
  async function sendBack(tx: Db, listing: ListingRow, reason: string, admin: UserRow, action: string) {
    await repo.updateListing(tx, listing.id, {
      status: 'pending',
      reviewNote: reason,
      takenDownAt: new Date(),
      appealNote: null,
    });
    await repo.notify(tx, listing.ownerId, 'listing_rejected', listingPayload(listing, reason));
    await deps.holds?.decided(tx, listing.id, 'removed', admin.id);
    await log(tx, admin, {
      action,
      targetType: 'listing',
      targetId: listing.id,
      detail: { title: listing.title, reason, previous_status: listing.status },
    });
  }

  async function userItem(id: number) {
    const row = await repo.userWithCounts(id);
    if (!row) throw userNotFound();
    return toAdminUser(row);
  }

  async function lockedUser(tx: Db, id: number, admin: UserRow, allowSelf = true) {
    const user = await repo.userForUpdate(tx, id);
    if (!user) throw userNotFound();
    if (!allowSelf && user.id === admin.id) throw notYourself();
    return user;
  }
  return { deps, inTx, log, published, sendBack, userItem, lockedUser, db, repo, featuredAds };
}
export type AdminCore = ReturnType<typeof adminCore>;
