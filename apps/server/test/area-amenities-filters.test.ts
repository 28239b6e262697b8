/**
 * The area (neighbourhood) and amenities filters (issue 18): an area of the gazetteer, found by any
 * spelling and typo-tolerant, narrows the list, the map and saved-search alerts to the listings
 * near it; amenities narrow to listings that have all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000', RESPONSE_CACHE_SECONDS: '0' });
});
afterAll(() => t?.close());

const ids = { dha: 0, dhaGym: 0, gulberg: 0, dha6: 0 };
const get = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const found = async (query: string) =>
  ((await get(`/api/properties/?${query}`)).results as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
const sorted = (...values: number[]) => values.sort((a, b) => a - b);

beforeAll(async () => {
  const owner = await signedInUser(t);
  const db = t.database.db;
  // DHA Phase 5, Lahore is at 31.4626, 74.409; Phase 6 4 km east; Gulberg III 8 km north-west.
  const place = { city: 'Lahore', country: 'PK', currency: 'PKR' } as const;
  ids.dha = (
    await insertListing(db, owner.user.id, { ...place, latitude: 31.465, longitude: 74.41, amenities: ['parking'] })
  ).id;
  ids.dhaGym = (
    await insertListing(db, owner.user.id, {
      ...place,
      latitude: 31.458,
      longitude: 74.4,
      amenities: ['parking', 'gym', 'garden'],
      price: 30_000_000,
    })
  ).id;
  ids.dha6 = (
    await insertListing(db, owner.user.id, {
      ...place,
      latitude: 31.4707,
      longitude: 74.4558,
      amenities: ['gym'],
      price: 20_000_000,
    })
  ).id;
  ids.gulberg = (await insertListing(db, owner.user.id, { ...place, latitude: 31.512, longitude: 74.344 })).id;
});

describe('the area filter', () => {
  it('finds the listings near the area, by its name in any spelling or with a typo', async () => {
    const near = sorted(ids.dha, ids.dhaGym);
    expect(await found('city=Lahore&area=DHA Phase 5')).toEqual(near);
    expect(await found('city=Lahore&area=dha fase 5')).toEqual(near);
    expect(await found(`city=Lahore&area=${encodeURIComponent('دي إتش إيه المرحلة 5')}`)).toEqual(near);
    expect(await found('city=Lahore&area=DHA Phase 6')).toEqual([ids.dha6]);
    expect(await found('area=Gulberg III')).toEqual([ids.gulberg]);
  });

  it('an area not in the chosen city, or like no area, finds nothing (never the whole city)', async () => {
    expect(await found('city=Dubai&area=DHA Phase 5')).toEqual([]);
    const none = await get('/api/properties/?city=Lahore&area=Qwertyuiop');
    expect(none.count).toBe(0);
  });

  it('narrows the map the same way', async () => {
    const map = await get('/api/properties/map/?city=Lahore&area=DHA Phase 5&bbox=74,31,75,32&zoom=12');
    expect(map.points.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual(
      sorted(ids.dha, ids.dhaGym),
    );
  });

  it('suggests areas of the city as the visitor types, typo-tolerant, in both languages', async () => {
    const names = async (query: string) =>
      ((await get(`/api/places/areas/?${query}`)).results as { name: string }[]).map((r) => r.name);
    expect(await names('q=dha&city=Lahore')).toEqual(expect.arrayContaining(['DHA Phase 5', 'DHA Phase 6']));
    expect(await names('q=bahria twon&city=Lahore')).toEqual(['Bahria Town']);
    expect(await names(`q=${encodeURIComponent('بحريه')}&city=Lahore`)).toContain('Bahria Town');
    // The city as the Arabic form writes it.
    expect(await names(`q=${encodeURIComponent('بحريه')}&city=${encodeURIComponent('لاهور')}`)).toEqual([
      'Bahria Town',
    ]);
    // Only the chosen city's areas; any city's without one.
    expect(await names('q=bahria&city=Karachi')).toEqual(['Bahria Town Karachi']);
    expect(await names('q=bahria')).toEqual(expect.arrayContaining(['Bahria Town', 'Bahria Town Karachi']));
    const first = (await get('/api/places/areas/?q=gulb&city=Lahore')).results[0];
    expect(first).toEqual({ name: 'Gulberg III', name_ar: 'غولبرغ 3', city: 'Lahore', country: 'PK' });
    expect(await names(`q=${'x'.repeat(500)}`)).toEqual([]);
    expect(await names('q=')).toEqual([]);
  });
});

describe('the amenities filter', () => {
  it('finds listings with every amenity asked for; unknown ones are ignored', async () => {
    expect(await found('city=Lahore&amenities=gym')).toEqual(sorted(ids.dhaGym, ids.dha6));
    expect(await found('city=Lahore&amenities=gym,parking')).toEqual([ids.dhaGym]);
    expect(await found('city=Lahore&amenities=parking,gym,nonsense')).toEqual([ids.dhaGym]);
    expect(await found('city=Lahore&amenities=nonsense')).toEqual(sorted(ids.dha, ids.dhaGym, ids.dha6, ids.gulberg));
  });
});

describe('saved searches with an area and amenities', () => {
  it('pages the few matches of an amenity in the order asked for, with their exact count', async () => {
    // The amenity path: up to the count cap of matches first, then the page sorted among them.
    const byPrice = (sort: string, page: number) =>
      get(`/api/properties/?city=Lahore&amenities=gym&sort=${sort}&page_size=1&page=${page}`);
    const first = await byPrice('price_asc', 1);
    const second = await byPrice('price_asc', 2);
    const past = await byPrice('price_asc', 3);
    expect(first.count).toBe(2);
    expect(second.count).toBe(2);
    expect(past.results).toEqual([]);
    expect([first.results[0].id, second.results[0].id]).toEqual([ids.dha6, ids.dhaGym]);
    expect((await byPrice('price_desc', 1)).results[0].id).toBe(ids.dhaGym);
    expect((await byPrice('price_desc', 2)).results[0].id).toBe(ids.dha6);
  });

  it('alert only about listings the results page would show', async () => {
    const seeker = await signedInUser(t);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches/',
      headers: { cookie: seeker.cookie },
      payload: {
        name: 'Gym flats in DHA 5',
        query: 'city=Lahore&area=dha fase 5&amenities=gym',
        frequency: 'daily',
        notify_email: false,
        notify_in_app: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().query).toBe('city=Lahore&area=dha+fase+5&amenities=gym');
    for (const id of Object.values(ids)) await t.app.services.jobs.runNow('listing.published', { id });
    const list = await t.app.inject({ url: '/api/notifications/', headers: { cookie: seeker.cookie } });
    const alerted = (list.json().results as { payload: { listing_id: number } }[]).map((n) => n.payload.listing_id);
    expect(alerted).toEqual([ids.dhaGym]);
  });
});
