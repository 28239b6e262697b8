import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminActionItem, AdminPage, SearchAnswer, UploadedFile } from '@estate/shared';
import { adPlacements, creditLedger, featurePackages } from '../src/features/credits/credits.table.js';
import { listings } from '../src/features/listings/listing.table.js';
import { makeAdmin } from '../src/features/moderation/make-admin.js';
import { adminActions, reports } from '../src/features/moderation/moderation.table.js';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { sessions, users } from '../src/features/users/user.table.js';
import { blogComments, blogPosts } from '../src/features/blog/blog.table.js';
import * as files from './fixtures/upload-files.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, sessionCookie, signedInUser, type TestApp } from './helpers/test-app.js';
import { caller } from './helpers/kit.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  admin = await signedInUser(t, { fullName: 'Admin Person', isAdmin: true });
  owner = await signedInUser(t, { fullName: 'Owner Person' });
  other = await signedInUser(t, { fullName: 'Other Person' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = caller(() => t);
const db = () => t.database.db;

/** The latest activity-log row. */
async function lastAction(): Promise<AdminActionItem> {
  const page: AdminPage<AdminActionItem> = (await call('GET', '/api/admin/actions/', admin.cookie)).json();
  return page.results[0]!;
}

async function guestSearchIds(query = ''): Promise<number[]> {
  const answer: SearchAnswer = (await call('GET', `/api/properties/?sort=newest&page_size=50${query}`)).json();
  return answer.results.map((r) => r.id);
}

describe('admin endpoints', () => {
  const endpoints: [Method, string][] = [
    ['GET', '/api/admin/summary/'],
    ['GET', '/api/admin/listings/'],
    ['POST', '/api/admin/listings/1/approve/'],
    ['POST', '/api/admin/listings/1/reject/'],
    ['POST', '/api/admin/listings/1/hide/'],
    ['GET', '/api/admin/ads/'],
    ['POST', '/api/admin/ads/1/block/'],
    ['POST', '/api/admin/ads/1/unblock/'],
    ['GET', '/api/admin/users/'],
    ['POST', '/api/admin/users/1/verify/'],
    ['POST', '/api/admin/users/1/suspend/'],
    ['POST', '/api/admin/users/1/reactivate/'],
    ['POST', '/api/admin/users/1/quota/'],
    ['POST', '/api/admin/users/1/credits/'],
    ['GET', '/api/admin/reports/'],
    ['POST', '/api/admin/reports/1/'],
    ['GET', '/api/admin/packages/'],
    ['POST', '/api/admin/packages/'],
    ['PATCH', '/api/admin/packages/1/'],
    ['GET', '/api/admin/settings/'],
    ['PUT', '/api/admin/settings/'],
    ['GET', '/api/admin/actions/'],
  ];

  it('refuse guests (401) and anyone who is not an administrator (403)', async () => {
    for (const [method, url] of endpoints) {
      const body = method === 'GET' ? undefined : {};
      expect((await call(method, url, undefined, body)).statusCode, `guest ${method} ${url}`).toBe(401);
      expect((await call(method, url, owner.cookie, body)).statusCode, `user ${method} ${url}`).toBe(403);
    }
    // The refusal is the same for a valid body: nothing is changed.
    const [pending] = await Promise.all([
      insertListing(db(), owner.user.id, { title: 'Not yours' }, { status: 'pending' }),
    ]);
    expect((await call('POST', `/api/admin/listings/${pending.id}/approve/`, owner.cookie)).statusCode).toBe(403);
    const [row] = await db().select().from(listings).where(eq(listings.id, pending.id));
    expect(row?.status).toBe('pending');
  });

  it('answer an administrator', async () => {
    for (const [method, url] of endpoints.filter(([m]) => m === 'GET')) {
      expect((await call(method, url, admin.cookie)).statusCode, url).toBe(200);
    }
  });
});

describe('review queue', () => {
  it('approving makes a pending listing public (search and page) and notifies the owner', async () => {
    const pending = await insertListing(
      db(),
      owner.user.id,
      { title: 'Pending villa by the lake' },
      { status: 'pending' },
    );
    expect(await guestSearchIds()).not.toContain(pending.id);
    expect((await call('GET', `/api/properties/${pending.slug}/`)).statusCode).toBe(404);

    const queue = (await call('GET', '/api/admin/listings/', admin.cookie)).json();
    expect(queue.results.map((r: { listing: { id: number } }) => r.listing.id)).toContain(pending.id);
    const item = queue.results.find((r: { listing: { id: number } }) => r.listing.id === pending.id);
    expect(item.owner).toMatchObject({ id: owner.user.id, full_name: 'Owner Person' });

    const approved = await call('POST', `/api/admin/listings/${pending.id}/approve/`, admin.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ status: 'success', listing_status: 'for_sale' });

    expect(await guestSearchIds()).toContain(pending.id);
    expect((await call('GET', `/api/properties/${pending.slug}/`)).statusCode).toBe(200);
    const notes = await db().select().from(userNotifications).where(eq(userNotifications.userId, owner.user.id));
    expect(notes).toContainEqual(
      expect.objectContaining({
        kind: 'listing_approved',
        payload: { title: 'Pending villa by the lake', link: `/properties/${pending.slug}` },
      }),
    );
    expect(await lastAction()).toMatchObject({
      admin: { id: admin.user.id },
      action: 'approve_listing',
      target_type: 'listing',
      target_id: pending.id,
    });
    // A second decision finds nothing to approve.
    expect((await call('POST', `/api/admin/listings/${pending.id}/approve/`, admin.cookie)).statusCode).toBe(409);
  });

  it('rejecting keeps it hidden; the owner reads the reason, and an edit sends it back to the queue', async () => {
    const pending = await insertListing(db(), owner.user.id, { title: 'Blurry flat' }, { status: 'pending' });
    expect(
      (await call('POST', `/api/admin/listings/${pending.id}/reject/`, admin.cookie, { reason: '' })).statusCode,
    ).toBe(400);
    const reason = 'The photos are blurry; please upload clear ones.';
    const rejected = await call('POST', `/api/admin/listings/${pending.id}/reject/`, admin.cookie, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);

    expect(await guestSearchIds()).not.toContain(pending.id);
    expect((await call('GET', `/api/properties/${pending.slug}/`)).statusCode).toBe(404);
    expect((await call('GET', `/api/properties/${pending.slug}/`, other.cookie)).statusCode).toBe(404);
    const mine = (await call('GET', `/api/properties/${pending.slug}/`, owner.cookie)).json();
    expect(mine).toMatchObject({ status: 'pending', review_note: reason });

    const notes = await db()
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, owner.user.id), eq(userNotifications.kind, 'listing_rejected')));
    expect(notes.at(-1)?.payload).toEqual({ title: 'Blurry flat', link: `/properties/${pending.slug}`, reason });

    const rejectedQueue = (await call('GET', '/api/admin/listings/?state=rejected', admin.cookie)).json();
    expect(rejectedQueue.results.map((r: { listing: { id: number } }) => r.listing.id)).toContain(pending.id);
    expect(await lastAction()).toMatchObject({ action: 'reject_listing', target_id: pending.id, detail: { reason } });

    const edit = await call('PATCH', `/api/properties/${pending.id}/`, owner.cookie, {
      title: 'Bright flat, new photos',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().property.review_note).toBeNull();
    const queue = (await call('GET', '/api/admin/listings/', admin.cookie)).json();
    expect(queue.results.map((r: { listing: { id: number } }) => r.listing.id)).toContain(pending.id);
  });

  it('the approval setting makes new listings pending', async () => {
    expect((await call('GET', '/api/admin/settings/', admin.cookie)).json()).toEqual({
      listings_require_approval: false,
    });
    const put = await call('PUT', '/api/admin/settings/', admin.cookie, { listings_require_approval: true });
    expect(put.json()).toEqual({ listings_require_approval: true });
    expect(await lastAction()).toMatchObject({ action: 'update_settings', target_type: 'settings' });

    const { body, contentType } = files.multipart(await files.png(800, 600), 'front.png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/featured/',
      headers: { 'content-type': contentType, cookie: owner.cookie },
      payload: body,
    });
    const featured: UploadedFile = uploaded.json();
    const created = await call('POST', '/api/properties/', owner.cookie, {
      purpose: 'sale',
      area_type: 'residential',
      property_type: 'house',
      title: 'House waiting for approval',
      price: 30_000_000,
      currency: 'PKR',
      bedrooms: 3,
      bathrooms: 2,
      country: 'PK',
      city: 'Lahore',
      address: 'Street 1, Model Town, Lahore',
      latitude: 31.48,
      longitude: 74.32,
      area_unit: 'marla',
      area_size: 10,
      featured_image: featured.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const property = created.json().property;
    expect(property.status).toBe('pending');
    expect(await guestSearchIds()).not.toContain(property.id);
    // While approval is required, the owner cannot publish it themselves.
    expect(
      (await call('POST', `/api/properties/${property.id}/status/`, owner.cookie, { status: 'for_sale' })).statusCode,
    ).toBe(403);

    // Approved, it cannot be rewritten live (issue 38, attack S3): new words go back to review.
    const approved = await call('POST', `/api/admin/listings/${property.id}/approve/`, admin.cookie);
    expect(approved.json()).toMatchObject({ listing_status: 'for_sale' });
    const tweak = await call('PATCH', `/api/properties/${property.id}/`, owner.cookie, { bathrooms: 3 });
    expect(tweak.json().property.status).toBe('for_sale');
    const rewrite = await call('PATCH', `/api/properties/${property.id}/`, owner.cookie, {
      title: 'SCAM send deposit by wire to 0300-1234567',
    });
    expect(rewrite.statusCode, rewrite.body).toBe(200);
    expect(rewrite.json().property.status).toBe('pending');
    expect(await guestSearchIds()).not.toContain(property.id);
    expect((await t.app.inject({ url: `/api/properties/${property.id}/` })).statusCode).toBe(404);
    await call('PUT', '/api/admin/settings/', admin.cookie, { listings_require_approval: false });
  });

  it('hiding a live listing sends it back to review with a note', async () => {
    const live = await insertListing(db(), owner.user.id, { title: 'Too good to be true' });
    expect(await guestSearchIds()).toContain(live.id);
    const hidden = await call('POST', `/api/admin/listings/${live.id}/hide/`, admin.cookie, {
      reason: 'Reported as a scam',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await guestSearchIds()).not.toContain(live.id);
    expect((await call('GET', `/api/properties/${live.slug}/`, owner.cookie)).json().review_note).toBe(
      'Reported as a scam',
    );
  });

  it('a takedown holds with the approval setting off: the owner cannot republish (refused, logged) but can appeal', async () => {
    const live = await insertListing(db(), owner.user.id, { title: 'Scam villa' });
    await call('POST', `/api/admin/listings/${live.id}/hide/`, admin.cookie, { reason: 'Reported as a scam' });
    const status = (value: string) =>
      call('POST', `/api/properties/${live.id}/status/`, owner.cookie, { status: value });

    const refused = await status('for_sale');
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'taken_down', fields: { status: 'listing_rules.taken_down' } });
    expect(await lastAction()).toMatchObject({
      action: 'owner_republish_refused',
      target_id: live.id,
      admin: { id: owner.user.id },
      detail: { requested_status: 'for_sale' },
    });
    // An edit clears the note (back in the queue) but not the hold.
    expect(
      (await call('PATCH', `/api/properties/${live.id}/`, owner.cookie, { title: 'Villa, real' })).statusCode,
    ).toBe(200);
    expect((await status('for_sale')).statusCode).toBe(403);
    expect((await status('sold')).statusCode).toBe(403);
    expect(await guestSearchIds()).not.toContain(live.id);
    const mine = (await call('GET', `/api/properties/${live.slug}/`, owner.cookie)).json();
    expect(mine).toMatchObject({ status: 'pending', taken_down: true, appeal_note: null });

    // Only the owner appeals, with a message; it joins the waiting queue with the appeal.
    const appealPath = `/api/properties/${live.id}/appeal/`;
    const message = 'The photos are of this villa; the title deed is attached.';
    // Someone else cannot even see the hidden listing.
    expect((await call('POST', appealPath, other.cookie, { message })).statusCode).toBe(404);
    expect((await call('POST', appealPath, owner.cookie, { message: 'short' })).json().fields).toEqual({
      message: 'listing_rules.appeal_short',
    });
    const appealed = await call('POST', appealPath, owner.cookie, { message });
    expect(appealed.statusCode, appealed.body).toBe(200);
    expect(appealed.json().property).toMatchObject({ taken_down: true, appeal_note: message, status: 'pending' });
    const waitingBefore = (await call('GET', '/api/admin/summary/', admin.cookie)).json().pending_listings;
    const queue = (await call('GET', '/api/admin/listings/', admin.cookie)).json();
    expect(queue.results.find((r: { listing: { id: number } }) => r.listing.id === live.id)).toMatchObject({
      appeal_note: message,
    });
    // The console's badge counts what the waiting queue lists.
    expect(waitingBefore).toBe(queue.count);
    expect(await lastAction()).toMatchObject({ action: 'appeal_listing', target_id: live.id });

    // An administrator's approval lifts the hold; the owner's status changes work again.
    expect((await call('POST', `/api/admin/listings/${live.id}/approve/`, admin.cookie)).statusCode).toBe(200);
    expect(await guestSearchIds()).toContain(live.id);
    expect((await status('sold')).statusCode).toBe(200);
    const after = (await call('GET', `/api/properties/${live.slug}/`, owner.cookie)).json();
    expect(after).toMatchObject({ taken_down: false, appeal_note: null, review_note: null });
    // A listing that was never taken down has nothing to appeal.
    expect((await call('POST', appealPath, owner.cookie, { message })).statusCode).toBe(409);
  });
});

describe('ads', () => {
  it('block hides a banner and unfeatures a listing whose feature ad is blocked; unblock restores it', async () => {
    const [pkg] = await db()
      .insert(featurePackages)
      .values([{ kind: 'feature', name: 'Week', nameAr: 'أسبوع', credits: 50, days: 7 }])
      .returning();
    const [banner] = await db()
      .insert(featurePackages)
      .values([{ kind: 'banner', name: 'Banner week', nameAr: 'لافتة أسبوع', credits: 80, days: 7 }])
      .returning();
    const listing = await insertListing(db(), owner.user.id, { title: 'Featured townhouse' });
    const endsAt = new Date(Date.now() + 7 * 86_400_000);
    const [feature, bannerAd] = await db()
      .insert(adPlacements)
      .values([
        { kind: 'feature', userId: owner.user.id, packageId: pkg!.id, listingId: listing.id, creditsSpent: 50, endsAt },
        {
          kind: 'banner',
          userId: owner.user.id,
          packageId: banner!.id,
          title: 'Open house',
          link: '/properties',
          creditsSpent: 80,
          endsAt,
        },
      ])
      .returning();
    await db().update(listings).set({ isFeatured: true }).where(eq(listings.id, listing.id));

    const list = (await call('GET', '/api/admin/ads/?kind=banner', admin.cookie)).json();
    expect(list.results.map((a: { id: number }) => a.id)).toEqual([bannerAd!.id]);
    expect(list.results[0]).toMatchObject({ state: 'running', title: 'Open house', owner: { id: owner.user.id } });

    expect((await call('POST', `/api/admin/ads/${bannerAd!.id}/block/`, admin.cookie)).json()).toEqual({
      status: 'success',
      ad_status: 'blocked',
    });
    const blockedList = (await call('GET', '/api/admin/ads/?status=blocked', admin.cookie)).json();
    expect(blockedList.results).toEqual([expect.objectContaining({ id: bannerAd!.id, state: 'blocked' })]);
    expect(await lastAction()).toMatchObject({ action: 'block_ad', target_type: 'ad', target_id: bannerAd!.id });

    await call('POST', `/api/admin/ads/${feature!.id}/block/`, admin.cookie);
    const featured = async () =>
      (await db().select({ f: listings.isFeatured }).from(listings).where(eq(listings.id, listing.id)))[0]?.f;
    expect(await featured()).toBe(false);
    expect(await guestSearchIds('&featured=1')).not.toContain(listing.id);

    await call('POST', `/api/admin/ads/${feature!.id}/unblock/`, admin.cookie);
    expect(await featured()).toBe(true);
    expect(await lastAction()).toMatchObject({ action: 'unblock_ad', target_id: feature!.id });
    expect((await call('POST', '/api/admin/ads/999999/block/', admin.cookie)).statusCode).toBe(404);
  });
});

describe('users', () => {
  it('search by name or e-mail, verify sets the badge', async () => {
    const found = (await call('GET', `/api/admin/users/?q=${encodeURIComponent('owner person')}`, admin.cookie)).json();
    expect(found.results.map((u: { id: number }) => u.id)).toEqual([owner.user.id]);
    const byMail = (
      await call('GET', `/api/admin/users/?q=${encodeURIComponent(other.seed.email)}`, admin.cookie)
    ).json();
    expect(byMail.results.map((u: { id: number }) => u.id)).toEqual([other.user.id]);
    // LIKE wildcards are taken literally.
    expect((await call('GET', '/api/admin/users/?q=%25', admin.cookie)).json().count).toBe(0);

    const verified = await call('POST', `/api/admin/users/${owner.user.id}/verify/`, admin.cookie, { verified: true });
    expect(verified.json()).toMatchObject({ id: owner.user.id, is_verified_user: true });
    const profile = (await call('GET', '/api/auth/user/profile/', owner.cookie)).json();
    expect(profile.is_verified_user).toBe(true);
    expect(await lastAction()).toMatchObject({ action: 'verify_user', target_id: owner.user.id });
  });

  it('quota and credits', async () => {
    const quota = await call('POST', `/api/admin/users/${other.user.id}/quota/`, admin.cookie, { listing_quota: 25 });
    expect(quota.json()).toMatchObject({ listing_quota: 25 });
    expect(
      (await call('POST', `/api/admin/users/${other.user.id}/quota/`, admin.cookie, { listing_quota: -1 })).statusCode,
    ).toBe(400);
    const before = (
      await call('GET', `/api/admin/users/?q=${encodeURIComponent(other.seed.email)}`, admin.cookie)
    ).json().results[0].credits;
    const granted = await call('POST', `/api/admin/users/${other.user.id}/credits/`, admin.cookie, {
      amount: 150,
      note: 'Launch offer',
    });
    expect(granted.json().credits).toBe(before + 150);
    const ledger = await db().select().from(creditLedger).where(eq(creditLedger.userId, other.user.id));
    expect(ledger).toContainEqual(
      expect.objectContaining({ amount: 150, reason: 'admin_grant', note: 'Launch offer' }),
    );
    expect(await lastAction()).toMatchObject({
      action: 'grant_credits',
      detail: { amount: 150, note: 'Launch offer' },
    });
  });

  it('suspend ends the sessions and refuses login; reactivate lets them back', async () => {
    const victim = await signedInUser(t, { fullName: 'Suspended Person' });
    expect((await call('GET', '/api/auth/user/profile/', victim.cookie)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/admin/users/${admin.user.id}/suspend/`, admin.cookie, { reason: 'self' })).statusCode,
    ).toBe(400);
    const suspended = await call('POST', `/api/admin/users/${victim.user.id}/suspend/`, admin.cookie, {
      reason: 'Posting scam listings',
    });
    expect(suspended.json()).toMatchObject({ account_status: 'suspended' });
    expect(await db().select().from(sessions).where(eq(sessions.userId, victim.user.id))).toEqual([]);
    expect((await call('GET', '/api/auth/user/profile/', victim.cookie)).statusCode).toBe(401);

    const login = await call('POST', '/api/auth/login/', undefined, {
      email: victim.seed.email,
      password: 'demo-password',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'account_inactive', message: expect.stringContaining('suspended') });
    expect(await lastAction()).toMatchObject({
      admin: { id: admin.user.id },
      action: 'suspend_user',
      target_id: victim.user.id,
      detail: { reason: 'Posting scam listings' },
    });

    await call('POST', `/api/admin/users/${victim.user.id}/reactivate/`, admin.cookie);
    const again = await call('POST', '/api/auth/login/', undefined, {
      email: victim.seed.email,
      password: 'demo-password',
    });
    expect(again.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user/profile/', sessionCookie(again))).statusCode).toBe(200);
  });

  it('a session of a deleted account counts as signed out', async () => {
    const gone = await signedInUser(t, { fullName: 'Gone Person' });
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    expect((await call('GET', '/api/auth/user/profile/', gone.cookie)).statusCode).toBe(401);
  });
});

describe('reports', () => {
  it('anyone signed in reports; guests cannot; unknown targets are 404; a repeat is refused', async () => {
    const listing = await insertListing(db(), owner.user.id, { title: 'Suspicious bargain' });
    const input = {
      target_type: 'listing',
      target_id: listing.id,
      reason: 'asked_money_before_viewing',
      details: 'Asked for a deposit by wire',
    };
    expect((await call('POST', '/api/reports/', undefined, input)).statusCode).toBe(401);
    expect((await call('POST', '/api/reports/', other.cookie, { ...input, target_id: 999_999 })).statusCode).toBe(404);
    expect((await call('POST', '/api/reports/', other.cookie, { ...input, reason: 'boring' })).statusCode).toBe(400);
    expect((await call('POST', '/api/reports/', owner.cookie, input)).statusCode).toBe(422);
    const hidden = await insertListing(db(), owner.user.id, { title: 'Hidden one' }, { status: 'pending' });
    expect((await call('POST', '/api/reports/', other.cookie, { ...input, target_id: hidden.id })).statusCode).toBe(
      404,
    );

    const created = await call('POST', '/api/reports/', other.cookie, input);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'open' });
    const again = await call('POST', '/api/reports/', other.cookie, input);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reported');
  });

  it('reports every kind of target, listed with a preview for administrators only', async () => {
    const listing = await insertListing(db(), owner.user.id, { title: 'Commented flat' });
    const comment = await call('POST', `/api/properties/${listing.id}/comments/`, owner.cookie, { body: 'Buy now!!!' });
    const [post] = await db()
      .insert(blogPosts)
      .values({ authorId: owner.user.id, slug: 'market-notes-1', title: 'Market notes', contentHtml: '<p>Hi</p>' })
      .returning();
    const [blogComment] = await db()
      .insert(blogComments)
      .values({ postId: post!.id, userId: owner.user.id, body: 'Nice post' })
      .returning();
    const targets = [
      ['listing_comment', comment.json().id, 'other'],
      ['blog_post', post!.id, 'offensive'],
      ['blog_comment', blogComment!.id, 'offensive'],
      ['user', owner.user.id, 'agent_posing_as_owner'],
    ] as const;
    for (const [type, id, reason] of targets) {
      const res = await call('POST', '/api/reports/', other.cookie, { target_type: type, target_id: id, reason });
      expect(res.statusCode, `${type} ${res.body}`).toBe(201);
    }
    expect((await call('GET', '/api/admin/reports/', other.cookie)).statusCode).toBe(403);
    const open = (await call('GET', '/api/admin/reports/', admin.cookie)).json();
    const preview = (type: string) => open.results.find((r: { target_type: string }) => r.target_type === type);
    expect(preview('listing_comment')).toMatchObject({
      reason: 'other',
      reporter: { id: other.user.id },
      target: { title: 'Commented flat', excerpt: 'Buy now!!!', link: `/properties/${listing.slug}#comments` },
    });
    expect(preview('blog_post').target).toMatchObject({ title: 'Market notes', link: '/blogpages/market-notes-1' });
    expect(preview('blog_comment').target).toMatchObject({ excerpt: 'Nice post' });
    expect(preview('user').target).toMatchObject({ title: 'Owner Person', link: `/profile/${owner.user.slug}/` });
  });

  it('resolving with "hide listing" takes the listing down and closes every open report on it', async () => {
    const listing = await insertListing(db(), owner.user.id, { title: 'Fake penthouse' });
    const third = await signedInUser(t, { fullName: 'Third Person' });
    for (const who of [other, third]) {
      await call('POST', '/api/reports/', who.cookie, {
        target_type: 'listing',
        target_id: listing.id,
        reason: 'fake_photos',
      });
    }
    const [first] = await db().select().from(reports).where(eq(reports.targetId, listing.id));
    const decided = await call('POST', `/api/admin/reports/${first!.id}/`, admin.cookie, {
      decision: 'resolve',
      hide_listing: true,
      note: 'The photos belong to another building.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toEqual({ status: 'success', closed: 2, listing_hidden: true });
    const rows = await db().select().from(reports).where(eq(reports.targetId, listing.id));
    expect(rows.map((r) => [r.status, r.resolvedBy])).toEqual([
      ['resolved', admin.user.id],
      ['resolved', admin.user.id],
    ]);
    expect(await guestSearchIds()).not.toContain(listing.id);
    expect((await call('GET', `/api/properties/${listing.slug}/`, owner.cookie)).json().review_note).toBe(
      'The photos belong to another building.',
    );
    const actions = (await call('GET', '/api/admin/actions/', admin.cookie)).json().results.slice(0, 2);
    expect(actions.map((a: AdminActionItem) => a.action)).toEqual(['resolve_report', 'hide_listing']);
    expect(
      (await call('POST', `/api/admin/reports/${first!.id}/`, admin.cookie, { decision: 'dismiss' })).statusCode,
    ).toBe(409);
  });

  it('dismissing closes the report without touching the target', async () => {
    const listing = await insertListing(db(), owner.user.id, { title: 'Ordinary flat' });
    const created = await call('POST', '/api/reports/', other.cookie, {
      target_type: 'listing',
      target_id: listing.id,
      reason: 'duplicate',
    });
    const decided = await call('POST', `/api/admin/reports/${created.json().id}/`, admin.cookie, {
      decision: 'dismiss',
    });
    expect(decided.json()).toEqual({ status: 'success', closed: 1, listing_hidden: false });
    expect(await guestSearchIds()).toContain(listing.id);
    const dismissed = (await call('GET', '/api/admin/reports/?status=dismissed', admin.cookie)).json();
    expect(dismissed.results.map((r: { id: number }) => r.id)).toContain(created.json().id);
    // Once per reporter, target and reason, even after a decision (issue 42); another reason is new.
    const again = (reason: string) =>
      call('POST', '/api/reports/', other.cookie, { target_type: 'listing', target_id: listing.id, reason });
    expect((await again('duplicate')).statusCode).toBe(409);
    expect((await again('wrong_price')).statusCode).toBe(201);
  });
});

describe('feature packages', () => {
  it('create, edit and deactivate, each logged', async () => {
    const created = await call('POST', '/api/admin/packages/', admin.cookie, {
      kind: 'blazing',
      name: 'Blazing weekend',
      name_ar: 'عرض نهاية الأسبوع',
      credits: 40,
      days: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const pkg = created.json();
    expect(pkg).toMatchObject({ kind: 'blazing', is_active: true, credits: 40, days: 3 });
    expect((await call('POST', '/api/admin/packages/', admin.cookie, { kind: 'blazing', name: '' })).statusCode).toBe(
      400,
    );

    const edited = await call('PATCH', `/api/admin/packages/${pkg.id}/`, admin.cookie, {
      credits: 45,
      is_active: false,
    });
    expect(edited.json()).toMatchObject({ id: pkg.id, credits: 45, is_active: false, name: 'Blazing weekend' });
    const list = (await call('GET', '/api/admin/packages/', admin.cookie)).json().results;
    expect(list).toContainEqual(expect.objectContaining({ id: pkg.id, is_active: false }));
    expect(await lastAction()).toMatchObject({ action: 'update_package', target_type: 'package', target_id: pkg.id });
    expect((await call('PATCH', '/api/admin/packages/999999/', admin.cookie, { credits: 1 })).statusCode).toBe(404);
  });
});

describe('activity log', () => {
  it('every row has the administrator, the action, the target and the time', async () => {
    const rows = await db().select().from(adminActions);
    expect(rows.length).toBeGreaterThan(10);
    const ownerSide = ['owner_republish_refused', 'appeal_listing'];
    for (const row of rows.filter((r) => r.action !== 'promote')) {
      // The owner's side of a takedown is logged with the owner as the actor.
      expect(row.adminId, row.action).toBe(ownerSide.includes(row.action) ? owner.user.id : admin.user.id);
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(row.targetType).toBeTruthy();
    }
    const page2 = (await call('GET', '/api/admin/actions/?page=2', admin.cookie)).json();
    expect(page2.page).toBe(2);
  });
});

describe('make-admin command', () => {
  it('promotes by e-mail (any case), refuses unknown addresses, revokes; logged without an administrator', async () => {
    const person = await signedInUser(t, { fullName: 'Future Admin' });
    expect((await call('GET', '/api/admin/summary/', person.cookie)).statusCode).toBe(403);

    expect(await makeAdmin(db(), 'nobody@nowhere.test')).toEqual({
      ok: false,
      message: 'No account uses the e-mail nobody@nowhere.test.',
    });
    const result = await makeAdmin(db(), person.seed.email.toUpperCase());
    expect(result).toMatchObject({ ok: true, changed: true, isAdmin: true, userId: person.user.id });
    expect((await call('GET', '/api/admin/summary/', person.cookie)).statusCode).toBe(200);
    expect(await makeAdmin(db(), person.seed.email)).toMatchObject({ ok: true, changed: false });

    const [logged] = await db()
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'promote'), eq(adminActions.targetId, person.user.id)));
    expect(logged).toMatchObject({
      adminId: null,
      targetType: 'user',
      detail: { via: 'cli', email: person.seed.email },
    });

    expect(await makeAdmin(db(), person.seed.email, { revoke: true })).toMatchObject({ ok: true, isAdmin: false });
    expect((await call('GET', '/api/admin/summary/', person.cookie)).statusCode).toBe(403);
  });
});
