import { doublePrecision, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Public listings counted per map cell (issue 18), kept by triggers on `listings` (migration
 * 0019) in the transaction that changes a listing, for every zoom from 2 to 15. A cell is
 * MAP_CELL_DEGREES / 2^zoom wide in longitude and as tall in Web Mercator degrees, about 80 screen
 * pixels at its zoom. The map reads these when a box holds too many listings to count them one by
 * one (listing-map.repository.ts). Rows whose count went back to 0 stay, and are skipped.
 */
export const listingMapCells = pgTable(
  'listing_map_cells',
  {
    zoom: smallint('zoom').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    country: text('country').notNull(),
    cityKey: text('city_key').notNull(),
    purpose: text('purpose').notNull(),
    n: integer('n').notNull(),
    /** Sums of the listings' longitudes and latitudes: their middle is sum / n. */
    sumLng: doublePrecision('sum_lng').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zoom, t.cx, t.cy, t.country, t.cityKey, t.purpose] })],
);
