import type { SearchFilters, UnitOffersAnswer } from '@estate/shared';
import type { Db } from '../../db/database.js';
import type { SearchContext } from '../listings/listing-search.query.js';
import type { ListingRow } from '../listings/listing.table.js';
import { checkAtPublish } from './unit-check.js';
import { summaryOf, unitCollapse } from './unit-collapse.js';
import { publicOffersOf } from './unit-offers.repository.js';
import { unitRepository as repo } from './unit.repository.js';

/**
 * One listing per real unit (issue 37, J2.6; decision 0048). The listings feature calls these
 * hooks (its `units` dependency, wired in unit.feature.ts and listing.feature.ts); the rules live in unit-check.ts.
 */
export function unitService(deps: {
  db: Db;
  /** Where search reads go (a replica when there is one). */
  readDb?: Db;
  contextOf: (filters: SearchFilters) => Promise<SearchContext>;
}) {
  const readDb = deps.readDb ?? deps.db;
  const collapse = unitCollapse({ db: readDb, contextOf: deps.contextOf });
  return {
    /** At a publication (create, or back to public), in its transaction: see checkAtPublish. */
    published: (tx: Db, id: number, options: { differentUnit: boolean; created: boolean }) =>
      checkAtPublish(tx, id, options),

    /** After an edit that changed the photos, the city, the purpose or the type: the photo index follows. */
    async edited(tx: Db, id: number): Promise<void> {
      const listing = await repo.listing(tx, id);
      if (listing) await repo.indexPhotos(tx, listing, await repo.photoHashes(tx, id));
    },

    /** Before a listing is deleted: its photos' hashes and first date are kept 90 days for its lister. */
    async removing(db: Db, id: number): Promise<void> {
      const listing = await repo.listing(db, id);
      if (!listing) return;
      const photos = await repo.photoHashes(db, id);
      await repo.retire(
        db,
        listing,
        photos.map((p) => p.dhash),
      );
    },

    /**
     * Issue 42's risk check: live listings whose photos are this listing's (the photo index's
     * near matches), each with its lister.
     */
    async photoTwins(tx: Db, id: number): Promise<{ id: number; slug: string; ownerId: number }[]> {
      const listing = await repo.listing(tx, id);
      const hashes = (await repo.photoHashes(tx, id)).map((p) => p.dhash);
      if (!listing || !hashes.length) return [];
      return (await repo.photoMatches(tx, listing, hashes)).map((m) => ({
        id: m.id,
        slug: m.slug,
        ownerId: m.ownerId,
      }));
    },

    /** Search's cards, one per unit (unit-collapse.ts). */
    cards: collapse.cards,

    /**
     * The public offers of the unit a listing belongs to, side by side. The caller checked that the
     * viewer may see `listing`; the other offers are public ones only.
     */
    async offers(listing: Pick<ListingRow, 'id' | 'unitGroupId' | 'currency'>): Promise<UnitOffersAnswer> {
      if (listing.unitGroupId === null) return { group: null, offers: [] };
      const rows = await publicOffersOf(readDb, listing.unitGroupId);
      if (rows.length < 2) return { group: null, offers: [] };
      return {
        group: summaryOf(listing.unitGroupId, rows, rows[0]!.currency),
        offers: rows.map((r) => ({
          id: r.id,
          slug: r.slug,
          title: r.title,
          price: r.price,
          currency: r.currency as UnitOffersAnswer['offers'][number]['currency'],
          verified: Boolean(r.verified),
          listed_since: new Date(r.listedSince).toISOString(),
          cover: r.cover ?? null,
          lister: { name: r.listerName, slug: r.listerSlug },
          agency: r.agencyName && r.agencySlug ? { name: r.agencyName, slug: r.agencySlug } : null,
        })),
      };
    },

    /** The suspected twins of pending listings, for the review queue. */
    reviewPairs: (listingIds: number[]) => repo.reviewPairs(deps.db, listingIds),
  };
}
export type UnitService = ReturnType<typeof unitService>;
