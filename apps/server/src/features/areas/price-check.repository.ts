import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { PUBLIC_SEARCH, STATS_STATUSES_SQL } from '../listings/listing.table.js';
import { MONTHLY_RENT } from './area-stats.compute.js';

/** The listing a price check is about (only a public one). */
export interface CheckedListing {
  id: number;
  city_key: string;
  area_name: string | null;
  purpose: 'sale' | 'rent';
  property_type: string;
  country: string;
  area_type: string;
  currency: string;
  area_sqm: number;
  bedrooms: number;
  unit_group_id: number | null;
  /** Per month for a rent. */
  price: number;
  size_class: string;
}

export interface Comparables {
  n: number;
  q: number[] | null;
}

/** How many days back a comparable may have been listed. */
export const COMPARABLE_DAYS = 180;

/** Reading a listing's comparables for "Is this price fair?" (issue 41). */
export function priceCheckRepository(db: Db) {
  return {
    async listing(id: number): Promise<CheckedListing | undefined> {
      const [row] = rowsOf<CheckedListing>(
        await db.execute(sql`select l.id, l.city_key, l.area_name, l.purpose, l.property_type, l.country, l.area_type,
            l.currency, l.area_sqm, l.bedrooms, l.unit_group_id,
            (l.price * case when l.purpose = 'rent' then ${MONTHLY_RENT} else 1 end)::float8 as price,
            listing_size_class(l.country, l.area_type, l.area_sqm, l.bedrooms) as size_class
          from listings l where l.id = ${id} and ${PUBLIC_SEARCH} and l.taken_down_at is null`),
      );
      return row;
    },

    /**
     * The comparables' count and price quartiles: same area, purpose, type and size class, a size
     * within 25 %, listed in the last COMPARABLE_DAYS days (sold and rented ones too), in the same
     * currency, each real unit once, neither the listing nor another listing of its unit. Read from
     * listings_comparables_idx alone.
     */
    async comparables(listing: CheckedListing): Promise<Comparables> {
      const [row] = rowsOf<Comparables>(
        await db.execute(sql`select count(*)::int as n,
            percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price) as q
          from (
            select distinct on (coalesce(l.unit_group_id, -l.id))
              (l.price * case when l.purpose = 'rent' then ${MONTHLY_RENT} else 1 end)::float8 as price
            from listings l
            where l.city_key = ${listing.city_key} and l.area_name = ${listing.area_name}
              and l.purpose = ${listing.purpose} and l.property_type = ${listing.property_type}
              and l.created_at >= now() - make_interval(days => ${COMPARABLE_DAYS})
              and l.area_name is not null and ${STATS_STATUSES_SQL} and l.taken_down_at is null
              and l.id <> ${listing.id} and l.currency = ${listing.currency}
              and l.area_sqm between ${listing.area_sqm * 0.75} and ${listing.area_sqm * 1.25}
              and listing_size_class(l.country, l.area_type, l.area_sqm, l.bedrooms) = ${listing.size_class}
              ${listing.unit_group_id === null ? sql`` : sql`and l.unit_group_id is distinct from ${listing.unit_group_id}`}
            order by coalesce(l.unit_group_id, -l.id), l.created_at
          ) c`),
      );
      return { n: Number(row?.n ?? 0), q: row?.q ?? null };
    },

    /** Per city: closings with a final price and a check in the last 12 months, and the median error in %. */
    async accuracy(): Promise<{ city_key: string; closed: number; error: number }[]> {
      return rowsOf<{ city_key: string; closed: number; error: number }>(
        await db.execute(sql`select city_key, count(*)::int as closed,
            (percentile_cont(0.5) within group (order by abs(final - checked_price) / final) * 100)::float8 as error
          from (select l.city_key, l.checked_price,
              l.final_price * case when l.purpose = 'rent' then ${MONTHLY_RENT} else 1 end as final
            from listings l where l.final_price is not null and l.final_price > 0
              and l.closed_at >= now() - interval '12 months' and l.checked_price is not null) c
          group by city_key order by city_key`),
      );
    },
  };
}
