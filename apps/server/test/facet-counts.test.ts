/**
 * Kept facet counts (issue 11, migration 0021): public listings per city, purpose, featured flag,
 * bedrooms and price band, kept by triggers through every change of a listing; a filtered search
 * past the count cap says so from them without reading the listings, and stays exact below it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '@estate/shared';
import { bandsWithin } from '../src/features/listings/listing-search.repository.js';
import { rowsOf } from '../src/lib/sql-rows.js';
import { copyListing, insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

let t: TestApp;
const MANY = 2_400;
beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE_SECONDS: '0' });
  const owner = await signedInUser(t);
  const template = await insertListing(t.database.db, owner.user.id, { city: 'Facetville', price: 1_000_000 });
  // Prices from 1,000,000 to about 10,000,000, bedrooms 1 to 5, one in ten for rent.
  await copyListing(t.database.db, template.id, MANY - 1, {
    price: `round(1000000 * power(10, (g % 997) / 997.0))`,
    bedrooms: `1 + g % 5`,
    purpose: `case when g % 10 = 0 then 'rent' else 'sale' end`,
  });
}, scaled(120_000));
afterAll(() => t?.close());

/** Rows where the kept counts and the listings disagree. */
async function disagreements() {
  return rowsOf(
    await t.database.db.execute(sql`
      with actual as (
        select city_key, country, purpose, is_featured, least(greatest(bedrooms, 0), 1000) as bedrooms,
          listing_price_band(price) as price_band, count(*)::int as n
        from listings where status in ('for_sale', 'for_rent', 'active') group by 1, 2, 3, 4, 5, 6)
      select * from actual a full join listing_facet_counts k
        using (city_key, country, purpose, is_featured, bedrooms, price_band)
      where coalesce(a.n, 0) <> coalesce(k.n, 0)`),
  );
}

const search = async (query: string) => {
  const response = await t.app.inject({ url: `/api/properties/?city=Facetville&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; count_capped: boolean };
};
const exactly = async (where: string) =>
  Number(
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql.raw(`select count(*)::int as n from listings where city_key = 'facetville'
          and status in ('for_sale', 'for_rent', 'active') and ${where}`),
      ),
    )[0]!.n,
  );

describe('kept facet counts', () => {
  it('match the listings after inserts, updates and deletes', async () => {
    expect(await disagreements()).toEqual([]);
    const db = t.database.db;
    await db.execute(sql`update listings set status = 'sold' where city_key = 'facetville' and id % 7 = 0`);
    await db.execute(sql`update listings set price = price * 3 where city_key = 'facetville' and id % 11 = 0`);
    await db.execute(sql`update listings set is_featured = true where city_key = 'facetville' and id % 13 = 0`);
    await db.execute(sql`update listings set bedrooms = 9 where city_key = 'facetville' and id % 17 = 0`);
    await db.execute(sql`update listings set city_key = 'elsewhere' where city_key = 'facetville' and id % 19 = 0`);
    await db.execute(sql`update listings set country = 'AE' where city_key = 'facetville' and id % 29 = 0`);
    await db.execute(sql`delete from listings where city_key = 'facetville' and id % 23 = 0`);
    await db.execute(sql`update listings set views = views + 1 where city_key = 'facetville'`);
    expect(await disagreements()).toEqual([]);
  });

  it('a search past the cap says so; below it the count is exact', async () => {
    const broad = await search('purpose=sale');
    expect(await exactly(`purpose = 'sale' and not is_featured`)).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(broad).toMatchObject({ count: SEARCH_COUNT_CAP, count_capped: true });
    // Facetville is no city of the gazetteer: its prices are in rupees when the country says so (issue 39, U3).
    const narrow = await search('purpose=sale&country=PK&bedrooms=4&min_price=2000000&max_price=5000000');
    const expected = await exactly(
      `purpose = 'sale' and country = 'PK' and bedrooms >= 4 and price between 2000000 and 5000000`,
    );
    expect(expected).toBeLessThan(SEARCH_COUNT_CAP);
    expect(narrow).toMatchObject({ count: expected, count_capped: false });
    // A country the city's listings are not in finds none of them, kept counts or not.
    expect(await search('purpose=sale&country=EG')).toMatchObject({ count: 0, count_capped: false });
    expect((await search('purpose=sale&country=PK')).count_capped).toBe(true);
    const rent = await search('purpose=rent&country=PK&max_price=3000000');
    expect(rent.count).toBe(await exactly(`purpose = 'rent' and country = 'PK' and price <= 3000000`));
  });

  it('past the cap, the kept counts answer alone: no listing is counted', async () => {
    const query = 'purpose=sale&country=PK&bedrooms=4&min_price=2000000&max_price=5000000';
    expect((await search(query)).count_capped).toBe(false);
    // Skew the kept counts of those bands: the answer follows them, so the listings were not read.
    const [low, high] = bandsWithin(2_000_000, 5_000_000);
    const skew = (by: number) =>
      t.database.db.execute(sql`update listing_facet_counts set n = n + ${by}
        where city_key = 'facetville' and purpose = 'sale' and not is_featured and bedrooms = 4
          and price_band = ${Math.floor((low + high) / 2)}`);
    await skew(5_000);
    try {
      expect(await search(query)).toMatchObject({ count: SEARCH_COUNT_CAP, count_capped: true });
    } finally {
      await skew(-5_000);
    }
  });
});

describe('bandsWithin', () => {
  it('takes only the bands wholly inside the range', () => {
    const [low, high] = bandsWithin(24_179_120, 49_202_220);
    expect(10 ** (low / 10)).toBeGreaterThanOrEqual(24_179_120);
    expect(10 ** ((low - 1) / 10)).toBeLessThan(24_179_120);
    expect(10 ** ((high + 1) / 10)).toBeLessThanOrEqual(49_202_220);
    expect(10 ** ((high + 2) / 10)).toBeGreaterThan(49_202_220);
  });

  it('a band at an exact edge is left out (rounding room); no minimum takes the band below 1; a maximum below 1 none', () => {
    expect(bandsWithin(10_000_000, 100_000_000)).toEqual([71, 78]);
    expect(bandsWithin(9_999_999, 100_000_001)).toEqual([70, 79]);
    expect(bandsWithin(undefined, undefined)[0]).toBe(-1);
    expect(bandsWithin(0, 0.5)[1]).toBeLessThan(-1);
  });
});
