import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { normalizePlaceName, type SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { exchangeRateReader } from '../exchange-rates/exchange-rate.reader.js';
import { areaPlaces } from './area-places.js';
import { needsRates } from './listing-price.query.js';
import type { KeywordPlaces, SearchContext } from './listing-search.query.js';
import { searchPlaces } from './listing.table.js';
import { withoutPropertyTypeWords } from './property-type-words.js';

/** How alike a typed word and a place name must be (pg_trgm word_similarity, 0 to 1). */
const PLACE_SIMILARITY = 0.6;
/** A keyword shorter than this matches places by whole words (strict_word_similarity). */
const SHORT_PLACE_WORD = 5;
/** A keyword query adds at most this many places. */
const PLACE_LIMIT = 4;

/**
 * What a search's conditions need found first (listing-search.query.ts): its keyword's places,
 * its area and, for prices across currencies, the current rates. Search, units and saved
 * searches each build one (it holds a memo of place names).
 */
export function searchContext(db: Db) {
  // Place names change only with a migration: a process may remember what a query matched.
  const placeMemo = new LRUCache<string, KeywordPlaces>({ max: 5000 });
  const areas = areaPlaces(db);
  const currentRates = exchangeRateReader(db);

  /** The places a keyword names, typo-tolerant, in any of their spellings (pg_trgm). */
  async function placesOf(q: string): Promise<KeywordPlaces> {
    // "villa" names a kind of home, not a place (not Jumeirah Village Circle): such words are left out.
    const norm = withoutPropertyTypeWords(normalizePlaceName(q));
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

  /** What the search's conditions need found first: its keyword's places and its area. */
  async function contextOf(filters: SearchFilters): Promise<SearchContext> {
    const [places, area, rates] = await Promise.all([
      filters.q ? placesOf(filters.q) : [],
      filters.area ? areas.resolve(filters.area, filters.city) : undefined,
      needsRates(filters) ? currentRates().then((r) => r.table) : undefined,
    ]);
    return { places, area, rates };
  }

  return { placesOf, contextOf };
}
export type SearchContextReader = ReturnType<typeof searchContext>;
