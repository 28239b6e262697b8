import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { lapseReasonOf, type ListingNow } from './lapse-rule.js';
import type { PrivateDocuments } from './private-documents.js';
import { verificationRepository as repo } from './verification.repository.js';

/** A notification the verification feature sends its owner (in-app; mail follows the user's settings). */
export interface VerificationNotice {
  userId: number;
  kind: 'verification_approved' | 'verification_rejected' | 'verification_lapsed';
  payload: Record<string, string | number>;
}

const SWEEP_BATCH = 500;

/** What the hook needs of the listing before the change. */
export interface ListingBefore extends ListingNow {
  id: number;
  ownerId: number;
  title: string;
  slug: string;
  verifiedUntil: Date | null;
}

/**
 * The end of a badge (issue 37, J2.5): on a sale, a rental or a material edit (the listings
 * feature's hook), and after its 90 days (the daily sweep, which also deletes the files of
 * requests decided VERIFICATION_RETENTION_DAYS ago). The owner is told how to renew.
 */
export function badgeLapse(deps: {
  db: Db;
  documents: PrivateDocuments;
  notify: (tx: Db, rows: VerificationNotice[]) => Promise<void>;
  onListingChange: (listingId: number, cityKey: string) => void;
}) {
  const { db, documents } = deps;

  async function lapse(tx: Db, listing: { id: number; ownerId: number; title: string; slug: string }, reason: string) {
    await repo.lapse(tx, listing.id, reason);
    await deps.notify(tx, [
      {
        userId: listing.ownerId,
        kind: 'verification_lapsed',
        payload: { listing_id: listing.id, title: listing.title, slug: listing.slug, reason },
      },
    ]);
  }

  return {
    /**
     * The listings feature's hook (listing.service.ts `onChanged`), inside the change's
     * transaction: a verified listing that was sold, rented or materially edited loses its badge.
     */
    async onListingChanged(tx: Db, before: ListingBefore, after: Partial<ListingNow>): Promise<boolean> {
      if (!before.verifiedUntil) return false;
      const now: ListingNow = {
        status: after.status ?? before.status,
        price: Number(after.price ?? before.price),
        currency: after.currency ?? before.currency,
        areaSqm: after.areaSqm ?? before.areaSqm,
        bedrooms: after.bedrooms ?? before.bedrooms,
        purpose: after.purpose ?? before.purpose,
        latitude: after.latitude ?? before.latitude,
        longitude: after.longitude ?? before.longitude,
      };
      const reason = lapseReasonOf(await repo.approvedFacts(tx, before.id), now);
      if (!reason) return false;
      await lapse(tx, before, reason);
      return true;
    },

    /** The daily sweep: badges past their 90 days end; files past their retention are deleted. */
    async sweep(log?: FastifyBaseLogger): Promise<{ lapsed: number; deleted: number }> {
      let lapsed = 0;
      for (;;) {
        const due = await repo.expired(db, SWEEP_BATCH);
        for (const row of due) {
          await db.transaction((tx) =>
            lapse(tx, { id: row.id, ownerId: row.owner_id, title: row.title, slug: row.slug }, 'expired'),
          );
          deps.onListingChange(row.id, row.city_key);
        }
        lapsed += due.length;
        if (due.length < SWEEP_BATCH) break;
      }
      let deleted = 0;
      for (;;) {
        const { ids, keys } = await repo.pastRetention(db, SWEEP_BATCH);
        const results = await Promise.allSettled(keys.map((key) => documents.delete(key)));
        for (const r of results) {
          if (r.status === 'rejected') log?.warn({ err: r.reason }, 'could not delete a verification file');
        }
        await repo.markFilesDeleted(db, ids);
        deleted += keys.length;
        if (ids.length < SWEEP_BATCH) break;
      }
      return { lapsed, deleted };
    },
  };
}
