import { and, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { FEATURED_SLOTS, SEARCH_COUNT_CAP, type SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { periodicValue } from '../../lib/periodic-value.js';
import { desc } from '../../lib/sql-order.js';
import { keywordQuery, searchConditions, searchOrder, type Bind, type SearchContext } from './listing-search.query.js';
import { searchCardColumns } from './search-card-json.js';
import { shapedStatements } from './search-shapes.js';
import { listings, PUBLIC_SEARCH } from './listing.table.js';
import { amenityFiltered, type SearchCounts } from './search-counts.js';

/**
 * Featured listings (paid placements) are few: while there are at most this many, a page's
 * featured slots are found among them by their own index, whatever the other filters.
 */
export const FEATURED_SCAN = 2_000;

/**
 * The condition of amongFeatured (below), written to text once: it has no values, and Drizzle
 * walked its subquery again for every search that has featured slots (issue 43).
 */
const AMONG_FEATURED = (() => {
  const written = new PgDialect().sqlToQuery(
    sql`${listings.id} = any(array(select ${listings.id} from ${listings}
      where ${PUBLIC_SEARCH} and ${listings.isFeatured}
      order by ${sql.join([desc(listings.isFeatured), desc(listings.createdAt), desc(listings.id)], sql`, `)}
      limit ${sql.raw(String(FEATURED_SCAN))}))`,
  );
  if (written.params.length) throw new Error('the featured listings condition must have no parameters');
  return sql.raw(written.sql);
})();

/** The featured slots above a page of newest or relevance results (issue 17; decision 0012). */
export function featuredSearch(db: Db, counts: SearchCounts) {
  const { cardsOf, countCapped, someMatches, pageAmong } = counts;

  /** Keyword slot statements prepared by search shape (featuredKeywordSlots). */
  const keywordSlotRows = shapedStatements('keyword_slots');

  /** How many public listings are featured, up to FEATURED_SCAN + 1, read at most every few seconds. */
  const featuredListings = periodicValue(5_000, async () => {
    const inner = db
      .select({ one: sql`1` })
      .from(listings)
      .where(and(PUBLIC_SEARCH, sql`${listings.isFeatured}`))
      .limit(FEATURED_SCAN + 1)
      .as('featured');
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
    return Number(row?.n ?? 0);
  });

  /**
   * The featured listings' ids, newest first, as a condition the planner cannot turn around: the
   * other filters are checked on these few rows. Left to itself, the planner took a keyword's
   * full-text index and checked is_featured on every match (a common keyword: 35,000 rows, 50 ms
   * idle and over a second under load, for 40 featured listings).
   */
  const amongFeatured = () => AMONG_FEATURED;

  /**
   * A keyword search's featured slots while featured listings are few: their ids in the slots'
   * order, each featured listing's row tested against the keyword (built once, kq), then the
   * page's rows. With the keyword as an index condition (`@@`), PostgreSQL planned the statement
   * anew on every run (4.5 ms of planning for 1 ms of work, and a second statement to count when
   * the page had no featured match, as most keyword pages have none); the row test plans the same
   * for every keyword, so the plan is kept.
   */
  async function featuredKeywordSlots(filters: SearchFilters, context: SearchContext) {
    // Prepared once per shape of search and read as the driver answers (search-shapes.ts, issue 43).
    const bindAll = (bind: Bind) => ({
      where: searchConditions({ ...filters, q: undefined }, { ...context, bind }),
      query: keywordQuery(filters.q!, context.places, bind),
    });
    const build = ({ where, query }: ReturnType<typeof bindAll>) =>
      db
        .select({ id: listings.id })
        .from(listings)
        .crossJoin(sql`(select ${query} as q offset 0) kq`)
        .where(and(where, amongFeatured(), sql`ts_match_vq(${listings.searchVector}, kq.q)`))
        .orderBy(...searchOrder(filters))
        .limit(SEARCH_COUNT_CAP + 1);
    const matches = await keywordSlotRows<ReturnType<typeof bindAll>, { id: number }>(
      `${filters.sort}|${filters.featured ?? ''}`,
      bindAll,
      build,
    );
    const offset = (filters.page - 1) * FEATURED_SLOTS;
    const rows = await cardsOf(matches.slice(offset, offset + FEATURED_SLOTS).map((r) => r.id));
    return { rows, total: matches.length };
  }

  /**
   * A page's featured slots: the featured matches FEATURED_SLOTS at a time, page by page, newest
   * first (an equality on is_featured, so the same indexes as the page), and how many match, capped,
   * in the same statement. Past the last of them a page has none.
   */
  async function featuredSlots(filters: SearchFilters, context: SearchContext) {
    const few = (await featuredListings()) <= FEATURED_SCAN;
    if (few && filters.q) return featuredKeywordSlots(filters, context);
    const where = few ? and(searchConditions(filters, context), amongFeatured())! : searchConditions(filters, context);
    if (!few && amenityFiltered(filters)) {
      const some = await someMatches(where);
      if (some.length <= SEARCH_COUNT_CAP) {
        const rows = await pageAmong(some, filters, (filters.page - 1) * FEATURED_SLOTS, FEATURED_SLOTS);
        return { rows, total: some.length };
      }
    }
    const capped = db
      .select({ one: sql`1` })
      .from(listings)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('capped');
    const rows = await db
      .select({ ...searchCardColumns, total: sql<number>`(select count(*) from ${capped})::int` })
      .from(listings)
      .where(where)
      .orderBy(...searchOrder(filters))
      .limit(FEATURED_SLOTS)
      .offset((filters.page - 1) * FEATURED_SLOTS);
    const total = rows.length ? Number(rows[0]!.total) : (await countCapped(where)).count;
    return { rows: rows.map(({ total: _total, ...card }) => card), total };
  }

  return { featuredListings, amongFeatured, featuredSlots };
}
export type FeaturedSearch = ReturnType<typeof featuredSearch>;
