import { createHash } from 'node:crypto';
import { and, between, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  FEATURED_SLOTS,
  SEARCH_COUNT_CAP,
  SEARCH_MAX_OFFSET,
  normalizePlaceName,
  type ResponsiveImage,
  type SearchFilters,
} from '@estate/shared';
import type { Db } from '../../db/database.js';
import { periodicValue } from '../../lib/periodic-value.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { desc } from '../../lib/sql-order.js';
import { pageOffset } from '../../lib/paging.js';
import {
  afterCursor,
  cardColumns,
  placeholders,
  type Bind,
  keywordQuery,
  rankOrder,
  verifiedBoost,
  searchConditions,
  searchOrder,
  type KeywordPlaces,
  type SearchContext,
} from './listing-search.query.js';
import { areaPlaces } from './area-places.js';
import { needsRates } from './listing-price.query.js';
import { exchangeRateReader } from '../exchange-rates/exchange-rate.reader.js';
import { cityKeyOf } from './listing-row.js';
import { listingFacetCounts } from './listing-facet.table.js';
import { keywordCover, keywordShareBound, lexemes, type KeywordCover } from './keyword-share.js';
import { listings, PUBLIC_SEARCH, searchPlaces } from './listing.table.js';
import { listingWords } from './listing-words.table.js';

/** Most of a user's own pending listings shown on top of the first page of their searches. */
const OWN_PENDING_LIMIT = 12;
/** How many of a searcher's newest pending listings are looked through. */
const OWN_PENDING_SCAN = 200;
/** Keyword relevance ranks at most this many matches: the newest ones (docs/decisions/0019). */
export const RELEVANCE_POOL = 240;
/** A keyword the planner expects in more listings than this is "common" (see keywordPage). */
const COMMON_KEYWORD = 20_000;
/**
 * Past this share of the listings, a keyword's newest matches are found by reading the newest rows
 * (each costs about 4 µs, and 240 matches need 240 / share of them); below it, by its full-text
 * index entries (about 0.25 µs each, and there are share × listings of them). They cost the same
 * near 6 % at 1,000,000 listings.
 */
const WALK_SHARE = 0.06;
/**
 * A common keyword's pool is read from its words' listings, newest first (`listing_words`), when
 * that reads at most this many listings (the pool's size times the share of the cover's words
 * among the keyword's matches); each costs about what a row of the newest-rows walk does.
 */
const WORD_WALK_READS = 1_000;
/** A cover of more words than this (a keyword naming many places) walks as before. */
const WORD_WALK_WORDS = 4;
/**
 * A keyword query of single words joined by OR, as `querytree()` prints it (no weights, prefixes,
 * phrases or backslashes): `'olaya' | 'عليا'`.
 */
const ANY_WORD = /^'(?:[^'\\]|'')+'(?: \| '(?:[^'\\]|'')+')*$/;
/** The words of such a query. */
const wordsOf = (tree: string) => [...tree.matchAll(/'((?:[^'\\]|'')+)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
/** An estimate shown to visitors: two significant digits, never below the exact-count cap. */
const roundedEstimate = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.max(SEARCH_COUNT_CAP, Math.floor(n / unit) * unit);
};
/** How alike a typed word and a place name must be (pg_trgm word_similarity, 0 to 1). */
const PLACE_SIMILARITY = 0.6;
/** How long a planner's estimate of a filter set is reused (statistics change with ANALYZE only). */
const ESTIMATE_TTL_MS = 5 * 60_000;
/** A keyword shorter than this matches places by whole words (strict_word_similarity). */
const SHORT_PLACE_WORD = 5;
/** A keyword query adds at most this many places. */
const PLACE_LIMIT = 4;
/**
 * Featured listings (paid placements) are few: while there are at most this many, a page's
 * featured slots are found among them by their own index, whatever the other filters.
 */
const FEATURED_SCAN = 2_000;

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

/**
 * Search at marketplace scale (docs/decisions/0019): a page reads its ids from an index (the
 * filters are index columns), then its rows by id; the count stops at SEARCH_COUNT_CAP; deep
 * pages seek (`after`) instead of skipping; keyword relevance ranks a bounded pool.
 */
export function listingSearchRepository(db: Db, { commonKeyword = COMMON_KEYWORD } = {}) {
  type Card = Awaited<ReturnType<typeof cardsOf>>[number];
  type PagePrepared = {
    execute: (values: Record<string, unknown>) => Promise<(Card & { total: number; featuredTotal: number })[]>;
  };
  /** Prepared page statements by search shape (see countedPage). */
  const pageShapes = new LRUCache<string, PagePrepared>({ max: 500 });
  // Place names change only with a migration: a process may remember what a query matched.
  const placeMemo = new LRUCache<string, KeywordPlaces>({ max: 5000 });
  const areas = areaPlaces(db);
  const currentRates = exchangeRateReader(db);
  // The planner's row estimates by filter set (see estimateOf).
  const estimates = new LRUCache<string, number>({ max: 5000, ttl: ESTIMATE_TTL_MS });

  /** The places a keyword names, typo-tolerant, in any of their spellings (pg_trgm). */
  async function placesOf(q: string): Promise<KeywordPlaces> {
    const norm = normalizePlaceName(q);
    if (norm.length < 3) return [];
    const known = placeMemo.get(norm);
    if (known) return known;
    // A short word is compared with whole words of a place's name only: by trigrams, "dha" is
    // three quarters of "Abu Dhabi", and a search for DHA brought Abu Dhabi's listings.
    const typedIn =
      norm.length < SHORT_PLACE_WORD ? sql`strict_word_similarity(${norm}, norm)` : sql`word_similarity(${norm}, norm)`;
    // The best-matching places by any spelling, then each one's Arabic name from the gazetteer.
    const result = await db.execute(sql`
      select m.name_en,
        (select max(a.spelling) from ${searchPlaces} a
          where a.name_en = m.name_en and a.kind <> 'alias' and a.spelling <> a.name_en) as name_ar
      from (
        select name_en, max(greatest(${typedIn}, word_similarity(norm, ${norm}))) as sim
        from ${searchPlaces}
        group by name_en
      ) m
      where m.sim >= ${PLACE_SIMILARITY}
      order by m.sim desc, m.name_en
      limit ${PLACE_LIMIT}`);
    const places = rowsOf<{ name_en: string; name_ar: string | null }>(result).map((r) => ({
      en: r.name_en,
      ar: r.name_ar,
    }));
    placeMemo.set(norm, places);
    return places;
  }

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

  /** A card without the pool's figures (keywordPage). */
  const cardOf = <T extends { poolSize: number; poolOldest: number }>({ poolSize: _n, poolOldest: _o, ...card }: T) =>
    card;

  /** Rows of these ids, in this order. */
  async function cardsOf(ids: number[]) {
    if (!ids.length) return [];
    const rows = await db.select(cardColumns).from(listings).where(inArray(listings.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  }

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
    // Built once per shape of search (which filters, which order), then only executed.
    const bound = placeholders();
    const conditions = searchConditions(filters, { ...context, bind: bound.bind });
    const fewFeatured = slots ? (await featuredListings()) <= FEATURED_SCAN : false;
    const slotConditions = slots
      ? and(searchConditions(slots, { ...context, bind: bound.bind }), fewFeatured ? amongFeatured() : undefined)!
      : undefined;
    const bands = keptEligible(filters) && !context.rates ? bindBands(filters, bound.bind) : undefined;
    const shape = `${filters.sort}|${filters.featured ?? ''}|${slots ? (fewFeatured ? 'few' : 'all') : ''}|${bands ? 'kept' : ''}|${bound.shape()}`;
    let prepared = pageShapes.get(shape);
    if (!prepared) {
      // The count: when the kept facet counts alone say there are more than the cap, no listing
      // is read for it (PostgreSQL runs the ELSE's subquery only when it gets there).
      const kept = bands ? keptSum(filters, bound.bind, bands) : undefined;
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
      const ids = slotConditions
        ? sql`(select id from (${idsOf(conditions, 'size', 'offset')}) page union all select id from (${idsOf(slotConditions, 'slots', 'slot_offset')}) slot)`
        : sql`(${idsOf(conditions, 'size', 'offset')})`;
      prepared = db
        .select({
          ...cardColumns,
          total: kept
            ? sql<number>`(case when ${kept} > ${SEARCH_COUNT_CAP} then ${SEARCH_COUNT_CAP + 1} else ${cappedCount(conditions)} end)`
            : cappedCount(conditions),
          featuredTotal: slotConditions ? cappedCount(slotConditions) : sql<number>`0`,
        })
        .from(listings)
        .where(sql`${listings.id} in ${ids}`)
        // Featured rows (the slots) sort first in the newest order, the only one with slots.
        .orderBy(...searchOrder(filters))
        .prepare(`search_page_${createHash('sha1').update(shape).digest('base64url').slice(0, 16)}`);
      pageShapes.set(shape, prepared);
    }
    const slotOffset = (filters.page - 1) * FEATURED_SLOTS;
    const rows = await prepared.execute({
      ...bound.values,
      offset,
      size: filters.page_size,
      ...(slots ? { slot_offset: slotOffset, slots: FEATURED_SLOTS } : {}),
    });
    const totals = rows[0];
    const counted = totals
      ? { count: Math.min(Number(totals.total), SEARCH_COUNT_CAP), capped: Number(totals.total) > SEARCH_COUNT_CAP }
      : offset
        ? await countCapped(searchConditions(filters, context))
        : { count: 0, capped: false };
    const featuredTotal = !slotConditions
      ? 0
      : totals
        ? Number(totals.featuredTotal)
        : offset
          ? (await countCapped(and(searchConditions(slots!, context), fewFeatured ? amongFeatured() : undefined)!))
              .count
          : 0;
    const cards = rows.map(({ total: _total, featuredTotal: _featured, ...card }) => card);
    return {
      rows: cards.filter((card) => !slotConditions || !card.isFeatured),
      featured: slotConditions ? cards.filter((card) => card.isFeatured) : [],
      counted,
      featuredTotal,
    };
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

  /** The search vector's most common words and their shares (pg_stats), and how many rows it has. */
  const wordShares = periodicValue(ESTIMATE_TTL_MS, async () => {
    const result = await db.execute(sql`
        select s.most_common_elems::text::text[] as words, s.most_common_elem_freqs as shares,
          (select reltuples from pg_class where oid = 'listings'::regclass) as rows
        from pg_stats s
        where s.schemaname = current_schema() and s.tablename = 'listings' and s.attname = 'search_vector'`);
    const [row] = rowsOf<{ words: string[] | null; shares: number[] | null; rows: number }>(result);
    const words = row?.words ?? [];
    const shares = (row?.shares ?? []).map(Number);
    return {
      shares: new Map(words.map((w, i) => [w, shares[i]!])),
      // After the words' shares come the lowest and highest of them: an unlisted word is rarer.
      rarest: words.length ? shares[words.length]! : 1,
      rows: Math.max(0, Number(row?.rows ?? 0)),
    };
  });

  /** A keyword query's tree as PostgreSQL reads it (`querytree()`), kept a few minutes. */
  const trees = new LRUCache<string, string>({ max: 5000, ttl: ESTIMATE_TTL_MS });
  async function treeOf(q: string, places: KeywordPlaces): Promise<string> {
    const key = JSON.stringify([q, places]);
    const known = trees.get(key);
    if (known !== undefined) return known;
    const result = await db.execute(sql`select querytree(${keywordQuery(q, places)}) as tree`);
    const tree = String(rowsOf<{ tree: string }>(result)[0]?.tree ?? '');
    trees.set(key, tree);
    return tree;
  }

  /**
   * What the statistics say of a keyword's words (keyword-share.ts): for a search by keyword alone,
   * the most listings they can match (0 when the statistics say nothing, no ANALYZE yet, or other
   * filters narrow the search); and the rarest words every match holds one of.
   */
  async function keywordStatsOf(
    filters: SearchFilters,
    context: SearchContext,
  ): Promise<{ bound: number; cover?: KeywordCover; words?: string[] }> {
    const { q, page: _p, page_size: _s, sort: _o, after: _a, featured, ...others } = filters;
    if (!q) return { bound: 0 };
    const [stats, tree] = await Promise.all([wordShares(), treeOf(q, context.places ?? [])]);
    const alone = Object.values(others).every((v) => v === undefined);
    // Single words joined by OR and nothing else (the organic results: not featured): listing_words
    // alone answers (wordPage).
    const unique = [...new Set(wordsOf(tree))];
    const words =
      alone && featured === false && ANY_WORD.test(tree) && unique.length <= WORD_WALK_WORDS ? unique : undefined;
    if (!stats.shares.size) return { bound: 0, words };
    const shareOf = (w: string) => stats.shares.get(w) ?? stats.rarest;
    return {
      bound: alone ? Math.round(keywordShareBound(tree, shareOf) * stats.rows) : 0,
      cover: keywordCover(tree, shareOf),
      words,
    };
  }

  /**
   * A keyword of single words joined by OR (one word, or a word and a place's one-word name in
   * the other language) and nothing else: its organic matches come from listing_words alone.
   * `wordEntries(words, n)` is each word's newest n organic entries (index-only: the primary key
   * INCLUDEs the weight and the featured flag). The newest n listings holding any of the words are among them,
   * each with all its words' entries; a listing's rank is the sum of its words' weights, which is
   * what ts_rank_cd gives an OR of single words.
   */
  function wordEntries(words: string[], n: number): SQL {
    const w = listingWords;
    const one = (word: string) => sql`(select ${w.listingId} as id, ${w.weight} as weight from ${w}
      where ${w.word} = ${word} and not ${w.featured} order by ${w.listingId} desc limit ${n})`;
    return sql.join(words.map(one), sql` union all `);
  }

  /** A page of the newest `pool` listings holding these words, ranked, then newest; only its rows are read. */
  function wordPage(words: string[], filters: SearchFilters, pool: number) {
    const newest = sql`select id, false as featured, sum(weight) as rank from (${wordEntries(words, pool)}) u
      group by id order by id desc limit ${pool}`;
    return pageOfPool(newest, filters);
  }

  /**
   * The page of a ranked pool (rows of id, featured, rank): featured first, then the rank, then
   * newest, with the pool's size and oldest id (keywordPage's estimate); only the page's listing
   * rows are read.
   */
  function pageOfPool(pool: SQL, filters: SearchFilters) {
    // A verified listing's rank is boosted (rankOrder), looked up for the pool's ids only.
    const page = sql`select id, featured, rank * ${verifiedBoost(sql`p.id`)} as rank, count(*) over () as pool_size,
        min(id) over () as pool_oldest
      from (${pool}) p order by featured desc, rank desc, id desc
      limit ${filters.page_size} offset ${pageOffset(filters.page, filters.page_size)}`;
    return db
      .select({
        ...cardColumns,
        poolSize: sql<number>`w.pool_size::int`,
        poolOldest: sql<number>`w.pool_oldest::int`,
      })
      .from(listings)
      .innerJoin(sql`(${page}) w`, sql`w.id = ${listings.id}`)
      .orderBy(sql`w.featured desc, w.rank desc, ${listings.id} desc`);
  }

  /**
   * How many organic listings hold any of these words, up to SEARCH_COUNT_CAP + 1: exact when no
   * word has more entries than that, and past the cap otherwise (that word alone is past it).
   */
  async function wordCount(words: string[]) {
    const result = await db.execute(sql`select count(distinct id)::int as n
      from (${wordEntries(words, SEARCH_COUNT_CAP + 1)}) u`);
    const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    return { count: Math.min(n, SEARCH_COUNT_CAP), capped: n > SEARCH_COUNT_CAP };
  }

  /**
   * A page of a common keyword's pool, the pool being its newest RELEVANCE_POOL matches, found by
   * walking the cover's words' listings newest first (their primary key's order) and testing each
   * listing's row against the whole search: every match holds a cover word, so none is skipped.
   * One word reads its entries as they are; several are merged newest first, each listing once.
   * The walk ranks each match while it has the row, so only the page's rows are read again.
   */
  function walkedPage(words: string[], filters: SearchFilters, context: SearchContext) {
    const w = listingWords;
    // Each word's entries newest first; several words are merged in that order (PostgreSQL's Merge
    // Append of the parenthesised, ordered branches). A listing holding two cover words comes once
    // per word: the entry of branch k is kept only when the listing holds none of the earlier
    // words (their query is kq.earlier_k).
    const entries = (word: string, k: number) =>
      sql`(select ${w.listingId} as listing_id, ${sql.raw(String(k))} as k from ${w} where ${w.word} = ${word} order by ${w.listingId} desc)`;
    const candidates = sql.join(words.map(entries), sql` union all `);
    const earlier = words
      .slice(1)
      .map((_, i) => sql`, ${lexemes(words.slice(0, i + 1))}::tsquery as earlier_${sql.raw(String(i + 1))}`);
    const once =
      words.length > 1
        ? sql`(c.k = 0 or not ts_match_vq(${listings.searchVector}, case c.k ${sql.join(
            words.slice(1).map((_, i) => sql`when ${sql.raw(String(i + 1))} then kq.earlier_${sql.raw(String(i + 1))}`),
            sql` `,
          )} end))`
        : sql`true`;
    // The keyword's query and the earlier words' queries are built once (kq): written into the row
    // test, the query's parts (a text search query per language and place) were parsed again for
    // every row, 0.1-0.5 ms each. The pool's limit is a literal: as a parameter, the generic plan
    // guesses a tenth of the rows, and PostgreSQL planned the statement anew on every run.
    const walked = sql`select ${listings.id} as id, ${listings.isFeatured} as featured,
        ts_rank_cd(${listings.searchVector}, kq.q) as rank
      from (select ${keywordQuery(filters.q!, context.places)} as q${sql.join(earlier, sql``)} offset 0) kq
        cross join (${candidates}) c join ${listings} on ${listings.id} = c.listing_id
      where ${searchConditions({ ...filters, q: undefined }, context)} and ts_match_vq(${listings.searchVector}, kq.q)
        and ${once}
      order by c.listing_id desc limit ${sql.raw(String(RELEVANCE_POOL))}`;
    return pageOfPool(walked, filters);
  }

  /**
   * Keyword relevance (docs/decisions/0019), ranked by featured, then ts_rank_cd, then newest, over
   * a bounded pool:
   * - a common keyword (more than COMMON_KEYWORD matches expected: the planner's estimate, or for a
   *   keyword alone the bound of keyword-share.ts, whichever is larger): the newest RELEVANCE_POOL
   *   matches: single words joined by OR from listing_words alone (wordPage); otherwise by walking
   *   the rarest words' listings newest first (walkedPage), or where that would read too many, by
   *   reading the newest listings (very common words) or the full-text index within the newest
   *   ids. The count is what the pool says of the keyword's frequency among the newest listings,
   *   rounded and said to be an estimate; when the pool is not full, the matches are counted
   *   exactly instead.
   * - otherwise: the matches are counted exactly up to SEARCH_COUNT_CAP (from listing_words for
   *   single words, else the full-text index), all of them ranked when there are no more, else the
   *   newest RELEVANCE_POOL.
   */
  async function keywordPage(filters: SearchFilters, where: SQL, context: SearchContext, beyond: boolean) {
    const [planned, { bound, cover, words }] = await Promise.all([
      estimateOf(filters, where),
      keywordStatsOf(filters, context),
    ]);
    const estimate = Math.max(planned, bound);
    const common = estimate > commonKeyword;
    const exact = async () => ({ ...(await (words ? wordCount(words) : countCapped(where))), estimated: false });
    const guessed = { count: roundedEstimate(estimate), capped: true, estimated: true };
    if (beyond) return { ids: [], rows: [], counted: common ? guessed : await exact() };
    let counted = common ? guessed : await exact();
    if (!counted.count) return { ids: [], rows: [], counted };
    // The keyword's query is built once per statement (kq), not for each row ranked or tested.
    const keyword = () => sql`(select ${keywordQuery(filters.q!, context.places)} as q offset 0) kq`;
    const ranked = (pool: SQL) =>
      db
        .select({
          ...cardColumns,
          poolSize: sql<number>`(count(*) over ())::int`,
          poolOldest: sql<number>`(min(${listings.id}) over ())::int`,
        })
        .from(listings)
        .crossJoin(keyword())
        .where(pool)
        .orderBy(...rankOrder(sql`kq.q`))
        .limit(filters.page_size)
        .offset(pageOffset(filters.page, filters.page_size));
    if (!common && !counted.capped) {
      const rows = words ? await wordPage(words, filters, SEARCH_COUNT_CAP) : await ranked(where);
      return { ids: rows.map((r) => r.id), rows: rows.map(cardOf), counted };
    }
    // The newest matches lie among the newest ids; how far back to look follows from how
    // frequent the keyword is (twice the pool's worth of listings at the estimated frequency),
    // so PostgreSQL reads about the pool's size in matches whatever the keyword.
    const maxId = await newestId();
    const window = Math.ceil((2 * RELEVANCE_POOL * maxId) / Math.max(estimate, 1));
    const recent = window < maxId ? sql`${listings.id} > ${maxId - window}` : undefined;
    const newest = db
      .select({ id: listings.id })
      .from(listings)
      .crossJoin(keyword())
      .where(
        and(
          searchConditions({ ...filters, q: undefined }, context),
          // The test in its function form, which no index answers: the planner reads the rows in
          // the order asked and tests each, instead of taking the full-text index.
          sql`ts_match_vq(${listings.searchVector}, kq.q)`,
          recent,
        ),
      )
      .orderBy(sql`${listings.id} desc`)
      .limit(RELEVANCE_POOL);
    // Where the keyword's rarest words are not much more frequent than the keyword itself: walk
    // those words' listings newest first until the pool is full (listing_words).
    // Else a word in more than WALK_SHARE of the listings: read the newest rows until the pool is full.
    // A rarer one: its full-text index entries within the window first (materialised, so the
    // planner cannot turn it into the walk), then the newest of those.
    const share = maxId > 0 ? estimate / maxId : 0;
    const wordReads = cover && share > 0 ? (RELEVANCE_POOL * cover.share) / share : Infinity;
    const walk = share > WALK_SHARE;
    const byWords = cover && cover.words.length <= WORD_WALK_WORDS && wordReads <= WORD_WALK_READS;
    const pool = walk
      ? inArray(listings.id, newest)
      : sql`${listings.id} in (select id from (select id from ${listings} where ${and(where, recent)} offset 0) m order by id desc limit ${RELEVANCE_POOL})`;
    const rows = words
      ? await wordPage(words, filters, RELEVANCE_POOL)
      : byWords
        ? await walkedPage(cover.words, filters, context)
        : await ranked(pool);
    const first = rows[0];
    // The pool is the newest RELEVANCE_POOL matches, found among the ids since its oldest.
    const found = first?.poolSize === RELEVANCE_POOL ? RELEVANCE_POOL / Math.max(1, maxId - first.poolOldest + 1) : 0;
    if (common) {
      counted =
        found * maxId > 2 * SEARCH_COUNT_CAP
          ? { count: roundedEstimate(found * maxId), capped: true, estimated: true }
          : await exact();
    }
    return { ids: rows.map((r) => r.id), rows: rows.map(cardOf), counted };
  }

  /**
   * Amenities are in no ordered index, and the planner takes them as independent and common: a
   * combination few listings of a big city have (or none) made it walk the city's newest listings
   * to the end (~2 s at 1,000,000). Such a search first takes up to SEARCH_COUNT_CAP + 1 matches
   * in no order, which the planner finds by the amenities' GIN index; when that is all of them,
   * the page is sorted from those alone, and their number is the exact count.
   */
  const amenityFiltered = (filters: SearchFilters) => Boolean(filters.amenities?.length || filters.furnished);

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
      .select(cardColumns)
      .from(listings)
      .where(inArray(listings.id, ids))
      .orderBy(...searchOrder(filters))
      .limit(size)
      .offset(offset);
  }

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
  const amongFeatured = () =>
    sql`${listings.id} = any(array(${db
      .select({ id: listings.id })
      .from(listings)
      .where(and(PUBLIC_SEARCH, sql`${listings.isFeatured}`))
      .orderBy(desc(listings.isFeatured), desc(listings.createdAt), desc(listings.id))
      .limit(FEATURED_SCAN)}))`;

  /**
   * A keyword search's featured slots while featured listings are few: their ids in the slots'
   * order, each featured listing's row tested against the keyword (built once, kq), then the
   * page's rows. With the keyword as an index condition (`@@`), PostgreSQL planned the statement
   * anew on every run (4.5 ms of planning for 1 ms of work, and a second statement to count when
   * the page had no featured match, as most keyword pages have none); the row test plans the same
   * for every keyword, so the plan is kept.
   */
  async function featuredKeywordSlots(filters: SearchFilters, context: SearchContext) {
    const matches = await db
      .select({ id: listings.id })
      .from(listings)
      .crossJoin(sql`(select ${keywordQuery(filters.q!, context.places)} as q offset 0) kq`)
      .where(
        and(
          searchConditions({ ...filters, q: undefined }, context),
          amongFeatured(),
          sql`ts_match_vq(${listings.searchVector}, kq.q)`,
        ),
      )
      .orderBy(...searchOrder(filters))
      .limit(SEARCH_COUNT_CAP + 1);
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
      .select({ ...cardColumns, total: sql<number>`(select count(*) from ${capped})::int` })
      .from(listings)
      .where(where)
      .orderBy(...searchOrder(filters))
      .limit(FEATURED_SLOTS)
      .offset((filters.page - 1) * FEATURED_SLOTS);
    const total = rows.length ? Number(rows[0]!.total) : (await countCapped(where)).count;
    return { rows: rows.map(({ total: _total, ...card }) => card), total };
  }

  /** Prepared own-pending statements by search shape (see ownPendingOf). */
  const ownPendingShapes = new LRUCache<string, { execute: (values: Record<string, unknown>) => Promise<Card[]> }>({
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
    const bound = placeholders();
    const conditions = searchConditions(filters, { ...context, pendingOf: viewerId, bind: bound.bind });
    const shape = `${filters.featured ?? ''}|${bound.shape()}`;
    let prepared = ownPendingShapes.get(shape);
    if (!prepared) {
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
        .select(cardColumns)
        .from(listings)
        .where(inArray(listings.id, matching))
        .orderBy(desc(listings.createdAt))
        .prepare(`own_pending_${createHash('sha1').update(shape).digest('base64url').slice(0, 16)}`);
      ownPendingShapes.set(shape, prepared);
    }
    return prepared.execute(bound.values);
  }

  /** What the search's conditions need found first: its keyword's places and its area. */
  async function contextOf(filters: SearchFilters): Promise<SearchContext> {
    const [places, area, rates] = await Promise.all([
      filters.q ? placesOf(filters.q) : [],
      filters.area ? areas.resolve(filters.area, filters.city) : undefined,
      needsRates(filters) ? currentRates().then((r) => r.table) : undefined,
    ]);
    return { places, area, rates };
  }

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
      const where = searchConditions(filters, context);
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
          return keywordPage(filters, where, context, beyond);
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
          const few = await someMatches(where);
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
        const [ids, counted] = await Promise.all([beyond ? [] : pageIds(filters, where), countCapped(where)]);
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
