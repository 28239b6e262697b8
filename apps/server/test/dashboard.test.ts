import { eq } from 'drizzle-orm';
import type { ListingStatus } from '@estate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../src/features/credits/credits.table.js';
import { utcDay } from '../src/features/dashboard/daily-series.js';
import {
  listingEvents,
  listingInquiries,
  listingLikes,
  listings,
  priceHistory,
} from '../src/features/listings/listing.table.js';
import { users } from '../src/features/users/user.table.js';
import { insertListing, type ListingFields } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let fresh: Awaited<ReturnType<typeof signedInUser>>;
const ids: Record<string, number> = {};

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function listing(
  key: string,
  ownerId: number,
  status: ListingStatus,
  fields: Partial<ListingFields> = {},
  extra: { ageDays?: number; priceChangedDaysAgo?: number; reviewNote?: string; views?: number[] } = {},
) {
  const createdAt = extra.ageDays === undefined ? undefined : daysAgo(extra.ageDays);
  const { id } = await insertListing(t.database.db, ownerId, fields, { status, createdAt });
  ids[key] = id;
  const db = t.database.db;
  if (createdAt) {
    // The helper stamps the first price "now": put it where the listing's history really starts.
    await db.update(priceHistory).set({ changedAt: createdAt }).where(eq(priceHistory.listingId, id));
  }
  if (extra.priceChangedDaysAgo !== undefined) {
    await db
      .insert(priceHistory)
      .values({ listingId: id, price: 1, currency: 'PKR', changedAt: daysAgo(extra.priceChangedDaysAgo) });
  }
  const [views, clicks, shares] = extra.views ?? [0, 0, 0];
  await db
    .update(listings)
    .set({ reviewNote: extra.reviewNote ?? null, views, clicks, shares })
    .where(eq(listings.id, id));
  return id;
}

const rent = { purpose: 'rent', rent_frequency: 'month', price: 90_000 } as const;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  owner = await signedInUser(t, { fullName: 'Owner One' });
  other = await signedInUser(t, { fullName: 'Other Two' });
  fresh = await signedInUser(t, { fullName: 'Fresh Three' });
  const db = t.database.db;

  await listing('sale', owner.user.id, 'for_sale', { title: 'New house for sale' }, { views: [100, 10, 2] });
  await listing('rent', owner.user.id, 'for_rent', { ...rent, title: 'Flat for rent' }, { views: [50, 5, 1] });
  await listing('active', owner.user.id, 'active', { title: 'Active plot listing' }, { views: [7, 0, 0] });
  await listing('sold', owner.user.id, 'sold', { title: 'Sold house listing' }, { views: [300, 20, 4] });
  await listing('rented', owner.user.id, 'rented', { ...rent, title: 'Rented flat listing' });
  await listing('pending', owner.user.id, 'pending', { title: 'Waiting for review' });
  await listing(
    'rejected',
    owner.user.id,
    'pending',
    { title: 'Rejected listing' },
    { reviewNote: 'The photos show another property.' },
  );
  await listing('legacy', owner.user.id, 'for_sale', { title: 'Old house never updated' }, { ageDays: 120 });
  await listing(
    'repriced',
    owner.user.id,
    'for_rent',
    { ...rent, title: 'Old flat with a new price' },
    { ageDays: 200, priceChangedDaysAgo: 10 },
  );
  // An old listing that is sold is not legacy (it left the market).
  await listing('oldSold', owner.user.id, 'sold', { title: 'Old sold listing' }, { ageDays: 300 });
  await listing(
    'othersPublic',
    other.user.id,
    'for_sale',
    { title: 'Other user public house' },
    { views: [999, 99, 9] },
  );
  await listing('othersPending', other.user.id, 'pending', { title: 'Other user pending house' });
  await listing('othersOld', other.user.id, 'for_sale', { title: 'Other user old house' }, { ageDays: 150 });

  await db.update(users).set({ listingQuota: 12 }).where(eq(users.id, owner.user.id));
  await db.delete(creditLedger).where(eq(creditLedger.userId, owner.user.id));
  await db.insert(creditLedger).values([
    { userId: owner.user.id, amount: 200, reason: 'signup_grant' },
    { userId: owner.user.id, amount: 50, reason: 'admin_grant' },
    { userId: owner.user.id, amount: -30, reason: 'purchase' },
    { userId: owner.user.id, amount: -20, reason: 'purchase' },
    { userId: other.user.id, amount: -500, reason: 'purchase' },
  ]);

  const inquiry = (listingId: number, ownerId: number, channel: string) => ({
    listingId,
    ownerId,
    channel,
    name: 'Buyer',
    message: 'Is it available?',
  });
  await db
    .insert(listingInquiries)
    .values([
      inquiry(ids.sale, owner.user.id, 'phone'),
      inquiry(ids.rent, owner.user.id, 'phone'),
      inquiry(ids.sale, owner.user.id, 'whatsapp'),
      inquiry(ids.active, owner.user.id, 'sms'),
      inquiry(ids.sale, owner.user.id, 'email'),
      inquiry(ids.rent, owner.user.id, 'email'),
      inquiry(ids.legacy, owner.user.id, 'email'),
      ...Array.from({ length: 5 }, () => inquiry(ids.othersPublic, other.user.id, 'phone')),
    ]);

  const event = (key: string, kind: string, day: number, visitor: string) => ({
    listingId: ids[key],
    kind,
    day: utcDay(daysAgo(day)),
    visitor,
  });
  await db
    .insert(listingEvents)
    .values([
      event('sale', 'view', 0, 'a'),
      event('sale', 'view', 0, 'b'),
      event('rent', 'view', 0, 'a'),
      event('sale', 'view', 1, 'a'),
      event('sale', 'click', 2, 'a'),
      event('sale', 'click', 2, 'b'),
      event('rent', 'share', 0, 'c'),
      event('sale', 'view', 40, 'a'),
      event('sale', 'view', 100, 'a'),
      ...['x', 'y', 'z', 'w'].map((v) => event('othersPublic', 'view', 0, v)),
    ]);

  await db.insert(listingLikes).values([
    { userId: owner.user.id, listingId: ids.othersPublic, createdAt: daysAgo(2) },
    // Hidden from the owner now (pending, someone else's): not in their favorites.
    { userId: owner.user.id, listingId: ids.othersPending, createdAt: daysAgo(1) },
    { userId: owner.user.id, listingId: ids.sale, createdAt: daysAgo(0) },
    { userId: other.user.id, listingId: ids.rent, createdAt: daysAgo(0) },
  ]);
});
afterAll(() => t.close());

describe('dashboard API', () => {
  it('refuses guests on every endpoint', async () => {
    for (const url of [
      '/api/dashboard/overview/',
      '/api/dashboard/analytics/',
      `/api/dashboard/analytics/?days=7&listing=${ids.sale}`,
      '/api/dashboard/listings/',
      '/api/dashboard/favorites/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('counts listings, quota, credits, engagement, inquiries and legacy of the caller only', async () => {
    const response = await get('/api/dashboard/overview/', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body.counts).toEqual({
      // Issue 17: each status card counts as the listings tab's chip it links to (filter_counts below).
      active: 1, // the one listing in status "active"
      sale: 2, // sale, legacy (status "for_sale")
      rent: 2, // rent, repriced (status "for_rent")
      sold: 2,
      rented: 1,
      available: 7, // 10 listings less 2 sold and 1 rented
      in_review: 1,
      rejected: 1,
      total: 10,
    });
    // Live: 5 on the market + 2 pending.
    expect(body.quota).toEqual({ total: 12, used: 7, available: 5 });
    expect(body.credits).toEqual({ total: 250, used: 50, available: 200 });
    expect(body.analytics).toEqual({ views: 457, clicks: 35, shares: 7 });
    expect(body.inquiries).toEqual({ phone: 2, whatsapp: 1, sms: 1, email: 3, total: 7 });
    expect(body.legacy.count).toBe(1);
    expect(body.legacy.age_days).toBe(90);
    expect(body.legacy.results).toHaveLength(1);
    expect(body.legacy.results[0]).toMatchObject({ id: ids.legacy, status: 'for_sale', days_listed: 120 });
  });

  it('shows another user their own numbers, and zeros to a new user', async () => {
    const body = (await get('/api/dashboard/overview/', other.cookie)).json();
    expect(body.counts).toMatchObject({ total: 3, sale: 2, active: 0, in_review: 1 });
    expect(body.analytics).toEqual({ views: 999, clicks: 99, shares: 9 });
    expect(body.inquiries).toEqual({ phone: 5, whatsapp: 0, sms: 0, email: 0, total: 5 });
    expect(body.legacy.results.map((l: { id: number }) => l.id)).toEqual([ids.othersOld]);
    expect(body.credits.used).toBe(500);

    const empty = (await get('/api/dashboard/overview/', fresh.cookie)).json();
    expect(empty.counts.total).toBe(0);
    expect(empty.analytics).toEqual({ views: 0, clicks: 0, shares: 0 });
    expect(empty.inquiries.total).toBe(0);
    expect(empty.legacy).toEqual({ count: 0, age_days: 90, results: [] });
  });

  it('charts daily events over the period, filling quiet days, for all listings or one', async () => {
    const week = (await get('/api/dashboard/analytics/?days=7', owner.cookie)).json();
    expect(week.days).toBe(7);
    expect(week.series).toHaveLength(7);
    expect(week.from).toBe(utcDay(daysAgo(6)));
    expect(week.to).toBe(utcDay(daysAgo(0)));
    expect(week.listing).toBeNull();
    expect(week.series.at(-1)).toEqual({ date: utcDay(daysAgo(0)), views: 3, clicks: 0, shares: 1 });
    expect(week.series.at(-2)).toEqual({ date: utcDay(daysAgo(1)), views: 1, clicks: 0, shares: 0 });
    expect(week.series.at(-3)).toEqual({ date: utcDay(daysAgo(2)), views: 0, clicks: 2, shares: 0 });
    expect(week.series[0]).toEqual({ date: utcDay(daysAgo(6)), views: 0, clicks: 0, shares: 0 });
    expect(week.totals).toEqual({ views: 4, clicks: 2, shares: 1 });
    // The chooser offers the caller's listings only, most viewed first.
    expect(week.choices).toHaveLength(10);
    expect(week.choices[0]).toEqual({ id: ids.sold, title: 'Sold house listing' });
    expect(week.choices.map((c: { id: number }) => c.id)).not.toContain(ids.othersPublic);

    const quarter = (await get('/api/dashboard/analytics/?days=90', owner.cookie)).json();
    expect(quarter.series).toHaveLength(90);
    expect(quarter.totals).toEqual({ views: 5, clicks: 2, shares: 1 });

    const one = (await get(`/api/dashboard/analytics/?days=30&listing=${ids.rent}`, owner.cookie)).json();
    expect(one.listing).toEqual({ id: ids.rent, title: 'Flat for rent' });
    expect(one.totals).toEqual({ views: 1, clicks: 0, shares: 1 });

    const pending = await get(`/api/dashboard/analytics/?listing=${ids.pending}`, owner.cookie);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().days).toBe(30);
  });

  it('answers 404 for another user`s listing or an unknown one, 400 for an unknown period', async () => {
    expect((await get(`/api/dashboard/analytics/?listing=${ids.othersPublic}`, owner.cookie)).statusCode).toBe(404);
    expect((await get(`/api/dashboard/analytics/?listing=${ids.sale}`, other.cookie)).statusCode).toBe(404);
    expect((await get('/api/dashboard/analytics/?listing=999999', owner.cookie)).statusCode).toBe(404);
    expect((await get('/api/dashboard/analytics/?days=5', owner.cookie)).statusCode).toBe(400);
    // Another user's chart never includes the owner's events.
    const theirs = (await get('/api/dashboard/analytics/?days=7', other.cookie)).json();
    expect(theirs.totals).toEqual({ views: 4, clicks: 0, shares: 0 });
  });

  it('lists the caller`s own listings in every status, with rejection notes and filters', async () => {
    const all = (await get('/api/dashboard/listings/', owner.cookie)).json();
    expect(all.count).toBe(10);
    expect(all.results).toHaveLength(10);
    expect(all.pages).toBe(1);
    const byId = new Map(all.results.map((l: { id: number }) => [l.id, l]));
    expect([...byId.keys()].sort()).toEqual(
      ['sale', 'rent', 'active', 'sold', 'rented', 'pending', 'rejected', 'legacy', 'repriced', 'oldSold']
        .map((k) => ids[k])
        .sort(),
    );
    expect(byId.get(ids.sale)).toMatchObject({ status: 'for_sale', views: 100, price: 25_000_000, is_legacy: false });
    expect(byId.get(ids.rejected)).toMatchObject({
      status: 'pending',
      review_note: 'The photos show another property.',
    });
    expect(byId.get(ids.legacy)).toMatchObject({ is_legacy: true });
    expect(byId.get(ids.repriced)).toMatchObject({ is_legacy: false });
    expect(all.filter_counts).toEqual({
      all: 10,
      for_sale: 2,
      for_rent: 2,
      active: 1,
      sold: 2,
      rented: 1,
      pending: 2,
      on_hold: 0,
      in_review: 1,
      rejected: 1,
    });
    // One definition, one number: the overview's status cards read what the chips read.
    const overview = (await get('/api/dashboard/overview/', owner.cookie)).json();
    expect([overview.counts.active, overview.counts.sale, overview.counts.rent]).toEqual([
      all.filter_counts.active,
      all.filter_counts.for_sale,
      all.filter_counts.for_rent,
    ]);
    // Newest first: the listings made "now" come before the backdated ones.
    expect(all.results.at(-1).id).toBe(ids.oldSold);

    const rejected = (await get('/api/dashboard/listings/?status=rejected', owner.cookie)).json();
    expect(rejected.results.map((l: { id: number }) => l.id)).toEqual([ids.rejected]);
    expect(rejected.count).toBe(1);
    const sold = (await get('/api/dashboard/listings/?status=sold', owner.cookie)).json();
    expect(sold.results.map((l: { id: number }) => l.id).sort()).toEqual([ids.sold, ids.oldSold].sort());
    expect((await get('/api/dashboard/listings/?status=nope', owner.cookie)).statusCode).toBe(400);

    const theirs = (await get('/api/dashboard/listings/', other.cookie)).json();
    expect(theirs.results.map((l: { id: number }) => l.id).sort()).toEqual(
      [ids.othersPublic, ids.othersPending, ids.othersOld].sort(),
    );
    const none = (await get('/api/dashboard/listings/', fresh.cookie)).json();
    expect(none).toMatchObject({ results: [], count: 0, pages: 1 });
  });

  it('pages the listings twenty at a time', async () => {
    const pager = await signedInUser(t, { fullName: 'Many Listings' });
    for (let i = 0; i < 23; i++) await insertListing(t.database.db, pager.user.id, { title: `Listing number ${i}` });
    const first = (await get('/api/dashboard/listings/', pager.cookie)).json();
    const second = (await get('/api/dashboard/listings/?page=2', pager.cookie)).json();
    expect(first).toMatchObject({ count: 23, pages: 2, page: 1 });
    expect(first.results).toHaveLength(20);
    expect(second.results).toHaveLength(3);
    const seen = new Set([...first.results, ...second.results].map((l: { id: number }) => l.id));
    expect(seen.size).toBe(23);
  });

  it('lists favorites the caller may still open, marking their own', async () => {
    const mine = (await get('/api/dashboard/favorites/', owner.cookie)).json();
    expect(mine.count).toBe(2);
    expect(mine.results.map((f: { id: number; is_owner: boolean }) => [f.id, f.is_owner])).toEqual([
      [ids.sale, true],
      [ids.othersPublic, false],
    ]);
    expect(mine.results[1]).toMatchObject({
      title: 'Other user public house',
      property_type: 'house',
      status: 'for_sale',
      price: 25_000_000,
      currency: 'PKR',
    });

    const theirs = (await get('/api/dashboard/favorites/', other.cookie)).json();
    expect(theirs.results.map((f: { id: number; is_owner: boolean }) => [f.id, f.is_owner])).toEqual([
      [ids.rent, false],
    ]);
    expect((await get('/api/dashboard/favorites/', fresh.cookie)).json()).toMatchObject({ results: [], count: 0 });
  });

  it('follows likes as they change (liking through the API adds a favorite)', async () => {
    const like = await t.app.inject({
      method: 'POST',
      url: '/api/LikeOrUnlike/',
      headers: { cookie: fresh.cookie },
      payload: { property_id: ids.othersOld },
    });
    expect(like.statusCode, like.body).toBe(200);
    const answer = (await get('/api/dashboard/favorites/', fresh.cookie)).json();
    expect(answer.results.map((f: { id: number }) => f.id)).toEqual([ids.othersOld]);
  });
});
