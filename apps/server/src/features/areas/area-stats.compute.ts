import { sql } from 'drizzle-orm';
import { COUNTRY_CURRENCY } from '@estate/shared';
import { STATS_MONTHS } from '@estate/shared/areas';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { STATS_STATUSES_SQL } from '../listings/listing.table.js';
import { MARKET_CITIES } from './market-places.js';

/** Months in one period of each rent frequency (a month is 30.4375 days): rents count per month. */
export const RENT_MONTHS: Readonly<Record<string, number>> = {
  day: 1 / 30.4375,
  week: 7 / 30.4375,
  month: 1,
  year: 12,
};

/** `l`'s rent per month from a rent of any frequency, in SQL (RENT_MONTHS). */
export const MONTHLY_RENT = sql.raw(
  `(case l.rent_frequency ${Object.entries(RENT_MONTHS)
    .map(([frequency, months]) => `when '${frequency}' then ${1 / months}`)
    .join(' ')} else 1 end)`,
);

/** `l.currency` is the market's of `l.country` (a price in another currency is not counted). */
export const MARKET_CURRENCY_SQL = sql.raw(
  `l.currency = (case l.country ${Object.entries(COUNTRY_CURRENCY)
    .map(([country, currency]) => `when '${country}' then '${currency}'`)
    .join(' ')} end)`,
);

/** What the statistics read of a listing (all in listings_comparables_idx). */
const COLUMNS = sql.raw(`l.created_at, l.country, l.city_key, l.area_name, l.purpose, l.property_type, l.currency,
  l.area_type, l.area_sqm, l.bedrooms, l.price, l.rent_frequency`);

/**
 * The monthly job (issue 41, decision 0072): every month of the last STATS_MONTHS complete months,
 * per city, area (and the city whole), purpose, property type (and all types) and size class (and
 * all sizes): how many listings were first listed that month and the quartiles of their asking
 * prices and prices per m². What counts:
 * - listings public once (STATS_STATUSES: sold and rented ones too), not taken down, priced in
 *   their market's currency, with a size;
 * - each real unit once: of a unit group (features/units) only its first listing;
 * - not the outliers: prices per m² outside the city's 1st-99th percentile (for the purpose) over
 *   the whole window are left out, so a typo in the zeros moves nothing.
 * Rents count per month. The gazetteer's cities (the area pages'), one statement each, read from
 * listings_comparables_idx alone. The table is replaced whole in one transaction: readers see the
 * old figures or the new ones. Answers the number of rows written.
 */
export async function computeAreaStats(db: Db, now = new Date()): Promise<number> {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - STATS_MONTHS, 1));
  return db.transaction(async (tx) => {
    // A big city's two years of listings may take longer than a request's statement limit (15 s).
    await tx.execute(sql`set local statement_timeout = '120s'`);
    await tx.execute(sql`delete from area_price_stats`);
    let rows = 0;
    for (const city of MARKET_CITIES.values()) rows += await computeCity(tx, city.key, start, end, now);
    return rows;
  });
}

/** One city's rows (its areas' and its own); answers how many. */
async function computeCity(tx: Db, cityKey: string, start: Date, end: Date, now: Date): Promise<number> {
  const counted = sql`l.city_key = ${cityKey} and l.created_at >= ${start.toISOString()}
    and l.created_at < ${end.toISOString()} and ${STATS_STATUSES_SQL} and l.taken_down_at is null
    and l.area_sqm > 0 and l.price > 0 and ${MARKET_CURRENCY_SQL}`;
  const result = await tx.execute(sql`
      with units as (
        select ${COLUMNS} from listings l where ${counted} and l.unit_group_id is null
        union all
        select * from (
          select distinct on (l.unit_group_id) ${COLUMNS} from listings l
          where ${counted} and l.unit_group_id is not null
          order by l.unit_group_id, l.created_at, l.id
        ) grouped
      ),
      priced as (
        select (date_trunc('month', l.created_at at time zone 'UTC'))::date as month, l.country, l.city_key,
          l.area_name, l.purpose, l.property_type, l.currency,
          listing_size_class(l.country, l.area_type, l.area_sqm, l.bedrooms) as size_class,
          (l.price * case when l.purpose = 'rent' then ${MONTHLY_RENT} else 1 end)::float8 as price,
          (l.price * case when l.purpose = 'rent' then ${MONTHLY_RENT} else 1 end / l.area_sqm)::float8 as sqm
        from units l
      ),
      bounds as (
        select purpose, percentile_cont(0.01) within group (order by sqm) as lo,
          percentile_cont(0.99) within group (order by sqm) as hi
        from priced group by purpose
      ),
      kept as (
        select p.* from priced p join bounds b using (purpose) where p.sqm between b.lo and b.hi
      )
      insert into area_price_stats (month, country, city_key, area, purpose, property_type, size_class, currency,
        listings, price_p25, price_p50, price_p75, sqm_p25, sqm_p50, sqm_p75, computed_at)
      select month, country, city_key, coalesce(area_name, ''), purpose, coalesce(property_type, ''),
        coalesce(size_class, ''), currency, n,
        q[1], q[2], q[3], s[1], s[2], s[3], ${now.toISOString()}
      from (
        select month, country, city_key, area_name, purpose, property_type, size_class, currency,
          grouping(area_name) as city_whole, count(*)::int as n,
          percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price) as q,
          percentile_cont(array[0.25, 0.5, 0.75]) within group (order by sqm) as s
        from kept
        group by month, country, city_key, currency, purpose, grouping sets (
          (area_name, property_type, size_class), (area_name, property_type), (area_name, size_class), (area_name),
          (property_type, size_class), (property_type), (size_class), ())
      ) g
      -- Listings outside every area count for their city only.
      where city_whole = 1 or area_name is not null
      returning 1`);
  return rowsOf(result).length;
}
