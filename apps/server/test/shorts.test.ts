import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORTS_PAGE_SIZE } from '@estate/shared';
import { uploads } from '../src/features/uploads/upload.table.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const publicVideos: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  const owner = await signedInUser(t, { fullName: 'Video Owner', type: 'owner' });
  const { db } = t.database;
  const video = (listingId: number, minutesAgo: number) =>
    db
      .insert(uploads)
      .values({
        userId: owner.user.id,
        listingId,
        kind: 'video',
        mime: 'video/mp4',
        size: 1000,
        originalName: 'tour.mp4',
        storageKeys: [],
        url: `/media/test/${listingId}-${minutesAgo}.mp4`,
        poster: minutesAgo % 2 ? null : `/media/test/${listingId}.webp`,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      .returning({ id: uploads.id })
      .then((rows) => rows[0]!.id);
  // Eleven videos on public listings (two share one timestamp), one on a pending and one on a sold listing.
  for (let i = 0; i < 10; i++) {
    const listing = await insertListing(db, owner.user.id, { title: `Flat with video ${i}` }, { status: 'for_sale' });
    publicVideos.push(await video(listing.id, 10 + i));
  }
  const twin = await insertListing(db, owner.user.id, { title: 'Twin video' }, { status: 'for_rent' });
  publicVideos.push(await video(twin.id, 15));
  const pending = await insertListing(db, owner.user.id, { title: 'Hidden pending' }, { status: 'pending' });
  await video(pending.id, 1);
  const sold = await insertListing(db, owner.user.id, { title: 'Sold flat' }, { status: 'sold' });
  publicVideos.push(await video(sold.id, 100));
});
afterAll(() => t.close());

describe('shorts feed', () => {
  it('lists only videos of public listings, newest first, in cursor pages without gaps or repeats', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/shorts/' })).json();
    expect(first.results).toHaveLength(SHORTS_PAGE_SIZE);
    expect(first.results[0]).toMatchObject({
      mime: 'video/mp4',
      listing: { title: 'Flat with video 0', currency: 'PKR' },
    });
    expect(first.results.some((r: { listing: { title: string } }) => r.listing.title === 'Hidden pending')).toBe(false);
    expect(first.next_cursor).toEqual(expect.any(String));

    const second = (await t.app.inject({ method: 'GET', url: `/api/shorts/?cursor=${first.next_cursor}` })).json();
    expect(second.next_cursor).toBeNull();
    const ids = [...first.results, ...second.results].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...publicVideos].sort());
    const times = [...first.results, ...second.results].map((r: { created_at: string }) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(second.results.at(-1).listing.title).toBe('Sold flat');
  });

  it('ignores a malformed cursor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shorts/?cursor=not-a-cursor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toHaveLength(SHORTS_PAGE_SIZE);
  });
});
