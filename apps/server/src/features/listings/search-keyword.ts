import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { SEARCH_COUNT_CAP, type SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { pageOffset } from '../../lib/paging.js';
import { periodicValue } from '../../lib/periodic-value.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { keywordCover, keywordShareBound, lexemes, type KeywordCover } from './keyword-share.js';
import {
  keywordQuery,
  rankOrder,
  searchConditions,
  verifiedBoost,
  type KeywordPlaces,
  type SearchContext,
} from './listing-search.query.js';
import { searchCardColumns } from './search-card-json.js';
import { listingWords } from './listing-words.table.js';
import { listings } from './listing.table.js';
import { ESTIMATE_TTL_MS, roundedEstimate, type SearchCounts } from './search-counts.js';

/** Keyword relevance ranks at most this many matches: the newest ones (docs/decisions/0019). */
export const RELEVANCE_POOL = 240;
/** A keyword the planner expects in more listings than this is "common" (see keywordPage). */
export const COMMON_KEYWORD = 20_000;
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

/** Keyword relevance over a bounded pool (keywordPage; docs/decisions/0019). */
export function keywordSearch(db: Db, deps: { counts: SearchCounts; commonKeyword: number }) {
  const { commonKeyword } = deps;
  const { estimateOf, countCapped, newestId } = deps.counts;

  /** A card without the pool's figures (keywordPage). */
  const cardOf = <T extends { poolSize: number; poolOldest: number }>({ poolSize: _n, poolOldest: _o, ...card }: T) =>
    card;

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
        ...searchCardColumns,
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
          ...searchCardColumns,
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

  return keywordPage;
}
