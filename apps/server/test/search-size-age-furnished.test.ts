/**
 * The size range (in the visitor's unit), "added in the last … days", furnished, verified-lister
 * and video filters of the search (issue 18), on the list and the map alike.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../src/features/listings/listing.table.js';
import { uploads } from '../src/features/uploads/upload.table.js';
import { users } from '../src/features/users/user.table.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000', RESPONSE_CACHE_SECONDS: '0' });
});
afterAll(() => t?.close());

const CITY = 'Filterton';
const ids = async (query: string) =>
  ((await t.app.inject({ url: `/api/properties/?city=${CITY}&${query}` })).json().results as { id: number }[])
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('size, age and furnished filters', () => {
  it('find exactly the listings that fit, in any unit', async () => {
    const owner = await signedInUser(t);
    const day = 24 * 3600 * 1000;
    // 5 marla (≈ 126 m²), 10 marla, 1 kanal (= 20 marla); furnished only the 10 marla one.
    const small = await insertListing(
      t.database.db,
      owner.user.id,
      { city: CITY, area_unit: 'marla', area_size: 5, amenities: ['parking'] },
      { createdAt: new Date(Date.now() - 20 * day) },
    );
    const middle = await insertListing(
      t.database.db,
      owner.user.id,
      { city: CITY, area_unit: 'marla', area_size: 10, amenities: ['furnished', 'garden'] },
      { createdAt: new Date(Date.now() - 3 * day) },
    );
    const large = await insertListing(t.database.db, owner.user.id, {
      city: CITY,
      area_unit: 'kanal',
      area_size: 1,
      amenities: [],
    });
    const sorted = (...list: { id: number }[]) => list.map((l) => l.id).sort((a, b) => a - b);

    expect(await ids('min_area=10&size_unit=marla')).toEqual(sorted(middle, large));
    expect(await ids('min_area=5&max_area=10&size_unit=marla')).toEqual(sorted(small, middle));
    // The same range in square feet (10 marla = 2,722.5 sq ft).
    expect(await ids('max_area=2722.5&size_unit=sqft')).toEqual(sorted(small, middle));
    // Without a unit, sizes are square metres.
    expect(await ids('min_area=400')).toEqual(sorted(large));
    expect(await ids('added=1')).toEqual(sorted(large));
    expect(await ids('added=7')).toEqual(sorted(middle, large));
    expect(await ids('added=30')).toEqual(sorted(small, middle, large));
    expect(await ids('furnished=1')).toEqual(sorted(middle));
    expect(await ids('furnished=1&added=1')).toEqual([]);

    const map = await t.app.inject({ url: `/api/properties/map/?city=${CITY}&bbox=74,31,75,32&furnished=1` });
    expect(map.json().points.map((p: { id: number }) => p.id)).toEqual([middle.id]);
    // Nonsense is ignored, never an error.
    const odd = await t.app.inject({ url: `/api/properties/?city=${CITY}&min_area=-3&added=2&size_unit=x` });
    expect(odd.statusCode).toBe(200);
    expect(odd.json().count).toBe(3);
  });

  it('verified listers only, and listings with a video', async () => {
    const CITY2 = 'Filterton Heights';
    const verified = await signedInUser(t);
    const plain = await signedInUser(t);
    await t.database.db.update(users).set({ isVerified: true }).where(eq(users.id, verified.user.id));
    const byVerified = await insertListing(t.database.db, verified.user.id, { city: CITY2, youtube_links: [] });
    const withVideo = await insertListing(t.database.db, plain.user.id, {
      city: CITY2,
      youtube_links: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    });
    const list = async (query: string) =>
      (
        (await t.app.inject({ url: `/api/properties/?city=${encodeURIComponent(CITY2)}&${query}` })).json().results as {
          id: number;
        }[]
      ).map((r) => r.id);
    expect(await list('verified=1')).toEqual([byVerified.id]);
    expect(await list('video=1')).toEqual([withVideo.id]);
    expect(await list('verified=1&video=1')).toEqual([]);
    expect((await list('verified=yes')).sort()).toEqual([byVerified.id, withVideo.id].sort());

    // An uploaded video counts too, from the moment it is claimed until it goes; so do links
    // added or taken away (listings.has_video, kept by triggers: migration 0023).
    const db = t.database.db;
    const [video] = await db
      .insert(uploads)
      .values({
        userId: verified.user.id,
        kind: 'video',
        mime: 'video/mp4',
        size: 1,
        originalName: 'tour.mp4',
        storageKeys: [],
        url: '/media/tour.mp4',
      })
      .returning({ id: uploads.id });
    expect(await list('video=1')).toEqual([withVideo.id]);
    await db.update(uploads).set({ listingId: byVerified.id }).where(eq(uploads.id, video!.id));
    expect((await list('video=1')).sort()).toEqual([byVerified.id, withVideo.id].sort());
    await db.update(listings).set({ youtubeLinks: [] }).where(eq(listings.id, withVideo.id));
    expect(await list('video=1')).toEqual([byVerified.id]);
    await db.delete(uploads).where(eq(uploads.id, video!.id));
    expect(await list('video=1')).toEqual([]);
    await db
      .update(listings)
      .set({ youtubeLinks: ['https://youtu.be/dQw4w9WgXcQ'] })
      .where(eq(listings.id, withVideo.id));
    expect(await list('video=1')).toEqual([withVideo.id]);
  });
});
