/**
 * The map's clusters with true counts (issue 18): past the pin limit, the server counts every match
 * into screen-sized cells, and the bubbles and single pins add up to the search's own count.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_MAX_POINTS, type MapAnswer } from '@estate/shared';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

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
  }, 120_000);

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
