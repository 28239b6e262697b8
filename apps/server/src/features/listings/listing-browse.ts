import gazetteer from '@estate/shared/listing/gazetteer-data.json' with { type: 'json' };
import {
  MAP_MAX_POINTS,
  SEARCH_COUNT_CAP,
  type CityOverviewAnswer,
  type ListingDetail,
  type MapAnswer,
  type MapCluster,
  type RelatedAnswer,
  type SearchAnswer,
  type SearchFilters,
  type UnitGroupSummary,
} from '@estate/shared';
import { jsonArray, jsonText, type JsonText } from '../../lib/json-text.js';
import { pageCount } from '../../lib/paging.js';
import type { UserRow } from '../users/user.table.js';
import { areaPlaces } from './area-places.js';
import type { ListingCore } from './listing-core.js';
import { listingMapRepository, storedFilters, type MapCell } from './listing-map.repository.js';
import { cityKeyOf, listingSlug } from './listing-row.js';
import { toCard, toComment, toMapPoint } from './listing.presenter.js';
import type { ListingRow } from './listing.table.js';
import { cellSize, storedGrid, zoomOfBox, type Box } from './map-grid.js';

const RELATED_LIMIT = 6;
/** A search card's JSON text, with its unit's group when others offer the unit too (features/units). */
const cardText = (row: { json: string }, group?: UnitGroupSummary) =>
  group ? `${row.json.slice(0, -1)},"unit_group":${JSON.stringify(group)}}` : row.json;
/** A map bubble as answered (a cell without its internal id). */
const toCluster = ({ count, latitude, longitude, bbox }: MapCell): MapCluster => ({ count, latitude, longitude, bbox });
const COMMENTS_LIMIT = 100;

/** The gazetteer's cities, in its order (the markets' largest first). */
const GAZETTEER_CITIES = (gazetteer as { kind: string; city?: string; country: string }[])
  .filter((p) => p.kind === 'city' && p.city)
  .map((p) => ({ city: p.city!, country: p.country }));
/** How long the city overview is reused by a process (see `cities`). */
const CITIES_TTL_MS = 60_000;

/** Reading listings: search, the cities, the map, areas, related listings, comments. */
export function listingBrowse(core: ListingCore) {
  const { deps, reads, readDb, visible } = core;
  const mapReads = listingMapRepository(readDb);
  const areas = areaPlaces(readDb);
  let citiesMemo: { answer: CityOverviewAnswer; until: number } | undefined;

  return {
    /**
     * A page of results as JSON text: the cards as PostgreSQL wrote them (search-card-json.ts), the
     * rest around them (issue 43, docs/decisions/0078).
     */
    async search(filters: SearchFilters, viewer: UserRow | null): Promise<JsonText<SearchAnswer>> {
      const { rows, featured, count, paged, capped, estimated, rankedResults, nextAfter } = await reads.search(
        filters,
        viewer?.id,
      );
      const results = deps.units ? await deps.units.cards(rows, filters, cardText) : rows.map((row) => cardText(row));
      const rest: Omit<SearchAnswer, 'results' | 'featured'> = {
        count,
        count_capped: capped,
        count_estimated: estimated,
        page: filters.page,
        page_size: filters.page_size,
        pages: pageCount(rankedResults ?? paged, filters.page_size),
        next_after: nextAfter,
        prices: await deps.prices?.(filters),
      };
      return jsonText(rest, { results: jsonArray(results), featured: jsonArray(featured.map((row) => cardText(row))) });
    },

    /**
     * Every city of the gazetteer with its capped listing count and a photo (the home page's
     * "Browse by city"). Kept a minute per process: the home page is the most visited one, and a
     * count a minute old is still true enough to pick a city by.
     */
    async cities(): Promise<CityOverviewAnswer> {
      if (citiesMemo && citiesMemo.until > Date.now()) return citiesMemo.answer;
      const rows = await reads.cityOverview(GAZETTEER_CITIES.map((c) => cityKeyOf(c.city)));
      const byKey = new Map(rows.map((row) => [row.cityKey, row]));
      const answer = {
        results: GAZETTEER_CITIES.map(({ city, country }) => {
          const row = byKey.get(cityKeyOf(city));
          return {
            city,
            country,
            count: row?.count ?? 0,
            count_capped: row?.capped ?? false,
            cover: row?.cover ?? null,
          };
        }),
      };
      citiesMemo = { answer, until: Date.now() + CITIES_TTL_MS };
      return answer;
    },

    /**
     * The map of public listings only (an owner finds their pending ones in their own searches,
     * issue 18): every pin when the box holds at most MAP_MAX_POINTS; past the search's count cap,
     * the counts kept per stored cell when the filters allow (a purpose, a country, a city), with
     * the total capped as the list's is; else every match counted per screen-sized cell, with a
     * pin for each cell of one, and an exact total the bubbles add up to.
     */
    async map(filters: SearchFilters, zoom?: number): Promise<MapAnswer> {
      const box: Box = filters.bbox ?? [-180, -90, 180, 90];
      const inBox = { ...filters, bbox: box };
      const z = zoom ?? zoomOfBox(box);
      const context = await reads.contextOf(inBox);
      // With only a purpose, a country or a city, the kept cell counts come first: when the cells
      // wholly inside the box already hold more than the cap (the usual first view of a city), they
      // are the answer, and no listing is read. Else the matches are counted, up to the cap.
      const stored = storedFilters(inBox);
      const kept = stored ? await mapReads.storedCells(stored, storedGrid(box, z)) : undefined;
      const total = kept
        ? kept.inside > SEARCH_COUNT_CAP
          ? kept.inside
          : await mapReads.countUpTo(inBox, context, SEARCH_COUNT_CAP)
        : undefined;
      if (kept && total !== undefined && total > SEARCH_COUNT_CAP) {
        return { total: SEARCH_COUNT_CAP, capped: true, points: [], clusters: kept.cells.map(toCluster) };
      }
      const few = total === undefined || total <= MAP_MAX_POINTS ? await mapReads.fewPins(inBox, context) : undefined;
      if (few) return { total: few.length, capped: false, points: few.map(toMapPoint), clusters: [] };
      const cells = await mapReads.cells(inBox, context, cellSize(box, z));
      const points = await mapReads.pins(cells.flatMap((c) => (c.count === 1 && c.id ? [c.id] : [])));
      return {
        total: cells.reduce((sum, c) => sum + c.count, 0),
        capped: false,
        points: points.map(toMapPoint),
        clusters: cells.filter((c) => c.count > 1).map(toCluster),
      };
    },

    /** Areas for the search form's area field, alike to what was typed (area-places.ts). */
    areaSuggestions: (q: string, city?: string) => areas.suggest(q, city),

    async related(id: number, viewer: UserRow | null): Promise<RelatedAnswer> {
      const listing = await visible(id, viewer, true);
      const similar = await reads.similar(listing, RELATED_LIMIT);
      const nearby = await reads.nearby(
        listing,
        similar.map((l) => l.id),
        RELATED_LIMIT,
      );
      const recommended = await reads.recommended(
        listing,
        [...similar, ...nearby].map((l) => l.id),
        RELATED_LIMIT,
      );
      return {
        similar: similar.map(toCard),
        nearby: nearby.map((row) => ({
          ...toCard(row),
          distance_km: Math.round(distanceKm(listing, row) * 10) / 10,
        })),
        recommended: recommended.map(toCard),
      };
    },

    async comments(id: number, viewer: UserRow | null) {
      await visible(id, viewer, true);
      return (await reads.comments(id, COMMENTS_LIMIT)).map((row) => toComment(row, viewer?.id));
    },

    /** The comments of a listing this viewer was shown (`detail` checked that they may see it). */
    async commentsOf(listing: ListingDetail, viewer: UserRow | null) {
      return (await reads.comments(listing.id, COMMENTS_LIMIT)).map((row) => toComment(row, viewer?.id));
    },

    canonicalSlug: (listing: ListingRow) => listingSlug(listing.title, listing.id),
  };
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
