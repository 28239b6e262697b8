import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { MAP_MAX_POINTS, type SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { desc } from '../../lib/sql-order.js';
import { searchConditions, type SearchContext } from './listing-search.query.js';
import { cityKeyOf } from './listing-row.js';
import { listings } from './listing.table.js';
import { listingMapCells } from './listing-map.table.js';
import { storedCellBox, type Box, type CellSize, type StoredGrid } from './map-grid.js';

/** A map cell's listings: how many, where their middle is and the box to zoom to. */
export interface MapCell {
  count: number;
  latitude: number;
  longitude: number;
  bbox: Box;
  /** The cell's one listing, when it holds one and was counted one by one. */
  id?: number;
}

/** Filters that do not narrow which listings a map shows. */
const NOT_FILTERS = new Set(['sort', 'page', 'page_size', 'after', 'size_unit', 'bbox', 'purpose', 'country', 'city']);

/**
 * The filters of a search the stored cell counts can answer (a purpose, a country, a city and the
 * box), or undefined when it has any other.
 */
export function storedFilters(filters: SearchFilters) {
  const other = Object.entries(filters).some(([key, value]) => !NOT_FILTERS.has(key) && value !== undefined);
  return other
    ? undefined
    : { purpose: filters.purpose, country: filters.country, cityKey: filters.city && cityKeyOf(filters.city) };
}

/**
 * The map's reads (issue 18): pins when the box holds few listings, else every matching listing
 * counted into a grid of screen-sized cells on the server, so each bubble's count is true and the
 * bubbles add up to the search's count.
 */
export function listingMapRepository(db: Db) {
  const pinColumns = {
    id: listings.id,
    slug: listings.slug,
    title: listings.title,
    latitude: listings.latitude,
    longitude: listings.longitude,
    price: listings.price,
    currency: listings.currency,
    purpose: listings.purpose,
    rentFrequency: listings.rentFrequency,
    isFeatured: listings.isFeatured,
  };

  return {
    /**
     * Every match when there are at most MAP_MAX_POINTS, featured first, newest next (ids grow with
     * time); undefined when there are more. No order in SQL: the statement stops at one row more
     * however the planner finds them (the box's GiST index, mostly).
     */
    async fewPins(filters: SearchFilters, context: SearchContext) {
      const rows = await db
        .select(pinColumns)
        .from(listings)
        .where(searchConditions(filters, context))
        .limit(MAP_MAX_POINTS + 1);
      if (rows.length > MAP_MAX_POINTS) return undefined;
      return rows.sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured) || b.id - a.id);
    },

    /** How many match, counting no further than `cap` + 1 (the search's capped count). */
    async countUpTo(filters: SearchFilters, context: SearchContext, cap: number): Promise<number> {
      const capped = db
        .select({ one: sql`1` })
        .from(listings)
        .where(searchConditions(filters, context))
        .limit(cap + 1)
        .as('capped');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
      return Number(row?.n ?? 0);
    },

    /**
     * The kept counts of the stored cells covering the box (listing_map_cells), for searches whose
     * only filters are a purpose, a country and a city: a few hundred rows, however many listings.
     * `inside`: how many of them are in cells wholly inside the grid's edge cells, so surely in
     * the box (the edge cells reach past it).
     */
    async storedCells(filters: Pick<SearchFilters, 'purpose' | 'country'> & { cityKey?: string }, grid: StoredGrid) {
      const c = listingMapCells;
      const rows = await db
        .select({
          cx: c.cx,
          cy: c.cy,
          n: sql<number>`sum(${c.n})::int`,
          lng: sql<number>`(sum(${c.sumLng}) / sum(${c.n}))::float8`,
          lat: sql<number>`(sum(${c.sumLat}) / sum(${c.n}))::float8`,
        })
        .from(c)
        .where(
          and(
            eq(c.zoom, grid.zoom),
            between(c.cx, grid.x[0], grid.x[1]),
            between(c.cy, grid.y[0], grid.y[1]),
            filters.purpose ? eq(c.purpose, filters.purpose) : undefined,
            filters.country ? eq(c.country, filters.country) : undefined,
            filters.cityKey ? eq(c.cityKey, filters.cityKey) : undefined,
          ),
        )
        .groupBy(c.cx, c.cy)
        .having(sql`sum(${c.n}) > 0`);
      const within = (r: { cx: number; cy: number }) =>
        r.cx > grid.x[0] && r.cx < grid.x[1] && r.cy > grid.y[0] && r.cy < grid.y[1];
      return {
        inside: rows.filter(within).reduce((sum, r) => sum + Number(r.n), 0),
        cells: rows.map((r): MapCell => ({
          count: Number(r.n),
          latitude: Number(r.lat),
          longitude: Number(r.lng),
          bbox: storedCellBox(grid, r.cx, r.cy),
        })),
      };
    },

    /** Pins of the given listings (the cells that hold one), featured first. */
    async pins(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select(pinColumns)
        .from(listings)
        .where(ids.length === 1 ? eq(listings.id, ids[0]!) : inArray(listings.id, ids))
        .orderBy(desc(listings.isFeatured), desc(listings.createdAt));
    },

    /**
     * Every match inside the box counted per cell: the location index alone answers the common
     * filters (box, purpose, city), since it carries them (migration 0018).
     */
    async cells(filters: SearchFilters & { bbox: Box }, context: SearchContext, size: CellSize): Promise<MapCell[]> {
      const x = sql`${listings.location}[0]`;
      const y = sql`${listings.location}[1]`;
      const rows = rowsOf<{ cx: number; cy: number; n: number; lat: number; lng: number; id: number }>(
        await db.execute(sql`select floor(${x} / ${size.lng}::float8)::int as cx, floor(${y} / ${size.lat}::float8)::int as cy,
            count(*)::int as n, avg(${y})::float8 as lat, avg(${x})::float8 as lng, min(${listings.id})::int as id
          from ${listings} where ${searchConditions(filters, context)}
          group by 1, 2`),
      );
      // A bubble zooms to its cell (within the box): cheaper than each cell's own extremes.
      const [west, south, east, north] = filters.bbox;
      return rows.map((r) => ({
        count: Number(r.n),
        latitude: Number(r.lat),
        longitude: Number(r.lng),
        bbox: [
          Math.max(west, r.cx * size.lng),
          Math.max(south, r.cy * size.lat),
          Math.min(east, (r.cx + 1) * size.lng),
          Math.min(north, (r.cy + 1) * size.lat),
        ],
        id: Number(r.id),
      }));
    },
  };
}
export type ListingMapRepository = ReturnType<typeof listingMapRepository>;
