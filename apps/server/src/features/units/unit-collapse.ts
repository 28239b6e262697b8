import { inArray, sql } from 'drizzle-orm';
import type { SearchFilters, UnitGroupSummary } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { searchConditions, type SearchContext } from '../listings/listing-search.query.js';
import { listings } from '../listings/listing.table.js';
import { groupMembers, matchesInMemory, type GroupMember } from './group-members.js';

/** A search row as the collapse needs it (cardColumns of listing-search.query.ts). */
interface GroupedRow {
  id: number;
  status: string;
  unitGroupId: number | null;
}

/**
 * One card per real unit in search (issue 37, decision 0048). The search itself is untouched (its
 * partial indexes and plans stay as they are):
 * - of a group, the card shown is its representative: of its public members that match the
 *   search, the verified one first, then the earliest listed. A member is dropped wherever it
 *   appears unless it is that one, so a group shows once across every page and order;
 * - the card carries the group's summary: distinct agencies (or lone listers) and the price range
 *   of its public offers.
 * The groups' members are kept a short while per process (group-members.ts); whether a member
 * matches the search is decided in memory for the simple filters, else by one statement with the
 * search's own conditions. A page can hold fewer cards than its size, and the count counts listings.
 */
export function unitCollapse(deps: { db: Db; contextOf: (filters: SearchFilters) => Promise<SearchContext> }) {
  const membersOf = groupMembers(deps.db);

  /** The ids of these members that match the search (the search's own conditions, in SQL). */
  async function matchingInSql(members: GroupMember[], filters: SearchFilters): Promise<Set<number>> {
    if (!members.length) return new Set();
    const where = searchConditions(filters, await deps.contextOf(filters));
    const rows = await deps.db
      .select({ id: listings.id })
      .from(listings)
      .where(
        sql`${inArray(
          listings.id,
          members.map((m) => m.id),
        )} and ${where}`,
      );
    return new Set(rows.map((r) => r.id));
  }

  return {
    /** The page's cards, one per unit, each grouped one made with its group's summary. */
    async cards<T extends GroupedRow, C>(
      rows: T[],
      filters: SearchFilters,
      toCard: (row: T, group?: UnitGroupSummary) => C,
    ): Promise<C[]> {
      const groups = [
        ...new Set(rows.filter((r) => r.unitGroupId !== null && r.status !== 'pending').map((r) => r.unitGroupId!)),
      ];
      if (!groups.length) return rows.map((row) => toCard(row));
      // The organic results of a newest or relevance search leave featured listings to the slots
      // above them (listing-search.repository.ts, `slotted`): the representative is chosen alike.
      const slotted = (filters.sort === 'newest' || filters.sort === 'relevance') && filters.featured === undefined;
      const effective: SearchFilters = slotted ? { ...filters, featured: false } : filters;
      const members = await membersOf(groups);
      const onPage = new Set(rows.map((r) => r.id));
      // A member before the row in its group's order decides; only those are ever asked about.
      const undecided: GroupMember[] = [];
      const matches = new Map<number, boolean>();
      for (const group of groups) {
        for (const m of members.get(group) ?? []) {
          if (onPage.has(m.id)) break;
          const known = matchesInMemory(effective, m);
          if (known === undefined) undecided.push(m);
          else matches.set(m.id, known);
        }
      }
      const matching = await matchingInSql(undecided, effective);
      for (const m of undecided) matches.set(m.id, matching.has(m.id));
      const shown = new Map<number, number>();
      for (const group of groups) {
        // The first member that matches: one the search did not bring but matches, or the first on this page.
        const first = (members.get(group) ?? []).find((m) => onPage.has(m.id) || matches.get(m.id));
        if (first) shown.set(group, first.id);
      }
      return rows.flatMap((row) => {
        // A searcher's own pending listings (shown on top) are never folded away.
        if (row.unitGroupId === null || row.status === 'pending') return [toCard(row)];
        const of = members.get(row.unitGroupId) ?? [];
        // A member of no public group (it went public after the members were kept) shows as itself.
        if (!of.some((m) => m.id === row.id)) return [toCard(row)];
        if (shown.get(row.unitGroupId) !== row.id) return [];
        return [toCard(row, of.length > 1 ? summaryOf(row.unitGroupId, of, of[0]!.currency) : undefined)];
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
