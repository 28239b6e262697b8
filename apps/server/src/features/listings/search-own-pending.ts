import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { desc } from '../../lib/sql-order.js';
import { placeholders, searchConditions, type SearchContext } from './listing-search.query.js';
import { cardOfDriverRow, searchCardColumns, type SearchCardDriverRow } from './search-card-json.js';
import { listings } from './listing.table.js';
import type { SearchCard as Card } from './search-counts.js';

/** Most of a user's own pending listings shown on top of the first page of their searches. */
const OWN_PENDING_LIMIT = 12;
/** How many of a searcher's newest pending listings are looked through. */
const OWN_PENDING_SCAN = 200;

/** A searcher's own pending listings on top of their first page (ownPendingOf). */
export function ownPendingSearch(db: Db) {
  /** Prepared own-pending statements by search shape (see ownPendingOf). */
  // Both drivers' prepared queries answer `all()` (rows as the driver names them); Drizzle's base type omits it.
  const ownPendingShapes = new LRUCache<string, { all: (values: Record<string, unknown>) => Promise<unknown> }>({
    max: 500,
  });

  /**
   * A searcher's own pending listings that match, for the top of their first page. Their pending
   * listings are bounded by their quota; an account with thousands (an import) is looked through
   * its newest OWN_PENDING_SCAN only, so the cost stays flat. Prepared once per shape of search, as
   * the page is (countedPage): built by Drizzle and planned by PostgreSQL on every signed-in
   * search, it cost about as much as the search itself.
   */
  async function ownPendingOf(filters: SearchFilters, context: SearchContext, viewerId: number): Promise<Card[]> {
    // The shape and values from binding the filters without building their SQL (as countedPage).
    const probe = placeholders({ valuesOnly: true });
    searchConditions(filters, { ...context, pendingOf: viewerId, bind: probe.bind });
    const shapeKey = (bound: { shape: () => string }) => `${filters.featured ?? ''}|${bound.shape()}`;
    const shape = shapeKey(probe);
    let prepared = ownPendingShapes.get(shape);
    if (!prepared) {
      const bound = placeholders();
      const conditions = searchConditions(filters, { ...context, pendingOf: viewerId, bind: bound.bind });
      // Named and kept by its own SQL's shape: a probe that told it wrongly never runs another's plan.
      const built = shapeKey(bound);
      // searchConditions bound the viewer as "owner". Their OWN_PENDING_SCAN newest pending
      // listings are those created since the one at that place; the search's own conditions are
      // tested on them in listings_own_pending_idx (its INCLUDE columns, migration 0024), and
      // only the page's few matches are read from the table.
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
      prepared = db
        .select(searchCardColumns)
        .from(listings)
        .where(inArray(listings.id, matching))
        .orderBy(desc(listings.createdAt))
        .prepare(`own_pending_${createHash('sha1').update(built).digest('base64url').slice(0, 16)}`) as unknown as {
        all: (values: Record<string, unknown>) => Promise<unknown>;
      };
      if (built !== shape) return ((await prepared.all(bound.values)) as SearchCardDriverRow[]).map(cardOfDriverRow);
      ownPendingShapes.set(shape, prepared);
    }
    return ((await prepared.all(probe.values)) as SearchCardDriverRow[]).map(cardOfDriverRow);
  }

  return ownPendingOf;
}
