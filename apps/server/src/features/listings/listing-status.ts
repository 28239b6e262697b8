import { isPublicStatus, SEARCHABLE_STATUSES, type ListingDetail, type ListingStatus } from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UserRow } from '../users/user.table.js';
import type { ListingCore, PublishOptions } from './listing-core.js';
import { assertQuotaRoom, isDubai } from './listing-quota.js';
import { isLiveStatus } from './listing.table.js';

const awaitingReview = () => new AppError(403, 'awaiting_review', englishMessage('listing_rules.awaiting_review'));
const takenDown = () =>
  new AppError(403, 'taken_down', englishMessage('listing_rules.taken_down'), { status: 'listing_rules.taken_down' });
const notTakenDown = () =>
  new AppError(409, 'not_taken_down', englishMessage('listing_rules.not_taken_down'), {
    message: 'listing_rules.not_taken_down',
  });
const isSearchableStatus = (status: string) => (SEARCHABLE_STATUSES as readonly string[]).includes(status);

const CLOSED: readonly string[] = ['sold', 'rented'];

/** A listing's life after publication: its status, an appeal of a takedown, its price, its removal. */
export function listingStatus(core: ListingCore) {
  const { deps, db, repo, media, changed, published, managed, detail } = core;

  /**
   * Closing (sold, rented) keeps the final price the lister gave and what the price check said
   * then (read while the listing is still public); opening again forgets both (issue 41).
   */
  async function closing(
    tx: Parameters<NonNullable<typeof deps.closingEstimate>>[0],
    id: number,
    next: string,
    finalPrice?: number,
  ) {
    if (!CLOSED.includes(next)) return { finalPrice: null, checkedPrice: null, closedAt: null };
    const checkedPrice = (await deps.closingEstimate?.(tx, id)) ?? null;
    return { finalPrice: finalPrice ?? null, checkedPrice, closedAt: new Date() };
  }

  return {
    async setStatus(
      id: number,
      status: ListingStatus,
      user: UserRow,
      options: PublishOptions = {},
    ): Promise<ListingDetail> {
      const listing = await managed(id, user);
      if (listing.status === status) return detail(id, user);
      if (listing.takenDownAt) {
        // Only an administrator reverses a takedown; the attempt is kept in the moderation log.
        await deps.moderation.log(db, {
          adminId: user.id,
          action: 'owner_republish_refused',
          targetType: 'listing',
          targetId: id,
          detail: { title: listing.title, requested_status: status },
        });
        throw takenDown();
      }
      await db.transaction(async (tx) => {
        // While approval is required, only an administrator moves a listing out of review.
        if (listing.status === 'pending' && (await deps.moderation.requiresApproval(tx))) {
          throw awaitingReview();
        }
        // The quota is the lister's, whoever of their agency publishes the listing again.
        if (!isLiveStatus(listing.status) && isLiveStatus(status)) {
          await assertQuotaRoom(tx, listing.ownerId, listing.agencyId, isDubai(listing.country, listing.cityKey));
        }
        const next = (await deps.permits?.statusFor(tx, listing, status)) ?? status;
        await repo.update(tx, id, { status: next, ...(await closing(tx, id, next, options.finalPrice)) });
        await deps.onChanged?.(tx, listing, { status: next });
        if (!isSearchableStatus(listing.status) && isSearchableStatus(next)) {
          await deps.units?.published(tx, id, { differentUnit: options.differentUnit ?? false, created: false });
        }
        if (!isPublicStatus(listing.status)) await published(tx, id);
      });
      changed(id, listing.cityKey);
      return detail(id, user);
    },

    /**
     * The owner asks administrators to look again at a listing they took down: the listing joins
     * the review queue with the owner's message; it stays hidden until an administrator approves it.
     */
    async appeal(id: number, message: string, user: UserRow): Promise<ListingDetail> {
      const listing = await managed(id, user);
      if (!listing.takenDownAt) throw notTakenDown();
      await db.transaction(async (tx) => {
        await repo.update(tx, id, { appealNote: message });
        await deps.moderation.log(tx, {
          adminId: user.id,
          action: 'appeal_listing',
          targetType: 'listing',
          targetId: id,
          detail: { title: listing.title, reason: message },
        });
      });
      return detail(id, user);
    },

    async setPrice(id: number, price: number, user: UserRow): Promise<ListingDetail> {
      const listing = await managed(id, user);
      if (price !== Number(listing.price)) {
        await db.transaction(async (tx) => {
          await repo.update(tx, id, { price });
          await deps.onChanged?.(tx, listing, { price });
          await repo.addPriceHistory(tx, id, price, listing.currency);
          // A price drop is news to saved searches whose maximum it now meets (issue 18).
          if (price < Number(listing.price)) await published(tx, id);
        });
        changed(id, listing.cityKey);
      }
      return detail(id, user);
    },

    // Featuring is a purchase: `is_featured` mirrors a running feature ad (features/credits).

    async remove(id: number, user: UserRow): Promise<void> {
      const listing = await managed(id, user);
      await deps.units?.removing(db, id);
      await media.deleteListingFiles(db, id);
      await repo.delete(id);
      changed(id, listing.cityKey);
    },
  };
}
