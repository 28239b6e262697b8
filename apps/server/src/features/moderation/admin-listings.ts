import { initialStatusFor, type AdminListingItem, type Purpose, type UnitMatchReason } from '@estate/shared';
import { listingChange } from '../../lib/response-cache.js';
import { toSummary } from '../listings/listing.presenter.js';
import type { UserRow } from '../users/user.table.js';
import { pageOf, toPerson } from './admin.presenter.js';
import { listingNotFound, notPending, listingPayload, type AdminCore } from './admin-core.js';

/** The review queue: approve, reject, hide or send back a listing. */
export function adminListings(core: AdminCore) {
  const { deps, inTx, log, published, sendBack, db, repo } = core;

  return {
    async queue(state: 'pending' | 'rejected', page: number) {
      const { rows, count } = await repo.reviewQueue(state === 'rejected', page);
      const ids = rows.map((r) => r.listing.id);
      const held = await deps.holdReasons?.(db, ids);
      const holds = (await deps.holds?.openFor(db, ids)) ?? new Map();
      const pairs = (await deps.unitPairs?.(rows.map((r) => r.listing.id))) ?? [];
      const results: AdminListingItem[] = rows.map((r) => ({
        listing: toSummary(r.listing),
        owner: toPerson(r.owner),
        review_note: r.listing.reviewNote,
        appeal_note: r.listing.appealNote,
        hold_reasons: held?.get(r.listing.id) ?? [],
        holds: holds.get(r.listing.id) ?? [],
        unit_pairs: pairs
          .filter((p) => p.listingId === r.listing.id)
          .map((p) => ({ listing_id: p.otherId, slug: p.slug, title: p.title, reason: p.reason as UnitMatchReason })),
      }));
      return pageOf(results, count, page);
    },

    /** A pending listing goes live with the status its purpose starts with; the owner is told. */
    async approve(id: number, admin: UserRow) {
      const { listing, status } = await inTx(async (tx) => {
        const listing = await repo.listingForUpdate(tx, id);
        if (!listing) throw listingNotFound();
        if (listing.status !== 'pending') throw notPending();
        const status = initialStatusFor(listing.purpose as Purpose);
        await repo.updateListing(tx, id, { status, reviewNote: null, takenDownAt: null, appealNote: null });
        await repo.notify(tx, listing.ownerId, 'listing_approved', listingPayload(listing));
        // A held listing (risk score or reports, issue 42) is released: logged with its hold.
        const released = (await deps.holds?.decided(tx, id, 'released', admin.id)) ?? [];
        await log(tx, admin, {
          action: 'approve_listing',
          targetType: 'listing',
          targetId: id,
          detail: {
            title: listing.title,
            status,
            ...(released.length ? { released_holds: released.map((h) => h.id) } : {}),
          },
        });
        await published(tx, listing, status);
        return { listing, status };
      });
      deps.onListingChange?.(listingChange(listing.id, listing.cityKey));
      return { status: 'success' as const, listing_status: status };
    },

    /** A pending listing stays hidden; the owner reads the reason, edits, and it returns to the queue. */
    async reject(id: number, reason: string, admin: UserRow) {
      const listing = await inTx(async (tx) => {
        const listing = await repo.listingForUpdate(tx, id);
        if (!listing) throw listingNotFound();
        if (listing.status !== 'pending') throw notPending();
        await sendBack(tx, listing, reason, admin, 'reject_listing');
        return listing;
      });
      deps.onListingChange?.(listingChange(listing.id, listing.cityKey));
      return { status: 'success' as const, listing_status: 'pending' as const };
    },

    /** Takes a live listing down (back to review) with a note, for example after a report. */
    async hide(id: number, reason: string, admin: UserRow) {
      const listing = await inTx(async (tx) => {
        const listing = await repo.listingForUpdate(tx, id);
        if (!listing) throw listingNotFound();
        await sendBack(tx, listing, reason, admin, 'hide_listing');
        return listing;
      });
      deps.onListingChange?.(listingChange(listing.id, listing.cityKey));
      return { status: 'success' as const, listing_status: 'pending' as const };
    },

    sendBack,
  };
}
