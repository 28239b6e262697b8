import { and, between, eq, gte, sql, type SQL } from 'drizzle-orm';
import { FEATURED_SLOTS, SEARCH_COUNT_CAP, type SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { pageOffset } from '../../lib/paging.js';
import { searchConditions, searchOrder, type Bind, type SearchContext } from './listing-search.query.js';
import { shapedStatements } from './search-shapes.js';
import { cardOfDriverRow, searchCardColumns, type SearchCardDriverRow } from './search-card-json.js';
import { listingFacetCounts } from './listing-facet.table.js';
import { cityKeyOf } from './listing-row.js';
import { listings } from './listing.table.js';
import type { SearchCard as Card, SearchCounts } from './search-counts.js';
import { FEATURED_SCAN, type FeaturedSearch } from './search-featured.js';

/** The filters the kept facet counts know (listing_facet_counts); a search with any other has no shortcut. */
const KEPT_FILTERS = new Set(['purpose', 'country', 'city', 'bedrooms', 'min_price', 'max_price', 'featured']);
const NOT_FILTERS = new Set(['sort', 'page', 'page_size', 'after', 'size_unit']);
/** A search the kept counts can bound: a city and only the filters they know. */
function keptEligible(filters: SearchFilters): boolean {
  const used = Object.entries(filters).filter(([key, value]) => value !== undefined && !NOT_FILTERS.has(key));
  return Boolean(filters.city) && used.every(([key]) => KEPT_FILTERS.has(key));
}
/** Rounding room at a band's edges (the band of a price is computed in floating point). */
const BAND_ROOM = 1e-9;
/**
 * The price bands wholly inside a price range (migration 0021: band b holds [10^(b/10),
 * 10^((b+1)/10)), band -1 prices below 1).
 */
export function bandsWithin(min?: number, max?: number): [number, number] {
  let low = -1;
  if (min !== undefined && min > 0) {
    low = Math.ceil(Math.log10(min / (1 - BAND_ROOM)) * 10);
    while (10 ** (low / 10) * (1 - BAND_ROOM) < min) low += 1;
  }
  let high = 32_000;
  if (max !== undefined) {
    high = max < 1 ? -2 : Math.floor(Math.log10(max / (1 + BAND_ROOM)) * 10) - 1;
    while (high >= 0 && 10 ** ((high + 1) / 10) * (1 + BAND_ROOM) > max) high -= 1;
  }
  return [low, high];
}
/** The search's price bands as values of its prepared statement (bound on every search of the shape). */
function bindBands(filters: SearchFilters, bind: Bind) {
  const [low, high] = bandsWithin(filters.min_price, filters.max_price);
  return { low: bind('band_low', low), high: bind('band_high', high) };
}
/** How many public listings the kept counts put surely inside the search (a lower bound of its count). */
function keptSum(filters: SearchFilters, bind: Bind, bands: ReturnType<typeof bindBands>): SQL {
  const f = listingFacetCounts;
  const at = <T>(name: string, value: T | undefined, condition: (v: unknown) => SQL) =>
    value === undefined ? undefined : condition(bind(name, value));
  return sql`(select coalesce(sum(${f.n}), 0) from ${f} where ${and(
    at('city', filters.city && cityKeyOf(filters.city), (v) => eq(f.cityKey, v as string)),
    at('country', filters.country, (v) => eq(f.country, v as string)),
    at('purpose', filters.purpose, (v) => eq(f.purpose, v as string)),
    filters.featured === undefined ? undefined : eq(f.isFeatured, filters.featured),
    at('bedrooms', filters.bedrooms, (v) => gte(f.bedrooms, v as number)),
    between(f.priceBand, bands.low as number, bands.high as number),
  )})`;
}

/** A numbered page, its count and its featured slots in one prepared statement (countedPage). */
export function countedPages(db: Db, deps: { counts: SearchCounts; featured: FeaturedSearch }) {
  const { countCapped } = deps.counts;
  const { featuredListings, amongFeatured } = deps.featured;
  /** A page statement's rows as the driver answers them (search-shapes.ts: no Drizzle mapping). */
  type PageRow = SearchCardDriverRow & { total: number; featured_total: number };
  /** Page statements prepared by search shape (see countedPage). */
  const pageRows = shapedStatements('search_page');

  /**
   * A numbered page within the first SEARCH_COUNT_CAP results and the capped count, in one
   * statement: the page's ids are read in order from an index (the filters are index columns),
   * the count reads at most SEARCH_COUNT_CAP + 1 index entries, and only the page's rows are read
   * from the table. One round trip and one plan instead of three.
   *
   * With `slots`, the same statement also brings the page's featured slots and how many featured
   * listings match (capped alike): on these machines a round trip to PostgreSQL (a write and a
   * backend's wake-up) costs more than the SQL of a search, so a page is one statement.
   */
  async function countedPage(filters: SearchFilters, context: SearchContext, slots?: SearchFilters) {
    const offset = pageOffset(filters.page, filters.page_size);
    const fewFeatured = slots ? (await featuredListings()) <= FEATURED_SCAN : false;
    const kept = keptEligible(filters) && !context.rates;
    const bindAll = (bind: Bind) => ({
      conditions: searchConditions(filters, { ...context, bind }),
      slotConditions: slots && searchConditions(slots, { ...context, bind }),
      bands: kept ? bindBands(filters, bind) : undefined,
    });
    const build = ({ conditions, slotConditions: slotFilters, bands }: ReturnType<typeof bindAll>, bind: Bind) => {
      const slotConditions = slotFilters && and(slotFilters, fewFeatured ? amongFeatured() : undefined)!;
      // The count: when the kept facet counts alone say there are more than the cap, no listing
      // is read for it (PostgreSQL runs the ELSE's subquery only when it gets there).
      const keptCount = bands ? keptSum(filters, bind, bands) : undefined;
      // The page: its ids from the index in the search's order (an offset within the first
      // SEARCH_COUNT_CAP), then only its rows. The count: at most SEARCH_COUNT_CAP + 1 index
      // entries, in whatever order the index gives them (no numbering, no materialised list:
      // that took about 40 % of the statement's time on 1,000,000 listings).
      const idsOf = (where: SQL, size: string, skip: string) =>
        db
          .select({ id: listings.id })
          .from(listings)
          .where(where)
          .orderBy(...searchOrder(filters))
          .limit(sql.placeholder(size))
          .offset(sql.placeholder(skip));
      const cappedCount = (where: SQL) =>
        sql<number>`(select count(*) from (${db
          .select({ one: sql`1` })
          .from(listings)
          .where(where)
          .limit(SEARCH_COUNT_CAP + 1)}) capped)::int`;
      // While featured listings are few (amongFeatured), their matches are read once, in the
      // slots' order and capped, and serve both the page's slots and their count: read for each,
      // the featured ids were scanned twice, half of the statement's buffers (issue 43).
      const featuredMatches =
        slotConditions && fewFeatured
          ? db.$with('featured_matches', { ids: sql<number[]>`ids` }).as(
              sql`select array(${db
                .select({ id: listings.id })
                .from(listings)
                .where(slotConditions)
                .orderBy(...searchOrder(filters))
                .limit(SEARCH_COUNT_CAP + 1)}) as ids`,
            )
          : undefined;
      const slotOffset = sql`${sql.placeholder('slot_offset')}::int`;
      const slotIds = featuredMatches
        ? sql`select unnest(ids[(${slotOffset} + 1):(${slotOffset} + ${sql.placeholder('slots')}::int)]) as id from featured_matches`
        : slotConditions && sql`select id from (${idsOf(slotConditions, 'slots', 'slot_offset')}) slot`;
      const ids = slotIds
        ? sql`(select id from (${idsOf(conditions, 'size', 'offset')}) page union all ${slotIds})`
        : sql`(${idsOf(conditions, 'size', 'offset')})`;
      const featuredTotal = featuredMatches
        ? sql<number>`(select cardinality(ids) from featured_matches)::int`
        : slotConditions
          ? cappedCount(slotConditions)
          : sql<number>`0`;
      return (
        (featuredMatches ? db.with(featuredMatches) : db)
          .select({
            ...searchCardColumns,
            total: (keptCount
              ? sql<number>`(case when ${keptCount} > ${SEARCH_COUNT_CAP} then ${SEARCH_COUNT_CAP + 1} else ${cappedCount(conditions)} end)`
              : cappedCount(conditions)
            ).as('total'),
            featuredTotal: featuredTotal.as('featured_total'),
          })
          .from(listings)
          .where(sql`${listings.id} in ${ids}`)
          // Featured rows (the slots) sort first in the newest order, the only one with slots.
          .orderBy(...searchOrder(filters))
      );
    };
    const key = `${filters.sort}|${filters.featured ?? ''}|${slots ? (fewFeatured ? 'few' : 'all') : ''}|${kept ? 'kept' : ''}`;
    const rows = await pageRows<ReturnType<typeof bindAll>, PageRow>(key, bindAll, build, {
      offset,
      size: filters.page_size,
      ...(slots ? { slot_offset: (filters.page - 1) * FEATURED_SLOTS, slots: FEATURED_SLOTS } : {}),
    });
    const totals = rows[0];
    const counted = totals
      ? { count: Math.min(Number(totals.total), SEARCH_COUNT_CAP), capped: Number(totals.total) > SEARCH_COUNT_CAP }
      : offset
        ? await countCapped(searchConditions(filters, context))
        : { count: 0, capped: false };
    const featuredTotal = !slots
      ? 0
      : totals
        ? Number(totals.featured_total)
        : offset
          ? (await countCapped(and(searchConditions(slots!, context), fewFeatured ? amongFeatured() : undefined)!))
              .count
          : 0;
    const cards: Card[] = rows.map(cardOfDriverRow);
    return {
      rows: cards.filter((card) => !slots || !card.isFeatured),
      featured: slots ? cards.filter((card) => card.isFeatured) : [],
      counted,
      featuredTotal,
    };
  }

  return countedPage;
}
