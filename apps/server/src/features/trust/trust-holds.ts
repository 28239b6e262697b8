import { isPublicStatus, TRUST_CONFIG, type HoldKind } from '@estate/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { listings, type ListingRow } from '../listings/listing.table.js';
import { userNotifications } from '../notifications/notification.table.js';
import type { HoldSignal } from './listing-hold.table.js';
import { listingHoldRepository as holds } from './listing-hold.repository.js';

/**
 * Holding listings for a moderator (issue 42): by weighted reports (J8.4) and by the risk score at
 * publish (J8.5). A held listing is `pending` (out of search, its page for its owner only) with a
 * listing_holds row keeping each signal and its evidence; the owner is told why (the reasons, never
 * the reporters). A moderator's approval releases it, a rejection or takedown removes it; both close
 * the hold with who decided and when.
 */
export function trustHolds() {
  /** Puts a listing on hold with its signals; answers false when it already has an open hold of the kind. */
  async function hold(tx: Db, listing: ListingRow, kind: HoldKind, signals: HoldSignal[]): Promise<boolean> {
    if (await holds.openHold(tx, listing.id, kind)) return false;
    const totalScore = signals.reduce((sum, s) => sum + s.score, 0);
    await holds.insert(tx, { listingId: listing.id, kind, totalScore, signals, previousStatus: listing.status });
    await tx
      .update(listings)
      .set({ status: 'pending', updatedAt: sql`now()` })
      .where(eq(listings.id, listing.id));
    await tx.insert(userNotifications).values({
      userId: listing.ownerId,
      kind: 'listing_held',
      payload: {
        title: listing.title,
        link: `/properties/${listing.slug}`,
        hold: kind,
        reasons: signals.map((s) => s.signal),
      },
    });
    return true;
  }

  return {
    hold,

    /**
     * After a report on a listing: when the weights of its reports within the window reach the
     * threshold, it is held until a moderator decides. Answers the listing when it was held now.
     */
    async afterReport(tx: Db, listingId: number): Promise<ListingRow | undefined> {
      const [listing] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update');
      if (!listing || !isPublicStatus(listing.status)) return undefined;
      const c = TRUST_CONFIG.reports;
      const weight = await holds.reportWeight(tx, listingId, c.windowDays);
      if (weight.total < c.hideAtWeight) return undefined;
      const signals = weight.reasons
        .filter((r) => r.weight > 0)
        .map((r) => ({ signal: r.reason, score: r.weight, evidence: { reports: r.reports } }));
      return (await hold(tx, listing, 'reports', signals)) ? listing : undefined;
    },

    /**
     * The reports on a listing were dismissed: its open reports hold is released and the listing
     * gets back the status it had (if it is still the held one). Answers the listing when released.
     */
    async releaseReportHold(tx: Db, listingId: number, adminId: number): Promise<ListingRow | undefined> {
      const open = await holds.openHold(tx, listingId, 'reports');
      if (!open) return undefined;
      const [listing] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update');
      await holds.closeOne(tx, open.id, 'released', adminId);
      if (!listing || listing.status !== 'pending' || listing.takenDownAt) return undefined;
      await tx
        .update(listings)
        .set({ status: open.previousStatus, updatedAt: sql`now()` })
        .where(eq(listings.id, listingId));
      return listing;
    },

    /** A moderator's decision on a held listing closes its holds: approved (released) or not (removed). */
    async decided(tx: Executor, listingId: number, outcome: 'released' | 'removed', adminId: number) {
      return holds.close(tx, listingId, outcome, adminId);
    },

    /** The open holds of listings in the review queue, with their signals. */
    async openFor(db: Db, listingIds: number[]) {
      const rows = await holds.openFor(db, listingIds);
      const byListing = new Map<number, { kind: HoldKind; total_score: number; signals: HoldSignal[] }[]>();
      for (const row of rows) {
        const list = byListing.get(row.listingId) ?? [];
        list.push({ kind: row.kind as HoldKind, total_score: row.totalScore, signals: row.signals });
        byListing.set(row.listingId, list);
      }
      return byListing;
    },
  };
}
export type TrustHolds = ReturnType<typeof trustHolds>;
