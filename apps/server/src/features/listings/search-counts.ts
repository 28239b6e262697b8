import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { SEARCH_COUNT_CAP, type SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { pageOffset } from '../../lib/paging.js';
import { periodicValue } from '../../lib/periodic-value.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { afterCursor, searchOrder } from './listing-search.query.js';
import { cardOfDriverRow, searchCardColumns, type SearchCardDriverRow } from './search-card-json.js';
import { preparedOn } from '../../lib/prepared-query.js';
import { listings } from './listing.table.js';

/** How long a planner's estimate of a filter set is reused (statistics change with ANALYZE only). */
export const ESTIMATE_TTL_MS = 5 * 60_000;
/** An estimate shown to visitors: two significant digits, never below the exact-count cap. */
export const roundedEstimate = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.max(SEARCH_COUNT_CAP, Math.floor(n / unit) * unit);
};

/**
 * Amenities are in no ordered index, and the planner takes them as independent and common: a
 * combination few listings of a big city have (or none) made it walk the city's newest listings
 * to the end (~2 s at 1,000,000). Such a search first takes up to SEARCH_COUNT_CAP + 1 matches
 * in no order, which the planner finds by the amenities' GIN index; when that is all of them,
 * the page is sorted from those alone, and their number is the exact count.
 */
export const amenityFiltered = (filters: SearchFilters) => Boolean(filters.amenities?.length || filters.furnished);

/**
 * Cards by id (a keyword page's featured slots): one statement text for any number of ids, so it is
 * prepared once and its rows read as the driver answers them (issue 43: built and mapped by
 * Drizzle on every search before). Both drivers' prepared queries answer `all()`; Drizzle's base
 * type omits it.
 */
const cardsById = preparedOn(
  (db) =>
    db
      .select(searchCardColumns)
      .from(listings)
      .where(sql`${listings.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('search_cards_by_id') as unknown as { all: (values: { ids: number[] }) => Promise<unknown> },
);

/** What every way of paging a search shares: counting, reading cards and ids, the planner's estimates. */
export function searchCounts(db: Db) {
  // The planner's row estimates by filter set (see estimateOf).
  const estimates = new LRUCache<string, number>({ max: 5000, ttl: ESTIMATE_TTL_MS });

  /** count(*) that stops at SEARCH_COUNT_CAP + 1 rows, so a broad search never scans everything. */
  async function countCapped(where: SQL) {
    const inner = db
      .select({ one: sql`1` })
      .from(listings)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('capped');
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
    const n = Number(row?.n ?? 0);
    return { count: Math.min(n, SEARCH_COUNT_CAP), capped: n > SEARCH_COUNT_CAP };
  }

  /** Rows of these ids, in this order. */
  async function cardsOf(ids: number[]) {
    if (!ids.length) return [];
    const rows = ((await cardsById(db).all({ ids })) as SearchCardDriverRow[]).map(cardOfDriverRow);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  }

  /** The ids of one page, read from the index in the search's order. */
  async function pageIds(filters: SearchFilters, where: SQL): Promise<number[]> {
    const seek = filters.after ? afterCursor(filters) : undefined;
    const rows = await db
      .select({ id: listings.id })
      .from(listings)
      .where(seek ? and(where, seek) : where)
      .orderBy(...searchOrder(filters))
      .limit(filters.page_size)
      .offset(seek ? 0 : pageOffset(filters.page, filters.page_size));
    return rows.map((r) => r.id);
  }

  /** The highest listing id, read at most every few seconds (ids only grow). */
  const newestId = periodicValue(5_000, async () => {
    const [row] = await db.select({ id: sql<number>`coalesce(max(${listings.id}), 0)` }).from(listings);
    return Number(row?.id ?? 0);
  });

  /** The planner's estimate of how many listings match (EXPLAIN, no execution). */
  async function estimatedMatches(where: SQL): Promise<number> {
    const result = await db.execute(sql`explain (format json) select 1 from ${listings} where ${where}`);
    const [row] = rowsOf<Record<string, unknown>>(result);
    const plan = (row?.['QUERY PLAN'] as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan;
    return Number(plan?.['Plan Rows'] ?? 0);
  }

  /**
   * The planner's estimate for these filters, remembered for a few minutes: it changes only when
   * PostgreSQL's statistics do (ANALYZE), and asking costs a round trip and a plan per search.
   */
  async function estimateOf(filters: SearchFilters, where: SQL): Promise<number> {
    const { page: _page, page_size: _size, sort: _sort, after: _after, ...matching } = filters;
    const key = JSON.stringify(matching);
    const known = estimates.get(key);
    if (known !== undefined) return known;
    const estimate = await estimatedMatches(where);
    estimates.set(key, estimate);
    return estimate;
  }

  /** Up to SEARCH_COUNT_CAP + 1 matches' ids, in whatever order the planner finds them cheapest. */
  async function someMatches(where: SQL): Promise<number[]> {
    const rows = await db
      .select({ id: listings.id })
      .from(listings)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1);
    return rows.map((r) => r.id);
  }

  /** A page of these listings in the search's order. */
  async function pageAmong(ids: number[], filters: SearchFilters, offset: number, size: number) {
    if (!ids.length) return [];
    return db
      .select(searchCardColumns)
      .from(listings)
      .where(inArray(listings.id, ids))
      .orderBy(...searchOrder(filters))
      .limit(size)
      .offset(offset);
  }

  return { countCapped, cardsOf, pageIds, newestId, estimateOf, someMatches, pageAmong };
}
export type SearchCounts = ReturnType<typeof searchCounts>;
/** A search result's row (searchCardColumns). */
export type SearchCard = Awaited<ReturnType<SearchCounts['cardsOf']>>[number];
