import type { SearchFilters, UnitGroupSummary } from '@estate/shared';
import type { Db } from '../../db/database.js';

/**
 * What the listings feature asks of "one listing per real unit" (issue 37; unit.service.ts
 * implements it, listing.feature.ts wires it): small hooks, so listing.service.ts keeps no unit logic.
 */
export interface ListingUnits {
  /** At a publication (create, or back to public), in its transaction: may throw the 409 pause. */
  published(tx: Db, id: number, options: { differentUnit: boolean; created: boolean }): Promise<void>;
  /** After an edit of the photos, city, purpose or type, in its transaction. */
  edited(tx: Db, id: number): Promise<void>;
  /** Before a listing and its files are deleted. */
  removing(db: Db, id: number): Promise<void>;
  /** Search's cards, one per unit; a card of a unit others offer too is made with its group's summary. */
  cards<T extends { id: number; status: string; unitGroupId: number | null }, C>(
    rows: T[],
    filters: SearchFilters,
    toCard: (row: T, group?: UnitGroupSummary) => C,
  ): Promise<C[]>;
}
