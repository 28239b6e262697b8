/**
 * Search inside an area drawn on the map (issue 18): the list, the map's pins and a saved search's
 * alerts all hold only the listings inside the polygon.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000', RESPONSE_CACHE_SECONDS: '0' });
});
afterAll(() => t?.close());

// A triangle over DHA, Lahore (longitude, latitude).
const TRIANGLE = '74.4,31.44;74.5,31.44;74.45,31.52';
const CITY = 'Polygonville';

describe('a search inside a drawn area', () => {
  it('lists, pins and alerts only the listings inside it', async () => {
    const owner = await signedInUser(t);
    const inside = await insertListing(t.database.db, owner.user.id, {
      city: CITY,
      latitude: 31.46,
      longitude: 74.45,
      title: 'House inside the area',
    });
    // Inside the triangle's box but outside the triangle itself, and far away.
    const corner = await insertListing(t.database.db, owner.user.id, {
      city: CITY,
      latitude: 31.51,
      longitude: 74.41,
      title: 'House in the box corner',
    });
    const away = await insertListing(t.database.db, owner.user.id, {
      city: CITY,
      latitude: 31.6,
      longitude: 74.3,
      title: 'House far away',
    });

    const all = (await t.app.inject({ url: `/api/properties/?city=${CITY}` })).json();
    expect(all.results.map((r: { id: number }) => r.id).sort()).toEqual([inside.id, corner.id, away.id].sort());

    const drawn = (await t.app.inject({ url: `/api/properties/?city=${CITY}&polygon=${TRIANGLE}` })).json();
    expect(drawn.results.map((r: { id: number }) => r.id)).toEqual([inside.id]);
    expect(drawn.count).toBe(1);

    const map = await t.app.inject({
      url: `/api/properties/map/?city=${CITY}&bbox=74.2,31.3,74.6,31.7&polygon=${TRIANGLE}`,
    });
    expect(map.statusCode, map.body).toBe(200);
    expect(map.json().points.map((p: { id: number }) => p.id)).toEqual([inside.id]);

    // Not an area (two corners): ignored, as every malformed filter is; never an error.
    const line = await t.app.inject({ url: `/api/properties/?city=${CITY}&polygon=74.4,31.44;74.5,31.44` });
    expect(line.statusCode).toBe(200);
    expect(line.json().count).toBe(3);

    // A saved search with the area is alerted about a new listing inside it only.
    const seeker = await signedInUser(t);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches/',
      headers: { cookie: seeker.cookie },
      payload: {
        name: 'Inside the triangle',
        query: `city=${CITY}&polygon=${TRIANGLE}`,
        frequency: 'daily',
        notify_email: false,
        notify_in_app: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().query).toBe(`city=${CITY}&polygon=${encodeURIComponent(TRIANGLE)}`);
    for (const id of [inside.id, corner.id, away.id]) {
      await t.app.services.jobs.runNow('listing.published', { id });
    }
    await t.app.services.jobs.settled();
    const alerts = await t.database.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, seeker.user.id), eq(userNotifications.kind, 'saved_search_match')));
    expect(alerts.map((a) => a.payload.listing_id)).toEqual([inside.id]);
  });
});
