import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';

export interface StatsRow {
  month: string;
  purpose: 'sale' | 'rent';
  size_class: string;
  listings: number;
  price_p25: number;
  price_p50: number;
  price_p75: number;
  sqm_p25: number;
  sqm_p50: number;
  sqm_p75: number;
}

/** Reading area_price_stats (written by computeAreaStats). */
export function areaStatsRepository(db: Db) {
  return {
    /** One place's rows (area '' = the city whole) of one property type ('' = all), every size class. */
    async series(cityKey: string, area: string, propertyType: string): Promise<StatsRow[]> {
      return rowsOf<StatsRow>(
        await db.execute(sql`select to_char(month, 'YYYY-MM') as month, purpose, size_class, listings,
            price_p25, price_p50, price_p75, sqm_p25, sqm_p50, sqm_p75
          from area_price_stats
          where city_key = ${cityKey} and area = ${area} and property_type = ${propertyType}
          order by month`),
      );
    },

    /** When the figures were last computed (null before the first run). */
    async computedAt(): Promise<Date | null> {
      const [row] = rowsOf<{ at: Date | string | null }>(
        // Every row of a run has the run's time (one transaction): any row tells.
        await db.execute(sql`select computed_at as at from area_price_stats limit 1`),
      );
      return row?.at ? new Date(row.at) : null;
    },

    /** A city's areas with the listings counted over the window (all types and sizes). */
    async areaCounts(cityKey: string): Promise<Map<string, number>> {
      const rows = rowsOf<{ area: string; listings: number }>(
        await db.execute(sql`select area, sum(listings)::int as listings from area_price_stats
          where city_key = ${cityKey} and area <> '' and property_type = '' and size_class = ''
          group by area`),
      );
      return new Map(rows.map((r) => [r.area, Number(r.listings)]));
    },

    /**
     * The places with a month of enough listings (the city whole, and its areas) and when they
     * were computed: the area pages the sitemap lists.
     */
    async placesWithData(minListings: number): Promise<{ city_key: string; area: string; at: Date }[]> {
      return rowsOf<{ city_key: string; area: string; at: Date }>(
        await db.execute(sql`select city_key, area, max(computed_at) as at from area_price_stats
          where property_type = '' and size_class = '' and listings >= ${minListings}
          group by city_key, area order by city_key, area`),
      );
    },
  };
}
