/**
 * The benchmark's EXPLAIN check in CI (docs/decisions/0019), on a generated set of 20,000
 * listings: every statement the app runs for the benchmark's rotation (filtered, keyword, map,
 * detail; guest and signed in) is EXPLAIN ANALYZEd; no sequential scan may read more than five
 * times the count cap of `listings`, outside keyword search none may scan it sequentially, and none
 * may read more than about three times the count cap of rows (keyword search reads its pool from
 * listing_words since migration 0025).
 * PostgreSQL only (the plans are PostgreSQL's): it runs in the PostgreSQL-server pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingStatus } from '@estate/shared';
// @ts-expect-error: plain JavaScript benchmark scripts, without type declarations
import { bulkLoadListings } from '../../../scripts/benchmark/load.mjs';
// @ts-expect-error: plain JavaScript benchmark scripts, without type declarations
import { explainRotation } from '../../../scripts/benchmark/explain.mjs';
import { createUser } from '../src/seed/factories/user.factory.js';
import { testUserSeed } from '../src/seed/factories/user.factory.js';
import { insertListing, type ListingFields } from './helpers/listings.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const GENERATED = 20_000;
/** Rows a non-keyword statement may read: the capped count's 1,001 entries with room to spare. */
const MAX_ROWS = 3_000;

interface Explained {
  scenario: string;
  text: string;
  seqScanRows: number;
  listingRows: number;
  outline: string;
}

const TEMPLATES: Partial<ListingFields>[] = [
  { city: 'Lahore', country: 'PK', currency: 'PKR', latitude: 31.47, longitude: 74.45, area_unit: 'marla' },
  { city: 'Karachi', country: 'PK', currency: 'PKR', latitude: 24.86, longitude: 67.0, area_unit: 'sqyd' },
  { city: 'Dubai', country: 'AE', currency: 'AED', latitude: 25.08, longitude: 55.14, area_unit: 'sqft' },
  { city: 'Riyadh', country: 'SA', currency: 'SAR', latitude: 24.71, longitude: 46.67, area_unit: 'sqm' },
  { city: 'Cairo', country: 'EG', currency: 'EGP', latitude: 30.04, longitude: 31.23, area_unit: 'sqm' },
];

describe.skipIf(!onServer)('search plans on 20,000 listings (runs in the PostgreSQL-server pass)', () => {
  let t: TestApp;
  let results: Explained[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RESPONSE_CACHE_SECONDS: '0' });
    const owner = await createUser(t.database.db, testUserSeed({ email: 'lister@example.com' }));
    let n = 0;
    for (const place of TEMPLATES) {
      for (const purpose of ['sale', 'rent'] as const) {
        for (const [type, bedrooms] of [
          ['house', 4],
          ['apartment', 2],
          ['villa', 5],
        ] as const) {
          const status: ListingStatus = n++ % 5 === 0 ? 'pending' : purpose === 'sale' ? 'for_sale' : 'for_rent';
          await insertListing(
            t.database.db,
            owner.id,
            {
              ...place,
              purpose,
              property_type: type,
              bedrooms,
              rent_frequency: purpose === 'rent' ? 'month' : undefined,
              price: purpose === 'sale' ? 9_000_000 + n * 100_000 : 90_000 + n * 1000,
              area_size: 120 + n,
              title: `${type} ${n} in ${place.city}`,
              address: `Street ${n}, ${place.city}`,
            },
            { status },
          );
        }
      }
    }
    const pool = (t.database.db as unknown as { $client: { query: (text: string, params?: unknown[]) => unknown } })
      .$client;
    await bulkLoadListings(pool, GENERATED);
    const explained = await explainRotation({
      app: t.app,
      client: pool,
      email: 'lister@example.com',
      sample: 4,
      runs: 1,
    });
    results = explained.results;
  }, scaled(180_000));

  afterAll(async () => {
    await t?.close();
  });

  it('runs the rotation', () => {
    const scenarios = new Set(results.map((r) => r.scenario.split(' ')[0]));
    expect([...scenarios].sort()).toEqual(['detail', 'filtered', 'keyword', 'map']);
  });

  // Under a LIMIT a sequential scan stops at the count cap's 1,001st match: fine for a common word.
  it('no sequential scan reads more than five times the count cap', () => {
    const scans = results
      .filter((r) => r.seqScanRows > 5 * 1_001)
      .map((r) => `${r.scenario}: ${r.seqScanRows} rows, ${r.outline}`);
    expect(scans).toEqual([]);
  });

  it('reads a bounded number of listing rows, keyword search included', () => {
    const heavy = results
      .filter((r) => r.listingRows > MAX_ROWS || (!r.scenario.startsWith('keyword') && r.seqScanRows > 0))
      .map((r) => `${r.scenario}: ${r.listingRows} rows, ${r.outline}: ${r.text.slice(0, 160)}`);
    expect(heavy).toEqual([]);
  });
});
