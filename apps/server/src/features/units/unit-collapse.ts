import { and, inArray, sql } from 'drizzle-orm';
import type { ListingCard, SearchFilters, UnitGroupSummary } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { searchConditions, type SearchContext } from '../listings/listing-search.query.js';
import { listings, PUBLIC_SEARCH } from '../listings/listing.table.js';

/** A search row as the collapse needs it (cardColumns of listing-search.query.ts). */
interface GroupedRow {
  id: number;
  status: string;
  unitGroupId: number | null;
}

type Member = {
  id: number;
  groupId: number;
  ownerId: number;
  agencyId: number | null;
  price: number;
  currency: string;
  matches: boolean;
};

/**
 * One card per real unit in search (issue 37, decision 0048). The search itself is untouched (its
 * partial indexes and plans stay as they are); a page whose rows include grouped listings costs one
 * more statement, over the groups' public members only (listings_unit_group_idx):
 * - of a group, the card shown is its representative: of its members that match the search, the
 *   verified one first, then the earliest listed. A member is dropped wherever it appears unless
 *   it is that one, so a group shows once across every page and order, never twice;
 * - the card carries the group's summary: distinct agencies (or lone listers) and the price range
 *   of its public offers.
 * A page can hold fewer cards than its size (the dropped members), and the count counts listings.
 */
export function unitCollapse(deps: { db: Db; contextOf: (filters: SearchFilters) => Promise<SearchContext> }) {
  async function members(groups: number[], filters: SearchFilters): Promise<Member[]> {
    // The organic results of a newest or relevance search leave featured listings to the slots
    // above them (listing-search.repository.ts, `slotted`): the representative is chosen alike.
    const slotted = (filters.sort === 'newest' || filters.sort === 'relevance') && filters.featured === undefined;
    const effective: SearchFilters = slotted ? { ...filters, featured: false } : filters;
    const conditions = searchConditions(effective, await deps.contextOf(effective));
    const rows = await deps.db
      .select({
        id: listings.id,
        groupId: sql<number>`${listings.unitGroupId}`,
        ownerId: listings.ownerId,
        agencyId: listings.agencyId,
        price: listings.price,
        currency: listings.currency,
        matches: sql<boolean>`coalesce((${conditions}), false)`,
      })
      .from(listings)
      .where(and(inArray(listings.unitGroupId, groups), sql`${PUBLIC_SEARCH}`))
      // The representative's order: verified first, then the earliest listed.
      .orderBy(
        sql`(${listings.verifiedUntil} is not null and ${listings.verifiedUntil} > now()) desc`,
        listings.createdAt,
        listings.id,
      );
    return rows.map((r) => ({ ...r, groupId: Number(r.groupId), price: Number(r.price) }));
  }

  return {
    /** The page's cards, one per unit, each grouped one with its group's summary. */
    async cards<T extends GroupedRow>(
      rows: T[],
      filters: SearchFilters,
      toCard: (row: T) => ListingCard,
    ): Promise<ListingCard[]> {
      const groups = [
        ...new Set(rows.filter((r) => r.unitGroupId !== null && r.status !== 'pending').map((r) => r.unitGroupId!)),
      ];
      if (!groups.length) return rows.map(toCard);
      const found = await members(groups, filters);
      const shown = new Map<number, number>();
      const summaries = new Map<number, UnitGroupSummary>();
      for (const group of groups) {
        const of = found.filter((m) => m.groupId === group);
        const representative = of.find((m) => m.matches);
        if (!representative) continue;
        shown.set(group, representative.id);
        summaries.set(group, summaryOf(group, of, representative.currency));
      }
      return rows.flatMap((row) => {
        // A searcher's own pending listings (shown on top) are never folded away.
        if (row.unitGroupId === null || row.status === 'pending') return [toCard(row)];
        if (shown.get(row.unitGroupId) !== row.id) return [];
        const summary = summaries.get(row.unitGroupId)!;
        return [summary.offers > 1 ? { ...toCard(row), unit_group: summary } : toCard(row)];
      });
    },
  };
}

/** Distinct agencies (a lone lister counts as one) and the price range of a group's public offers. */
export function summaryOf(
  group: number,
  members: { ownerId: number; agencyId: number | null; price: number; currency: string }[],
  currency: string,
): UnitGroupSummary {
  const priced = members.filter((m) => m.currency === currency).map((m) => m.price);
  const listers = new Set(members.map((m) => (m.agencyId === null ? `u${m.ownerId}` : `a${m.agencyId}`)));
  return {
    id: group,
    listers: listers.size,
    offers: members.length,
    min_price: Math.min(...priced),
    max_price: Math.max(...priced),
  };
}
