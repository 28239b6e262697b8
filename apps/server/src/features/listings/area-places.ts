import gazetteer from '@estate/shared/listing/gazetteer-data.json' with { type: 'json' };
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { AREA_SUGGESTIONS, normalizePlaceName, type AreaSuggestion, type Place } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { cityKeyOf } from './listing-row.js';
import { searchPlaces } from './listing.table.js';

/** An area of the gazetteer a search is narrowed to: its name and middle. */
export interface AreaPoint {
  name: string;
  lat: number;
  lng: number;
}

const AREAS = (gazetteer as Place[]).filter((p) => p.kind === 'area');
const CITIES = (gazetteer as Place[]).filter((p) => p.kind === 'city');

/** A city's stored (English) name from either language's name, as a form may send either. */
function englishCity(city: string): string {
  const norm = normalizePlaceName(city);
  return (
    CITIES.find((c) => normalizePlaceName(c.name_en) === norm || normalizePlaceName(c.name_ar) === norm)?.name_en ??
    city
  );
}
/** How alike a typed name and an area's must be to stand for it in a search (pg_trgm, 0 to 1). */
const RESOLVE_SIMILARITY = 0.5;
/** Lower for suggestions while typing: a few letters of a long name. */
const SUGGEST_SIMILARITY = 0.3;

/**
 * The gazetteer's areas (neighbourhoods), searchable by any of their spellings, typo-tolerant, with
 * the same pg_trgm comparison the keyword search uses for place names (search_places). Areas
 * change only with a migration: a process remembers what a name resolved to.
 */
export function areaPlaces(db: Db) {
  const resolved = new LRUCache<string, AreaPoint | 'none'>({ max: 5000 });

  const inCity = (city: string | undefined) =>
    city ? AREAS.filter((a) => a.city && cityKeyOf(a.city) === cityKeyOf(englishCity(city))) : AREAS;

  /** The areas (of the city, if named) alike to the typed text, best first. */
  async function alike(text: string, city: string | undefined, threshold: number, limit: number) {
    const norm = normalizePlaceName(text);
    const candidates = inCity(city);
    if (!norm || !candidates.length) return [];
    const names = new Set(candidates.map((a) => a.name_en));
    // Every place name scored (a few hundred rows), then the city's areas kept.
    const rows = rowsOf<{ name_en: string; sim: number }>(
      await db.execute(sql`select name_en,
          max(greatest(word_similarity(${norm}, norm), similarity(${norm}, norm),
            case when norm like ${`${norm}%`} then 1 else 0 end))::float8 as sim
        from ${searchPlaces}
        group by name_en
        having max(greatest(word_similarity(${norm}, norm), similarity(${norm}, norm),
            case when norm like ${`${norm}%`} then 1 else 0 end)) >= ${threshold}
        order by sim desc, name_en`),
    );
    return rows
      .filter((r) => names.has(r.name_en))
      .slice(0, limit)
      .flatMap((r) => candidates.filter((a) => a.name_en === r.name_en).slice(0, 1));
  }

  return {
    /** The area a search's `area=` stands for, within its city if it names one; undefined when none is alike. */
    async resolve(area: string, city?: string): Promise<AreaPoint | undefined> {
      const key = `${city ? cityKeyOf(englishCity(city)) : ''}|${normalizePlaceName(area)}`;
      const known = resolved.get(key);
      if (known) return known === 'none' ? undefined : known;
      const [best] = await alike(area, city, RESOLVE_SIMILARITY, 1);
      const point = best ? { name: best.name_en, lat: best.lat, lng: best.lng } : undefined;
      resolved.set(key, point ?? 'none');
      return point;
    },

    /** Areas to suggest while the visitor types (the city's, when chosen). */
    async suggest(q: string, city?: string): Promise<AreaSuggestion[]> {
      const found = await alike(q, city, SUGGEST_SIMILARITY, AREA_SUGGESTIONS);
      return found.map((a) => ({ name: a.name_en, name_ar: a.name_ar, city: a.city ?? '', country: a.country }));
    },
  };
}
export type AreaPlaces = ReturnType<typeof areaPlaces>;
