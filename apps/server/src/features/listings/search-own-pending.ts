import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { desc } from '../../lib/sql-order.js';
import { searchConditions, type Bind, type SearchContext } from './listing-search.query.js';
import { cardOfDriverRow, searchCardColumns, type SearchCardDriverRow } from './search-card-json.js';
import { listings } from './listing.table.js';
import { shapedStatements } from './search-shapes.js';
import type { SearchCard as Card } from './search-counts.js';

/** Most of a user's own pending listings shown on top of the first page of their searches. */
const OWN_PENDING_LIMIT = 12;
/** How many of a searcher's newest pending listings are looked through. */
const OWN_PENDING_SCAN = 200;

/** A searcher's own pending listings on top of their first page (ownPendingOf). */
export function ownPendingSearch(db: Db) {
  /** Own-pending statements prepared by search shape (see ownPendingOf). */
  const ownPendingRows = shapedStatements('own_pending');

  /**
   * A searcher's own pending listings that match, for the top of their first page. Their pending
   * listings are bounded by their quota; an account with thousands (an import) is looked through
   * its newest OWN_PENDING_SCAN only, so the cost stays flat. Prepared once per shape of search, as
   * the page is (countedPage): built by Drizzle and planned by PostgreSQL on every signed-in
   * search, it cost about as much as the search itself.
   */
  async function ownPendingOf(filters: SearchFilters, context: SearchContext, viewerId: number): Promise<Card[]> {
    const bindAll = (bind: Bind) => searchConditions(filters, { ...context, pendingOf: viewerId, bind });
    // searchConditions bound the viewer as "owner". Their OWN_PENDING_SCAN newest pending listings
    // are those created since the one at that place; the search's own conditions are tested on
    // them in listings_own_pending_idx (its INCLUDE columns, migration 0024), and only the page's
    // few matches are read from the table.
    const build = (conditions: SQL) => {
      const oldestLooked = sql`coalesce((${db
        .select({ at: listings.createdAt })
        .from(listings)
        .where(and(eq(listings.ownerId, sql.placeholder('owner')), eq(listings.status, 'pending')))
        .orderBy(desc(listings.createdAt))
        .offset(OWN_PENDING_SCAN - 1)
        .limit(1)}), '-infinity'::timestamptz)`;
      const matching = db
        .select({ id: listings.id })
        .from(listings)
        .where(and(conditions, gte(listings.createdAt, oldestLooked)))
        .orderBy(desc(listings.createdAt))
        .limit(OWN_PENDING_LIMIT);
      return db
        .select(searchCardColumns)
        .from(listings)
        .where(inArray(listings.id, matching))
        .orderBy(desc(listings.createdAt));
    };
    const rows = await ownPendingRows<SQL, SearchCardDriverRow>(`${filters.featured ?? ''}`, bindAll, build);
    return rows.map(cardOfDriverRow);
  }

  return ownPendingOf;
}
