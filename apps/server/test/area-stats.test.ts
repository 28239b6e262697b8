/**
 * Area price statistics and the price check (issue 41, decision 0072): what counts (public once,
 * each unit once, no outliers, no taken-down listings), months under the floor as gaps with their
 * sample sizes, unknown places 404, and "Is this price fair?" only from 8 comparables.
 */
import gazetteer from '@estate/shared/listing/gazetteer-data.json' with { type: 'json' };
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_RADIUS_KM, areaOfPoint, type Place } from '@estate/shared';
import {
  sizeClassOf,
  type AreaStatsAnswer,
  type PriceCheckAccuracy,
  type PriceCheckAnswer,
} from '@estate/shared/areas';
import { computeAreaStats } from '../src/features/areas/area-stats.compute.js';
import { listings } from '../src/features/listings/listing.table.js';
import { rowsOf } from '../src/lib/sql-rows.js';
import { aListing, caller } from './helpers/kit.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const call = caller(() => t);
const places = gazetteer as Place[];
const DAY = 86_400_000;
const MARINA = { country: 'AE', city: 'Dubai', address: 'Dubai Marina, Dubai', latitude: 25.081, longitude: 55.1405 };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date();
/** The 10th of the month `back` months before this one. */
const monthsAgo = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 10, 12));
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

async function queryOne<T>(query: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await t.database.db.execute(query))[0]!;
}

describe('areas in SQL and in code', () => {
  it('market_areas holds the gazetteer’s areas, and listing_area() agrees with areaOfPoint()', async () => {
    const areas = places.filter((p) => p.kind === 'area');
    const { n } = await queryOne<{ n: number }>(sql`select count(*)::int as n from market_areas`);
    expect(n).toBe(areas.length);
    for (const [i, area] of areas.entries()) {
      // The middle, and a point 0.5-2.5 km off it in a direction that turns with the area.
      for (const offset of [0, 0.005 + (i % 5) * 0.004]) {
        const point = { lat: area.lat + offset * Math.cos(i), lng: area.lng + offset * Math.sin(i) };
        const expected = areaOfPoint(places, area.city!, point, AREA_RADIUS_KM)?.name_en ?? null;
        const { name } = await queryOne<{ name: string | null }>(
          sql`select listing_area(${area.city!.toLowerCase()}, ${point.lat}, ${point.lng}) as name`,
        );
        expect(name, `${area.name_en} +${offset}`).toBe(expected);
      }
    }
  });

  it('listing_size_class() agrees with sizeClassOf()', async () => {
    const cases = [
      { country: 'PK', area_type: 'residential', area_sqm: 126.5, bedrooms: 3 },
      { country: 'PK', area_type: 'plot', area_sqm: 252.9, bedrooms: 0 },
      { country: 'PK', area_type: 'residential', area_sqm: 505.9, bedrooms: 5 },
      { country: 'PK', area_type: 'residential', area_sqm: 1011.7, bedrooms: 6 },
      { country: 'PK', area_type: 'residential', area_sqm: 380, bedrooms: 4 },
      { country: 'AE', area_type: 'residential', area_sqm: 40, bedrooms: 0 },
      { country: 'AE', area_type: 'residential', area_sqm: 120, bedrooms: 2 },
      { country: 'SA', area_type: 'residential', area_sqm: 400, bedrooms: 6 },
      { country: 'EG', area_type: 'commercial', area_sqm: 90, bedrooms: 0 },
    ];
    for (const c of cases) {
      const { size } = await queryOne<{ size: string }>(
        sql`select listing_size_class(${c.country}, ${c.area_type}, ${c.area_sqm}, ${c.bedrooms}) as size`,
      );
      expect(size, JSON.stringify(c)).toBe(sizeClassOf(c));
    }
  });
});

describe('area statistics', () => {
  let checked: number;
  let thin: number;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let apartment: (
    price: number,
    createdAt: Date,
    extra?: { status?: 'pending' | 'sold' },
  ) => ReturnType<typeof aListing>;
  beforeAll(async () => {
    owner = await signedInUser(t);
    apartment = (price: number, createdAt: Date, extra: { status?: 'pending' | 'sold' } = {}) =>
      aListing(
        t,
        owner,
        {
          ...MARINA,
          purpose: 'sale',
          property_type: 'apartment',
          area_type: 'residential',
          bedrooms: 2,
          price,
          area_size: 1200,
          area_unit: 'sqft',
          currency: 'AED',
          rent_frequency: undefined,
        },
        { createdAt, status: extra.status ?? 'for_sale' },
      );
    // Last month: 12 counted (1.0 M to 2.1 M), and what must not count.
    for (let i = 0; i < 12; i += 1) await apartment(1_000_000 + i * 100_000, monthsAgo(1));
    await apartment(150_000_000, monthsAgo(1)); // a typo in the zeros: outside the city's 99th percentile
    await apartment(1_500_000, monthsAgo(1), { status: 'pending' });
    const takenDown = await apartment(1_500_000, monthsAgo(1));
    await t.database.db.execute(sql`update listings set taken_down_at = now() where id = ${takenDown.id}`);
    // One unit listed by two listers: counted once.
    const first = await apartment(1_400_000, monthsAgo(1));
    const second = await apartment(1_450_000, monthsAgo(1));
    await t.database.db.execute(
      sql`update listings set unit_group_id = ${first.id} where id in (${first.id}, ${second.id})`,
    );
    // Three months ago: 4 only, a gap with its sample size.
    for (let i = 0; i < 4; i += 1) await apartment(1_000_000, monthsAgo(3));
    // This month (incomplete): not in the figures yet, but comparables for the price check.
    checked = (await apartment(2_600_000, monthsAgo(0))).id;
    // A lone villa in Palm Jumeirah: too few comparables for a check.
    thin = (
      await aListing(t, owner, {
        ...MARINA,
        property_type: 'villa',
        purpose: 'sale',
        area_type: 'residential',
        latitude: 25.1124,
        longitude: 55.139,
        address: 'Palm Jumeirah, Dubai',
      })
    ).id;
    await computeAreaStats(t.database.db, now);
  });

  it('an area’s series counts each public unit once, leaves outliers out and shows thin months as gaps', async () => {
    const answer = await call('GET', '/api/areas/dubai/dubai-marina/stats');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as AreaStatsAnswer;
    expect(body.area?.name_en).toBe('Dubai Marina');
    expect(body.currency).toBe('AED');
    expect(body.months).toHaveLength(24);
    expect(body.months.at(-1)).toBe(monthKey(monthsAgo(1)));
    const sale = body.series.find((s) => s.purpose === 'sale')!;
    expect(sale.measure).toBe('price_per_sqm');
    const last = sale.points.at(-1)!;
    // 12 + the unit listed twice, once; not the typo, the pending nor the taken-down listing.
    expect(last.listings).toBe(13);
    expect(last.p50).toBeGreaterThan(0);
    const gap = sale.points.find((p) => p.month === monthKey(monthsAgo(3)))!;
    expect(gap).toMatchObject({ listings: 4, p25: null, p50: null, p75: null });
    // The table by bedrooms: 2-bed asks a median of 1.45 M (1.0-2.1 M and 1.4 M).
    const twoBed = body.summary.find((s) => s.purpose === 'sale' && s.size_class === '2_bed')!;
    expect(twoBed).toMatchObject({ measure: 'price', listings: 13, p50: 1_500_000 });
    expect(body.computed_at).not.toBeNull();
    expect(body.gross_yield).toBeNull(); // no rents
  });

  it('the city page counts its areas; unknown places are 404, never a 5xx', async () => {
    const city = (await call('GET', '/api/areas/dubai/stats')).json() as AreaStatsAnswer;
    expect(city.area).toBeNull();
    expect(city.areas.find((a) => a.slug === 'dubai-marina')?.listings).toBe(17);
    expect((await call('GET', '/api/areas/atlantis/stats')).statusCode).toBe(404);
    expect((await call('GET', '/api/areas/dubai/nowhere/stats')).statusCode).toBe(404);
    expect((await call('GET', `/api/areas/dubai/${'x'.repeat(90)}/stats`)).statusCode).toBe(400);
    const villas = (await call('GET', '/api/areas/dubai/dubai-marina/stats?type=villa')).json() as AreaStatsAnswer;
    expect(villas.series).toEqual([]);
  });

  it('the sitemap lists the pages with figures, in both languages', async () => {
    const xml = (await call('GET', '/sitemap.xml')).body;
    expect(xml).toContain('/areas/dubai/dubai-marina</loc>');
    expect(xml).toContain('/ar/areas/dubai/dubai-marina</loc>');
    expect(xml).toContain('/areas/dubai</loc>');
    expect(xml).not.toContain('/areas/dubai/palm-jumeirah</loc>');
    expect(xml).toContain('/methodology/area-prices</loc>');
  });

  it('a price check from 8 comparables: the middle half and where this listing stands', async () => {
    const answer = await call('GET', `/api/properties/${checked}/price-check/`);
    expect(answer.statusCode).toBe(200);
    const { check } = answer.json() as PriceCheckAnswer;
    expect(check).toMatchObject({ currency: 'AED', price: 2_600_000, position: 'above' });
    expect(check!.comparables).toBe(18); // last month’s 13 and the typo (the quartiles shrug it off), and the 4 of three months ago
    expect(check!.p25).toBeLessThan(check!.p75);
    expect(check!.area.slug).toBe('dubai-marina');
  });

  it('closing keeps the final price and the check; the accuracy shows per city from 30 closings', async () => {
    const other = await signedInUser(t);
    expect((await call('POST', `/api/properties/${checked}/status/`, other, { status: 'sold' })).statusCode).toBe(403);
    const bad = await call('POST', `/api/properties/${checked}/status/`, owner, { status: 'sold', final_price: -5 });
    expect(bad.statusCode).toBe(400);
    const sold = await call('POST', `/api/properties/${checked}/status/`, owner, {
      status: 'sold',
      final_price: 2_400_000,
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(listings)
      .where(sql`id = ${checked}`);
    expect(row).toMatchObject({ finalPrice: 2_400_000 });
    expect(row!.checkedPrice).toBeGreaterThan(1_000_000);
    expect(row!.closedAt).not.toBeNull();
    const few = (await call('GET', '/api/areas/price-check-accuracy/')).json() as PriceCheckAccuracy;
    expect(few.cities.find((c) => c.slug === 'dubai')).toMatchObject({ closed: 1, median_error: null });
    // 29 more closings, each 10 % under the check: the median error shows.
    for (let i = 0; i < 29; i += 1) {
      const closed = await apartment(2_000_000, monthsAgo(2));
      await t.database.db.execute(sql`update listings set status = 'sold', final_price = 1800000,
        checked_price = 2000000, closed_at = now() - interval '10 days' where id = ${closed.id}`);
    }
    const enough = (await call('GET', '/api/areas/price-check-accuracy/')).json() as PriceCheckAccuracy;
    expect(enough.cities.find((c) => c.slug === 'dubai')).toMatchObject({ closed: 30 });
    expect(enough.cities.find((c) => c.slug === 'dubai')!.median_error).toBeCloseTo(11.1, 1);
    expect(enough.cities.find((c) => c.slug === 'lahore')).toMatchObject({ closed: 0, median_error: null });
  });

  it('no check below 8 comparables, and none for a listing that is not public', async () => {
    expect((await call('GET', `/api/properties/${thin}/price-check/`)).json()).toEqual({ check: null });
    await t.database.db
      .update(listings)
      .set({ status: 'pending' })
      .where(sql`id = ${thin}`);
    expect((await call('GET', `/api/properties/${thin}/price-check/`)).statusCode).toBe(404);
    expect((await call('GET', '/api/properties/999999999/price-check/')).statusCode).toBe(404);
  });

  it('listings outside the window do not count', async () => {
    const total = async () => {
      await computeAreaStats(t.database.db, now);
      const body = (await call('GET', '/api/areas/dubai/dubai-marina/stats')).json() as AreaStatsAnswer;
      return body.series.flatMap((series) => series.points).reduce((sum, p) => sum + p.listings, 0);
    };
    const before = await total();
    await aListing(
      t,
      owner,
      { ...MARINA, purpose: 'sale', property_type: 'apartment' },
      { createdAt: new Date(now.getTime() - 800 * DAY) },
    );
    expect(await total()).toBe(before);
  });
});
