import { sql } from 'drizzle-orm';
import { toSquareMetres, type AreaUnit } from '@estate/shared';
import { computeAreaStats } from '../features/areas/area-stats.compute.js';
import { listings, priceHistory } from '../features/listings/listing.table.js';
import type { UserRow } from '../features/users/user.table.js';
import { rowsOf } from '../lib/sql-rows.js';
import { prng } from './demo-listings.js';
import { createUser } from './factories/user.factory.js';
import type { SeedContext } from './seed-context.js';

const DAY = 86_400_000;

/** One series of past listings: how many a month (a range; under 10 is a gap in the chart). */
interface HistorySeries {
  purpose: 'sale' | 'rent';
  type: string;
  /** Sizes with the share of listings: [size in `unit`, bedrooms]. */
  sizes: readonly (readonly [number, number])[];
  perMonth: readonly [number, number];
  /** The asking price per m² today (rents per month), before the trend and the spread. */
  perSqm: number;
  rentFrequency?: 'month' | 'year';
}

interface HistoryArea {
  country: string;
  city: string;
  area: string;
  nameAr: string;
  lat: number;
  lng: number;
  currency: string;
  unit: AreaUnit;
  /** Monthly price growth (0.005: about 6 % a year). */
  trend: number;
  agent: { fullName: string; email: string; type: 'agent' | 'dealer'; address: string };
  series: readonly HistorySeries[];
}

/**
 * Two years of closed listings in three areas (issue 41, "Demo data"), so their pages show full
 * charts, gaps and price checks, and the other areas "not enough listings". Prices per m² are of
 * the order these markets advertise; sizes are the usual ones.
 */
const HISTORY: readonly HistoryArea[] = [
  {
    country: 'AE',
    city: 'Dubai',
    area: 'Dubai Marina',
    nameAr: 'دبي مارينا',
    lat: 25.0805,
    lng: 55.1403,
    currency: 'AED',
    unit: 'sqft',
    trend: 0.006,
    agent: {
      fullName: 'Marina Gate Realty',
      email: 'marina.gate@demo.estate',
      type: 'agent',
      address: 'Dubai Marina, Dubai, UAE',
    },
    series: [
      {
        purpose: 'sale',
        type: 'apartment',
        sizes: [
          [750, 1],
          [1250, 2],
          [1750, 3],
        ],
        perMonth: [8, 16],
        perSqm: 19_500,
      },
      {
        purpose: 'rent',
        type: 'apartment',
        sizes: [
          [750, 1],
          [1250, 2],
          [1750, 3],
        ],
        perMonth: [11, 15],
        perSqm: 110,
        rentFrequency: 'year',
      },
    ],
  },
  {
    country: 'PK',
    city: 'Lahore',
    area: 'DHA Phase 5',
    nameAr: 'دي إتش إيه المرحلة 5',
    lat: 31.4626,
    lng: 74.409,
    currency: 'PKR',
    unit: 'marla',
    trend: 0.009,
    agent: {
      fullName: 'Defence Property Exchange',
      email: 'defence.exchange@demo.estate',
      type: 'dealer',
      address: 'DHA Phase 5, Lahore, Pakistan',
    },
    series: [
      { purpose: 'sale', type: 'house', sizes: [[10, 4]], perMonth: [11, 14], perSqm: 215_000 },
      { purpose: 'sale', type: 'house', sizes: [[20, 5]], perMonth: [10, 13], perSqm: 235_000 },
      { purpose: 'sale', type: 'house', sizes: [[5, 3]], perMonth: [3, 12], perSqm: 200_000 },
      {
        purpose: 'rent',
        type: 'house',
        sizes: [
          [10, 4],
          [20, 5],
        ],
        perMonth: [10, 14],
        perSqm: 480,
        rentFrequency: 'month',
      },
    ],
  },
  {
    country: 'EG',
    city: 'Cairo',
    area: 'Zamalek',
    nameAr: 'الزمالك',
    lat: 30.0609,
    lng: 31.2197,
    currency: 'EGP',
    unit: 'sqm',
    trend: 0.015,
    agent: {
      fullName: 'Nile View Properties',
      email: 'nile.view@demo.estate',
      type: 'agent',
      address: 'Zamalek, Cairo, Egypt',
    },
    series: [
      {
        purpose: 'sale',
        type: 'apartment',
        sizes: [
          [180, 3],
          [250, 3],
        ],
        perMonth: [5, 13],
        perSqm: 95_000,
      },
    ],
  },
];

const MONTHS = 24;
const TYPE_LABEL: Record<string, string> = { apartment: 'Apartment', house: 'House' };

function title(area: HistoryArea, series: HistorySeries, size: number, bedrooms: number): string {
  const what = TYPE_LABEL[series.type] ?? series.type;
  const measure = area.unit === 'marla' ? (size >= 20 ? `${size / 20} Kanal` : `${size} Marla`) : `${bedrooms} Bed`;
  return `${measure} ${what} for ${series.purpose === 'sale' ? 'Sale' : 'Rent'} in ${area.area}`;
}

/** The past listings of one area, closed (sold or rented), first listed over the last MONTHS months. */
function areaRows(area: HistoryArea, owner: UserRow, now: number, rng: ReturnType<typeof prng>) {
  const rows: Omit<typeof listings.$inferInsert, 'slug'>[] = [];
  const thisMonth = new Date(now);
  for (const series of area.series) {
    for (let back = MONTHS; back >= 0; back -= 1) {
      const monthStart = Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - back, 1);
      const monthEnd = Math.min(
        now - DAY,
        Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - back + 1, 1) - DAY,
      );
      const count = rng.int(series.perMonth[0], series.perMonth[1]);
      for (let i = 0; i < count; i += 1) {
        const [size, bedrooms] = rng.pick(series.sizes);
        const areaSize = Math.round(size * (0.93 + rng.next() * 0.14) * 10) / 10;
        const areaSqm = toSquareMetres(areaSize, area.unit);
        // Today's level, less the trend for each month back, with a ±15 % spread between homes.
        const perSqm = series.perSqm * (1 - area.trend * back) * (0.85 + rng.next() * 0.3);
        const monthly = perSqm * areaSqm;
        const price =
          series.purpose === 'rent' && series.rentFrequency === 'year'
            ? Math.round((monthly * 12) / 1000) * 1000
            : Math.round(monthly / (series.purpose === 'rent' ? 100 : 10_000)) *
              (series.purpose === 'rent' ? 100 : 10_000);
        const createdAt = new Date(monthStart + rng.next() * Math.max(DAY, monthEnd - monthStart));
        const lat = area.lat + (rng.next() - 0.5) * 0.006;
        const lng = area.lng + (rng.next() - 0.5) * 0.006;
        rows.push({
          ownerId: owner.id,
          purpose: series.purpose,
          areaType: 'residential',
          propertyType: series.type,
          title: title(area, series, size, bedrooms),
          description: `${title(area, series, size, bedrooms)}, ${area.city}. Closed through ${area.agent.fullName}.`,
          price,
          currency: area.currency,
          rentFrequency: series.purpose === 'rent' ? (series.rentFrequency ?? 'month') : null,
          bedrooms,
          bathrooms: Math.max(1, bedrooms),
          country: area.country,
          city: area.city,
          cityKey: area.city.toLowerCase(),
          address: `${area.area}, ${area.city}`,
          latitude: lat,
          longitude: lng,
          location: { x: lng, y: lat },
          areaSize,
          areaUnit: area.unit,
          areaSqm,
          status: series.purpose === 'sale' ? 'sold' : 'rented',
          createdAt,
          updatedAt: new Date(Math.min(now, createdAt.getTime() + rng.int(10, 80) * DAY)),
        });
      }
    }
  }
  return rows;
}

/**
 * Seeds the past listings of HISTORY (each area's agent closed them), their price history rows,
 * then computes the area statistics once, as the monthly job would have.
 */
export async function seedDemoPriceHistory({ db }: Pick<SeedContext, 'db'>, now = Date.now()) {
  const rng = prng(41);
  let count = 0;
  for (const area of HISTORY) {
    const owner = await createUser(db, {
      ...area.agent,
      isVerified: true,
      createdAt: new Date(now - 3 * 365 * DAY),
      termsAcceptedAt: new Date(now - 3 * 365 * DAY),
    });
    const rows = areaRows(area, owner, now, rng);
    const ids = rowsOf<{ id: number }>(
      await db.execute(
        sql`select nextval(pg_get_serial_sequence('listings', 'id'))::int as id from generate_series(1, ${rows.length})`,
      ),
    ).map((r) => Number(r.id));
    const withSlugs = rows.map((row, i) => ({
      ...row,
      id: ids[i]!,
      slug: `${row.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${ids[i]}`,
    }));
    for (let from = 0; from < withSlugs.length; from += 200) {
      const chunk = withSlugs.slice(from, from + 200);
      await db.insert(listings).values(chunk);
      await db
        .insert(priceHistory)
        .values(chunk.map((r) => ({ listingId: r.id, price: r.price, currency: r.currency, changedAt: r.createdAt })));
    }
    count += rows.length;
  }
  const statsRows = await computeAreaStats(db, new Date(now));
  return { past_listings: count, area_stats_rows: statsRows };
}
