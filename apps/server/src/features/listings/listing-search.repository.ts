import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, SEARCH_MAX_OFFSET, type ResponsiveImage, type SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { pageOffset } from '../../lib/paging.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { searchConditions } from './listing-search.query.js';
import { PUBLIC_SEARCH, listings } from './listing.table.js';
import { countedPages } from './search-counted-page.js';
import { searchContext } from './search-context.js';
import { amenityFiltered, searchCounts, type SearchCard as Card } from './search-counts.js';
import { featuredSearch } from './search-featured.js';
import { COMMON_KEYWORD, keywordSearch, RELEVANCE_POOL } from './search-keyword.js';
import { ownPendingSearch } from './search-own-pending.js';

export { bandsWithin } from './search-counted-page.js';
export { RELEVANCE_POOL } from './search-keyword.js';

/**
 * Search at marketplace scale (docs/decisions/0019): a page reads its ids from an index (the
 * filters are index columns), then its rows by id; the count stops at SEARCH_COUNT_CAP; deep
 * pages seek (`after`) instead of skipping; keyword relevance ranks a bounded pool.
 *
 * Each way of finding a page is its own file (search-*.ts): the context (places, area, rates),
 * counts and estimates, the counted page, keyword relevance, featured slots, own pending listings.
 */
export function listingSearchRepository(db: Db, { commonKeyword = COMMON_KEYWORD } = {}) {
  const { placesOf, contextOf } = searchContext(db);
  const counts = searchCounts(db);
  const { cardsOf, countCapped, pageIds, someMatches, pageAmong } = counts;
  const featured = featuredSearch(db, counts);
  const { featuredSlots } = featured;
  const countedPage = countedPages(db, { counts, featured });
  const keywordPage = keywordSearch(db, { counts, commonKeyword });
  const ownPendingOf = ownPendingSearch(db);

  return {
    placesOf,
    contextOf,

    /**
     * A page of public results. A signed-in viewer also gets their own pending listings that
     * match, on top of the first page (so search stays on the partial indexes for everyone).
     */
    async search(requested: SearchFilters, viewerId?: number) {
      const context = await contextOf(requested);
      // Newest, and a keyword ranked by relevance: the page is organic listings only, and up to
      // FEATURED_SLOTS featured ones (paid, labelled) ride above it, a different few on each page
      // (issue 17; decision 0012). Price and area orders stay strict, with no slots.
      const slotted =
        (requested.sort === 'newest' || requested.sort === 'relevance') && requested.featured === undefined;
      const filters: SearchFilters = slotted ? { ...requested, featured: false } : requested;
      // Built when a path needs it: the common one (countedPage) finds its prepared statement without.
      let built: SQL | undefined;
      const where = () => (built ??= searchConditions(filters, context));
      const ranked = filters.sort === 'relevance' && Boolean(filters.q);
      const offset = pageOffset(filters.page, filters.page_size);
      // Past the numbered pages only keyset paging goes on; past a keyword pool nothing follows.
      const beyond = filters.after
        ? ranked
        : offset >= (ranked ? RELEVANCE_POOL : SEARCH_MAX_OFFSET + SEARCH_COUNT_CAP);
      const firstPage = filters.page === 1 && !filters.after;
      // A searcher's pending listings are bounded by their quota; an account with thousands (an
      // import) is looked through its newest OWN_PENDING_SCAN only, so the cost stays flat.
      const ownPending = async () => (viewerId && firstPage ? ownPendingOf(filters, context, viewerId) : []);
      // The common case, a numbered page in an index's order: page, count and featured slots in one
      // statement (countedPage).
      const together =
        !ranked && !filters.after && !amenityFiltered(filters) && offset + filters.page_size <= SEARCH_COUNT_CAP + 1;
      type Found = {
        ids: number[];
        rows: Card[];
        counted: { count: number; capped: boolean; estimated: boolean };
        featured?: { rows: Card[]; total: number };
      };
      const page = async (): Promise<Found> => {
        if (ranked) {
          return keywordPage(filters, where(), context, beyond);
        }
        if (together) {
          const found = await countedPage(filters, context, slotted ? { ...requested, featured: true } : undefined);
          return {
            ids: found.rows.map((r) => r.id),
            rows: found.rows,
            counted: { ...found.counted, estimated: false },
            featured: { rows: found.featured, total: found.featuredTotal },
          };
        }
        if (!filters.after && amenityFiltered(filters)) {
          const few = await someMatches(where());
          if (few.length <= SEARCH_COUNT_CAP) {
            const rows = await pageAmong(few, filters, offset, filters.page_size);
            const counted = { count: few.length, capped: false, estimated: false };
            return { ids: rows.map((r) => r.id), rows, counted };
          }
        }
        if (!filters.after && offset + filters.page_size <= SEARCH_COUNT_CAP + 1) {
          const { rows, counted } = await countedPage(filters, context);
          return { ids: rows.map((r) => r.id), rows, counted: { ...counted, estimated: false } };
        }
        const [ids, counted] = await Promise.all([beyond ? [] : pageIds(filters, where()), countCapped(where())]);
        return { ids, rows: await cardsOf(ids), counted: { ...counted, estimated: false } };
      };
      const slots = async () =>
        slotted && !filters.after && !together ? featuredSlots({ ...requested, featured: true }, context) : undefined;
      const [found, own, separateSlots] = await Promise.all([page(), ownPending(), slots()]);
      const { ids, rows, counted } = found;
      const featured = found.featured ?? separateSlots ?? { rows: [], total: 0 };
      const full = ids.length === filters.page_size;
      const total = counted.count + featured.total;
      return {
        rows: [...own, ...rows],
        featured: featured.rows,
        // An estimate (a common keyword) is shown as one, "About 240,000"; a count stops at the cap.
        count: (counted.estimated ? total : Math.min(total, SEARCH_COUNT_CAP)) + own.length,
        // The pages are the organic results' (featured ones ride above them).
        paged: counted.count + own.length,
        capped: counted.capped || total > SEARCH_COUNT_CAP,
        estimated: counted.estimated,
        // Keyword relevance ranks a pool: its pages end with the pool, whatever the count says.
        rankedResults: ranked ? Math.min(counted.count, RELEVANCE_POOL) : null,
        nextAfter: full && !ranked ? ids.at(-1)! : null,
      };
    },

    /**
     * Per city (by key): how many public listings it holds, counted up to SEARCH_COUNT_CAP + 1 from
     * the city's own index entries, and the cover photo of its first listing in that index's order
     * (featured, newest). One statement: at most (cap + 2) index entries per city, whatever the table
     * size (the home page's "Browse by city", issue 17).
     */
    async cityOverview(cityKeys: string[]) {
      if (!cityKeys.length) return [];
      const result = await db.execute(sql`
        select k.key as city_key,
          (select count(*) from (select 1 from ${listings} l
             where l.city_key = k.key and ${PUBLIC_SEARCH} limit ${SEARCH_COUNT_CAP + 1}) s)::int as n,
          (select l.cover from ${listings} l
             where l.city_key = k.key and ${PUBLIC_SEARCH} and l.cover is not null
             order by l.purpose, l.is_featured desc nulls last, l.created_at desc nulls last, l.id desc nulls last limit 1) as cover
        from unnest(${sql.param(cityKeys)}::text[]) as k(key)`);
      return rowsOf<{ city_key: string; n: number; cover: ResponsiveImage | null }>(result).map((row) => ({
        cityKey: row.city_key,
        count: Math.min(Number(row.n), SEARCH_COUNT_CAP),
        capped: Number(row.n) > SEARCH_COUNT_CAP,
        cover: row.cover,
      }));
    },
  };
}
export type ListingSearchRepository = ReturnType<typeof listingSearchRepository>;
