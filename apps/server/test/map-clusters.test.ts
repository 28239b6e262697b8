/**
 * The map's clusters with true counts (issue 18): past the pin limit, the server counts every match
 * into screen-sized cells, and the bubbles and single pins add up to the search's own count.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_MAX_POINTS, SEARCH_COUNT_CAP, type MapAnswer } from '@estate/shared';
import { rowsOf } from '../src/lib/sql-rows.js';
import { copyListing, insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE_SECONDS: '0' });
});
afterAll(() => t?.close());

const CITY = 'Clustertown';
const BOX = '66.9,24.7,67.3,25.0';
const SALE = 320;
const RENT = 90;

const map = async (query: string): Promise<MapAnswer> => {
  const response = await t.app.inject({ url: `/api/properties/map/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const listCount = async (query: string): Promise<number> => {
  const response = await t.app.inject({ url: `/api/properties/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count;
};
const sumOf = (answer: MapAnswer) => answer.points.length + answer.clusters.reduce((n, c) => n + c.count, 0);

describe('map clusters', () => {
  beforeAll(async () => {
    const owner = await signedInUser(t);
    // Listings spread over a 0.3° square of Karachi; a few outside the box and one hidden.
    for (let i = 0; i < SALE + RENT; i++) {
      await insertListing(t.database.db, owner.user.id, {
        city: CITY,
        purpose: i < SALE ? 'sale' : 'rent',
        latitude: 24.72 + ((i * 37) % 100) * 0.0025,
        longitude: 66.92 + ((i * 61) % 100) * 0.0035,
        title: `Flat number ${i}`,
      });
    }
    await insertListing(t.database.db, owner.user.id, { city: CITY, latitude: 25.4, longitude: 67.6 });
    await insertListing(
      t.database.db,
      owner.user.id,
      { city: CITY, latitude: 24.8, longitude: 67.0 },
      { status: 'pending' },
    );
    await t.database.db.execute(sql`analyze listings`);
  }, scaled(120_000));

  it('past the pin limit, counts every match into cells that add up to the list count', async () => {
    for (const filters of [`city=${CITY}`, `city=${CITY}&purpose=sale`]) {
      for (const zoom of ['10', '12', '14']) {
        const answer = await map(`${filters}&bbox=${BOX}&zoom=${zoom}`);
        expect(answer.clusters.length).toBeGreaterThan(0);
        const count = await listCount(`${filters}&bbox=${BOX}`);
        expect(sumOf(answer)).toBe(count);
        expect(answer.total).toBe(count);
        // Each bubble's count is the listings inside its box.
        for (const cluster of answer.clusters) {
          expect(cluster.count).toBeGreaterThan(1);
          const inside = await listCount(`${filters}&bbox=${cluster.bbox.join(',')}`);
          expect(inside).toBeGreaterThanOrEqual(cluster.count);
        }
      }
    }
    expect(await listCount(`city=${CITY}&bbox=${BOX}`)).toBe(SALE + RENT);
  });

  it('deeper zooms give smaller cells, each count still true', async () => {
    const wide = await map(`city=${CITY}&bbox=${BOX}&zoom=9`);
    const deep = await map(`city=${CITY}&bbox=${BOX}&zoom=16`);
    expect(deep.clusters.length).toBeGreaterThan(wide.clusters.length);
    expect(sumOf(deep)).toBe(sumOf(wide));
  });

  it('at most the pin limit: every match as a pin, no clusters', async () => {
    const answer = await map(`city=${CITY}&purpose=rent&bbox=${BOX}&zoom=12`);
    expect(answer.clusters).toEqual([]);
    expect(answer.points).toHaveLength(RENT);
    expect(RENT).toBeLessThanOrEqual(MAP_MAX_POINTS);
  });

  it('a crafted zoom or box never asks for more cells than a screen holds, and bad zooms are ignored', async () => {
    const world = await map(`city=${CITY}&bbox=-180,-90,180,90&zoom=20`);
    expect(world.total).toBe(SALE + RENT + 1);
    expect(world.clusters.length + world.points.length).toBeLessThanOrEqual(48 * 48);
    for (const zoom of ['-1', '99', 'abc', '1e3', '']) {
      const answer = await map(`city=${CITY}&bbox=${BOX}&zoom=${zoom}`);
      expect(answer.total).toBe(SALE + RENT);
    }
  });
});

describe('map counts kept per cell (past the count cap)', () => {
  const BIG = 'Bigcity';
  const BIG_BOX = '54.9,24.9,55.5,25.4';
  const MANY = SEARCH_COUNT_CAP + 150;
  const sold = 12;
  let owner: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    owner = await signedInUser(t);
    const template = await insertListing(t.database.db, owner.user.id, {
      city: BIG,
      latitude: 25.1,
      longitude: 55.2,
      title: 'Template flat',
    });
    // Copies of one listing spread over the box, in one statement (as a bulk import would).
    await copyListing(t.database.db, template.id, MANY - 1, {
      latitude: `24.95 + (g * 37 % 401) * 0.001`,
      longitude: `54.95 + (g * 61 % 503) * 0.001`,
      location: `point(54.95 + (g * 61 % 503) * 0.001, 24.95 + (g * 37 % 401) * 0.001)`,
    });
  }, scaled(120_000));

  const bigMap = (query = '') => map(`city=${BIG}&bbox=${BIG_BOX}&zoom=11${query}`);

  it('answers the capped total and the kept counts, which match the listings in each cell', async () => {
    const answer = await bigMap();
    expect(answer).toMatchObject({ capped: true, total: SEARCH_COUNT_CAP, points: [] });
    expect(sumOf(answer)).toBe(MANY);
    expect(await listCount(`city=${BIG}&bbox=${BIG_BOX}`)).toBe(SEARCH_COUNT_CAP);
    for (const cluster of answer.clusters.filter((c) => c.count <= SEARCH_COUNT_CAP)) {
      expect(await listCount(`city=${BIG}&bbox=${cluster.bbox.join(',')}`)).toBe(cluster.count);
    }
  });

  it('follows every change of a listing: status, place, purpose, deletion', async () => {
    const db = t.database.db;
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`select id from listings where city_key = 'bigcity' order by id limit 40`),
    ).map((r) => r.id);
    const some = (from: number, to: number) => sql.raw(ids.slice(from, to).join(','));
    await db.execute(sql`update listings set status = 'sold' where id in (${some(0, sold)})`);
    expect(sumOf(await bigMap())).toBe(MANY - sold);
    // Moved out of the box, and back to the market.
    await db.execute(sql`update listings set location = point(10, 10), latitude = 10, longitude = 10
      where id in (${some(sold, sold + 5)})`);
    await db.execute(sql`update listings set status = 'for_sale' where id in (${some(0, 2)})`);
    expect(sumOf(await bigMap())).toBe(MANY - sold - 5 + 2);
    await db.execute(sql`update listings set purpose = 'rent' where id in (${some(20, 23)})`);
    await db.execute(sql`delete from listings where id in (${some(30, 40)})`);
    expect(sumOf(await bigMap())).toBe(MANY - sold - 5 + 2 - 10);
    expect(sumOf(await bigMap('&purpose=sale'))).toBe(MANY - sold - 5 + 2 - 10 - 3);
    // An update that changes nothing of the place (a view count) changes no count.
    await db.execute(sql`update listings set views = views + 1 where city_key = 'bigcity'`);
    expect(sumOf(await bigMap())).toBe(MANY - sold - 5 + 2 - 10);
  });

  it('other filters count every match one by one, exactly', async () => {
    const answer = await bigMap('&min_price=1');
    expect(answer.capped).toBe(false);
    expect(answer.total).toBe(sumOf(answer));
    // The list caps its count; the rows it would page through are the same.
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from listings where city_key = 'bigcity'
        and status in ('for_sale', 'for_rent', 'active') and price >= 1
        and location <@ box(point(54.9, 24.9), point(55.5, 25.4))`),
    );
    expect(answer.total).toBe(row!.n);
  });
});
