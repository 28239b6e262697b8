import { eq, inArray, sql } from 'drizzle-orm';
import { MAP_MAX_POINTS, type SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { desc } from '../../lib/sql-order.js';
import { searchConditions } from './listing-search.query.js';
import { listings } from './listing.table.js';

export type Box = [number, number, number, number];

/** A map cell's listings: how many, where their middle is and the box they span. */
export interface MapCell {
  count: number;
  latitude: number;
  longitude: number;
  bbox: Box;
  /** The cell's one listing, when it holds one. */
  id: number;
}

/** A cell about this many screen pixels wide: a count bubble fits, and neighbours rarely touch. */
const CELL_PX = 80;
/** However deep the zoom asked for, a box holds at most this many cells across (a crafted zoom cannot ask for millions). */
const MAX_CELLS_ACROSS = 48;
const TILE_PX = 256;

/** A cell's sides in degrees: longitude, and latitude as wide on screen at the box's middle. */
export interface CellSize {
  lng: number;
  lat: number;
}

/**
 * Cells of CELL_PX on screen at a zoom level, but never so small that the box holds more than
 * MAX_CELLS_ACROSS cells across either way. Latitude steps are scaled by the Mercator factor at the
 * box's middle latitude, so cells look square (plain degrees keep the SQL cheap per row).
 */
export function cellSize(box: Box, zoom: number): CellSize {
  const [west, south, east, north] = box;
  const scale = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const onScreen = (360 * CELL_PX) / (TILE_PX * 2 ** zoom);
  const lng = Math.max(onScreen, (east - west) / MAX_CELLS_ACROSS, (north - south) / MAX_CELLS_ACROSS / scale);
  return { lng, lat: lng * scale };
}

/** The zoom at which a box fills a map about 1,000 pixels wide (when the client names none). */
export function zoomOfBox(box: Box): number {
  const degrees = Math.max(1e-6, box[2] - box[0]);
  return Math.max(0, Math.min(20, Math.round(Math.log2((360 * 1000) / (TILE_PX * degrees)))));
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
    async fewPins(filters: SearchFilters) {
      const rows = await db
        .select(pinColumns)
        .from(listings)
        .where(searchConditions(filters))
        .limit(MAP_MAX_POINTS + 1);
      if (rows.length > MAP_MAX_POINTS) return undefined;
      return rows.sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured) || b.id - a.id);
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
    async cells(filters: SearchFilters & { bbox: Box }, size: CellSize): Promise<MapCell[]> {
      const x = sql`${listings.location}[0]`;
      const y = sql`${listings.location}[1]`;
      const rows = rowsOf<{ cx: number; cy: number; n: number; lat: number; lng: number; id: number }>(
        await db.execute(sql`select floor(${x} / ${size.lng}::float8)::int as cx, floor(${y} / ${size.lat}::float8)::int as cy,
            count(*)::int as n, avg(${y})::float8 as lat, avg(${x})::float8 as lng, min(${listings.id})::int as id
          from ${listings} where ${searchConditions(filters)}
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
