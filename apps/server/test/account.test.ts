import { DEFAULT_NOTIFICATION_EMAIL } from '@estate/shared';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, getTableColumns, inArray, ne, notInArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { awards } from '../src/features/awards/award.table.js';
import { blogComments, blogPosts } from '../src/features/blog/blog.table.js';
import { chatMessages, chatNotifications, chatTokens, userPresence } from '../src/features/chat/chat.table.js';
import { corporateInterest } from '../src/features/corporate/corporate.table.js';
import { adPlacements, creditLedger, featurePackages } from '../src/features/credits/credits.table.js';
import { demands } from '../src/features/demands/demand.table.js';
import { appFeedback } from '../src/features/feedback/feedback.table.js';
import { follows } from '../src/features/follows/follow.table.js';
import {
  listingComments,
  listingInquiries,
  listingLikes,
  listings,
  priceHistory,
} from '../src/features/listings/listing.table.js';
import { adminActions, reports } from '../src/features/moderation/moderation.table.js';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { serviceOffers, serviceRequests, serviceReviews } from '../src/features/services/service.table.js';
import { uploads } from '../src/features/uploads/upload.table.js';
import { sessions, users } from '../src/features/users/user.table.js';
import * as files from './fixtures/upload-files.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, sessionCookie, signedInUser, type TestApp } from './helpers/test-app.js';
import { caller, logIn } from './helpers/kit.js';

const MB = 1024 * 1024;
type Method = 'GET' | 'POST' | 'PATCH';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000', REGISTER_MAX_PER_IP: '1000' });
  db = t.database.db;
});
afterAll(() => t.close());

const call = caller(() => t);
const profileOf = async (cookie: string) => (await call('GET', '/api/auth/user/profile/', cookie)).json();

const upload = (kind: string, content: Buffer, cookie: string) => {
  const { body, contentType } = files.multipart(content, 'picture.png', 'file', 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads/${kind}/`,
    headers: { 'content-type': contentType, cookie },
    payload: body,
  });
};
const mediaFile = (url: string) => path.join(t.dataDir, 'media', url.replace(/^\/media\//, ''));

describe('account endpoints need a signed-in user', () => {
  it('answers 401 to a guest on every endpoint, before reading the body', async () => {
    const calls: [Method, string][] = [
      ['PATCH', '/api/auth/user/profile/'],
      ['POST', '/api/auth/user/change-password/'],
      ['GET', '/api/auth/user/settings/'],
      ['PATCH', '/api/auth/user/settings/'],
      ['POST', '/api/auth/user/delete/'],
    ];
    for (const [method, url] of calls) {
      const res = await call(method, url, undefined, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
    // A cookie that names no session is a guest too.
    expect((await call('GET', '/api/auth/user/settings/', 'sid=nonsense')).statusCode).toBe(401);
  });
});

describe('profile edit', () => {
  it('changes the fields sent, keeps the rest, and answers the same shape as GET profile', async () => {
    const me = await signedInUser(t, { fullName: 'Ayesha Khan', type: 'agent' });
    const res = await call('PATCH', '/api/auth/user/profile/', me.cookie, {
      full_name: '  Ayesha Malik ',
      phone_number: '+971 50 123 4567',
      gender: 'female',
      address: ' Dubai Marina, Dubai ',
      bio: 'Ten years in Dubai real estate. Arabic, English, Urdu.',
      designation: 'Senior consultant, Crescent Realty',
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      id: me.user.id,
      full_name: 'Ayesha Malik',
      email: me.seed.email.toLowerCase(),
      phone_number: '+971 50 123 4567',
      gender: 'female',
      address: 'Dubai Marina, Dubai',
      bio: 'Ten years in Dubai real estate. Arabic, English, Urdu.',
      designation: 'Senior consultant, Crescent Realty',
      type: 'agent',
      account_status: 'active',
      message_sound: true,
      email_notifications: true,
    });
    // The slug stays: links people already shared keep working.
    expect(user.slug).toBe(me.user.slug);
    expect(await profileOf(me.cookie)).toEqual(user);

    // Only what is sent changes; blank text clears a field; null clears the gender.
    const second = await call('PATCH', '/api/auth/user/profile/', me.cookie, { bio: '   ', gender: null });
    expect(second.json().user).toMatchObject({ bio: null, gender: null, full_name: 'Ayesha Malik' });
    expect(second.json().user.address).toBe('Dubai Marina, Dubai');
  });

  it('validates with the shared rules and names the field', async () => {
    const me = await signedInUser(t);
    const cases: [object, string, string][] = [
      [{ full_name: 'A' }, 'full_name', 'validation.full_name_required'],
      [{ full_name: 'x'.repeat(101) }, 'full_name', 'validation.full_name_too_long'],
      [{ phone_number: 'call me' }, 'phone_number', 'validation.phone_invalid'],
      [{ gender: 'robot' }, 'gender', 'account.errors.gender_invalid'],
      [{ bio: 'x'.repeat(1001) }, 'bio', 'account.errors.bio_too_long'],
      [{ address: 'x'.repeat(301) }, 'address', 'account.errors.address_too_long'],
      [{ designation: 'x'.repeat(101) }, 'designation', 'account.errors.designation_too_long'],
      [{ profile_picture: 'not-an-id' }, 'profile_picture', 'account.errors.upload_invalid'],
    ];
    for (const [body, field, key] of cases) {
      const res = await call('PATCH', '/api/auth/user/profile/', me.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field]).toBe(key);
    }
    expect((await profileOf(me.cookie)).full_name).toBe(me.user.fullName);
  });

  it('refuses to change the e-mail, with a clear message', async () => {
    const me = await signedInUser(t);
    const res = await call('PATCH', '/api/auth/user/profile/', me.cookie, {
      full_name: 'New Name',
      email: 'someone-else@example.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Your e-mail address cannot be changed.',
      fields: { email: 'account.errors.email_locked' },
    });
    const profile = await profileOf(me.cookie);
    expect(profile).toMatchObject({ email: me.seed.email.toLowerCase(), full_name: me.user.fullName });
  });

  it('changes only the signed-in user: ids in the body are ignored, another user stays as they were', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t, { fullName: 'Other Person' });
    const res = await call('PATCH', '/api/auth/user/profile/', me.cookie, {
      id: other.user.id,
      full_name: 'Mine Only',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: me.user.id, full_name: 'Mine Only' });
    expect((await profileOf(other.cookie)).full_name).toBe('Other Person');
  });

  it('claims a profile picture upload (kind profile_picture), refuses 6MB and another user’s upload', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);

    const big = await upload('profile_picture', Buffer.concat([await files.png(), Buffer.alloc(6 * MB)]), me.cookie);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'file_too_large', message: 'File too large: 5MB at most.' });

    const first = (await upload('profile_picture', await files.png(400, 400), me.cookie)).json();
    const saved = await call('PATCH', '/api/auth/user/profile/', me.cookie, { profile_picture: first.id });
    expect(saved.statusCode).toBe(200);
    const picture = saved.json().user.profile_picture as string;
    expect(picture).toBe(first.image.thumb.url);
    expect(picture).toMatch(/^\/media\/uploads\/profile_picture\//);
    expect(fs.existsSync(mediaFile(picture))).toBe(true);
    const [row] = await db.select().from(uploads).where(eq(uploads.id, first.id));
    expect(row!.ownerRef).toBe(`user:${me.user.id}:profile_picture`);

    // Someone else's upload, or an upload of another kind, cannot be claimed.
    const theirs = (await upload('profile_picture', await files.png(), other.cookie)).json();
    const stolen = await call('PATCH', '/api/auth/user/profile/', me.cookie, { profile_picture: theirs.id });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('invalid_upload');
    const cover = (await upload('cover_photo', await files.png(1200, 400), me.cookie)).json();
    expect((await call('PATCH', '/api/auth/user/profile/', me.cookie, { profile_picture: cover.id })).json().code).toBe(
      'invalid_upload',
    );
    expect((await profileOf(me.cookie)).profile_picture).toBe(picture);

    // The cover is its own kind; a new picture lets go of the old one (the sweep deletes it).
    const withCover = await call('PATCH', '/api/auth/user/profile/', me.cookie, { cover_photo: cover.id });
    expect(withCover.json().user.cover_photo).toBe(cover.image.full.url);
    const second = (await upload('profile_picture', await files.png(300, 300), me.cookie)).json();
    await call('PATCH', '/api/auth/user/profile/', me.cookie, { profile_picture: second.id });
    const [old] = await db.select().from(uploads).where(eq(uploads.id, first.id));
    expect(old!.ownerRef).toBeNull();

    // null removes the picture (the default avatar shows) and lets go of the upload.
    const removed = await call('PATCH', '/api/auth/user/profile/', me.cookie, { profile_picture: null });
    expect(removed.json().user.profile_picture).toBeNull();
    const [released] = await db.select().from(uploads).where(eq(uploads.id, second.id));
    expect(released!.ownerRef).toBeNull();
    expect((await profileOf(me.cookie)).cover_photo).toBe(cover.image.full.url);
  });
});

describe('change password', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const me = await signedInUser(t, { password: 'first-password-1' });
    const elsewhere = sessionCookie(await logIn(t, me.seed.email, 'first-password-1'));
    expect((await call('GET', '/api/auth/user/profile/', elsewhere)).statusCode).toBe(200);

    const wrong = await call('POST', '/api/auth/user/change-password/', me.cookie, {
      current_password: 'not-my-password',
      new_password: 'second-password-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'wrong_password',
      message: 'Your current password is not correct.',
      fields: { current_password: 'account.errors.current_password_wrong' },
    });
    expect((await call('GET', '/api/auth/user/profile/', elsewhere)).statusCode).toBe(200);

    const short = await call('POST', '/api/auth/user/change-password/', me.cookie, {
      current_password: 'first-password-1',
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ new_password: 'validation.password_too_short' });
    const same = await call('POST', '/api/auth/user/change-password/', me.cookie, {
      current_password: 'first-password-1',
      new_password: 'first-password-1',
    });
    expect(same.json().fields).toEqual({ new_password: 'account.errors.password_unchanged' });

    const ok = await call('POST', '/api/auth/user/change-password/', me.cookie, {
      current_password: 'first-password-1',
      new_password: 'second-password-2',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('success');
    expect((await call('GET', '/api/auth/user/profile/', me.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user/profile/', elsewhere)).statusCode).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toHaveLength(1);

    expect((await logIn(t, me.seed.email, 'first-password-1')).statusCode).toBe(401);
    expect((await logIn(t, me.seed.email, 'second-password-2')).statusCode).toBe(200);
  });

  it('limits current-password checks per user', async () => {
    const me = await signedInUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/api/auth/user/change-password/', me.cookie, {
        current_password: `guess-${i}`,
        new_password: 'a-new-password-1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('settings', () => {
  it('reads and changes only the signed-in user’s settings', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const read = await call('GET', '/api/auth/user/settings/', me.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toContain('no-store');
    const emails = DEFAULT_NOTIFICATION_EMAIL;
    const shown = { demand_matches: true, service_requests: true, listing_reviews: true, ads_ending: true };
    expect(read.json()).toEqual({
      message_sound: true,
      email_notifications: true,
      show_online_status: true,
      notification_email: emails,
      notification_in_app: shown,
    });

    const changed = await call('PATCH', '/api/auth/user/settings/', me.cookie, { message_sound: false });
    expect(changed.json()).toEqual({
      message_sound: false,
      email_notifications: true,
      show_online_status: true,
      notification_email: emails,
      notification_in_app: shown,
    });
    await call('PATCH', '/api/auth/user/settings/', me.cookie, { email_notifications: false });
    expect((await call('GET', '/api/auth/user/settings/', me.cookie)).json()).toEqual({
      message_sound: false,
      email_notifications: false,
      show_online_status: true,
      notification_email: emails,
      notification_in_app: shown,
    });
    // The profile carries them too (the chime reads message_sound from the session's profile).
    expect(await profileOf(me.cookie)).toMatchObject({ message_sound: false, email_notifications: false });
    // A kind's choice changes only that kind, and only for me.
    const daily = await call('PATCH', '/api/auth/user/settings/', me.cookie, {
      notification_email: { inquiries: 'daily' },
    });
    expect(daily.json().notification_email).toEqual({ ...emails, inquiries: 'daily' });
    expect((await call('GET', '/api/auth/user/settings/', other.cookie)).json()).toEqual({
      message_sound: true,
      email_notifications: true,
      show_online_status: true,
      notification_email: emails,
      notification_in_app: shown,
    });

    const bad = await call('PATCH', '/api/auth/user/settings/', me.cookie, { message_sound: 'loud' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ message_sound: 'account.errors.setting_invalid' });
    const badKind = await call('PATCH', '/api/auth/user/settings/', me.cookie, {
      notification_email: { inquiries: 'hourly' },
    });
    expect(badKind.statusCode).toBe(400);
  });
});

describe('account deletion', () => {
  /** Everything of `userId` that does not involve `goneId`, which must be identical before and after. */
  async function untouched(userId: number, goneId: number) {
    const goneListings = db.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, goneId));
    const gonePosts = db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.authorId, goneId));
    // Counters on their listings are checked on their own (the deleted user's like and comment leave them).
    const { likes: _likes, commentsCount: _comments, ...listingColumns } = getTableColumns(listings);
    const { commentsCount: _postComments, ...postColumns } = getTableColumns(blogPosts);
    // The inquiry the deleted user sent keeps its text for the lister, without its author.
    const { userId: _author, ...inquiryColumns } = getTableColumns(listingInquiries);
    return {
      user: await db.select().from(users).where(eq(users.id, userId)),
      listings: await db
        .select(listingColumns)
        .from(listings)
        .where(eq(listings.ownerId, userId))
        .orderBy(asc(listings.id)),
      priceHistory: await db
        .select(getTableColumns(priceHistory))
        .from(priceHistory)
        .innerJoin(listings, eq(listings.id, priceHistory.listingId))
        .where(eq(listings.ownerId, userId)),
      uploads: await db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(asc(uploads.id)),
      likes: await db
        .select()
        .from(listingLikes)
        .where(and(eq(listingLikes.userId, userId), notInArray(listingLikes.listingId, goneListings))),
      comments: await db
        .select()
        .from(listingComments)
        .where(and(eq(listingComments.userId, userId), notInArray(listingComments.listingId, goneListings))),
      inquiries: await db
        .select(inquiryColumns)
        .from(listingInquiries)
        .where(eq(listingInquiries.ownerId, userId))
        .orderBy(asc(listingInquiries.id)),
      follows: await db
        .select()
        .from(follows)
        .where(
          and(
            or(eq(follows.followerId, userId), eq(follows.followeeId, userId)),
            ne(follows.followerId, goneId),
            ne(follows.followeeId, goneId),
          ),
        ),
      demands: await db.select().from(demands).where(eq(demands.userId, userId)),
      awards: await db.select().from(awards).where(eq(awards.userId, userId)),
      ads: await db.select().from(adPlacements).where(eq(adPlacements.userId, userId)),
      posts: await db.select(postColumns).from(blogPosts).where(eq(blogPosts.authorId, userId)),
      blogComments: await db
        .select()
        .from(blogComments)
        .where(and(eq(blogComments.userId, userId), notInArray(blogComments.postId, gonePosts))),
      offers: await db
        .select({ id: serviceOffers.id, title: serviceOffers.title })
        .from(serviceOffers)
        .where(eq(serviceOffers.providerId, userId)),
      reviews: await db
        .select()
        .from(serviceReviews)
        .where(and(eq(serviceReviews.reviewerId, userId), ne(serviceReviews.providerId, goneId))),
      notifications: await db.select().from(userNotifications).where(eq(userNotifications.userId, userId)),
      ledger: await db.select().from(creditLedger).where(eq(creditLedger.userId, userId)),
      feedback: await db.select().from(appFeedback).where(eq(appFeedback.userId, userId)),
      sessions: await db.select().from(sessions).where(eq(sessions.userId, userId)),
      presence: await db.select().from(userPresence).where(eq(userPresence.userId, userId)),
      messages: await db
        .select()
        .from(chatMessages)
        .where(or(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, userId)))
        .orderBy(asc(chatMessages.id)),
      chatNotifications: await db.select().from(chatNotifications).where(eq(chatNotifications.userId, userId)),
      reports: await db.select().from(reports).where(eq(reports.reporterId, userId)),
    };
  }

  async function countOf(userId: number) {
    const n = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      listings: await n(db.select().from(listings).where(eq(listings.ownerId, userId))),
      uploads: await n(db.select().from(uploads).where(eq(uploads.userId, userId))),
      likes: await n(db.select().from(listingLikes).where(eq(listingLikes.userId, userId))),
      comments: await n(db.select().from(listingComments).where(eq(listingComments.userId, userId))),
      inquiriesReceived: await n(db.select().from(listingInquiries).where(eq(listingInquiries.ownerId, userId))),
      inquiriesSent: await n(db.select().from(listingInquiries).where(eq(listingInquiries.userId, userId))),
      follows: await n(
        db
          .select()
          .from(follows)
          .where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId))),
      ),
      demands: await n(db.select().from(demands).where(eq(demands.userId, userId))),
      awards: await n(db.select().from(awards).where(eq(awards.userId, userId))),
      ads: await n(db.select().from(adPlacements).where(eq(adPlacements.userId, userId))),
      posts: await n(db.select().from(blogPosts).where(eq(blogPosts.authorId, userId))),
      blogComments: await n(db.select().from(blogComments).where(eq(blogComments.userId, userId))),
      offers: await n(db.select().from(serviceOffers).where(eq(serviceOffers.providerId, userId))),
      requests: await n(
        db
          .select()
          .from(serviceRequests)
          .where(or(eq(serviceRequests.requesterId, userId), eq(serviceRequests.providerId, userId))),
      ),
      reviews: await n(
        db
          .select()
          .from(serviceReviews)
          .where(or(eq(serviceReviews.reviewerId, userId), eq(serviceReviews.providerId, userId))),
      ),
      notifications: await n(db.select().from(userNotifications).where(eq(userNotifications.userId, userId))),
      chatNotifications: await n(db.select().from(chatNotifications).where(eq(chatNotifications.userId, userId))),
      presence: await n(db.select().from(userPresence).where(eq(userPresence.userId, userId))),
      chatTokens: await n(db.select().from(chatTokens).where(eq(chatTokens.userId, userId))),
      ledger: await n(db.select().from(creditLedger).where(eq(creditLedger.userId, userId))),
      feedback: await n(db.select().from(appFeedback).where(eq(appFeedback.userId, userId))),
      corporate: await n(db.select().from(corporateInterest).where(eq(corporateInterest.userId, userId))),
      sessions: await n(db.select().from(sessions).where(eq(sessions.userId, userId))),
    };
  }

  /** One of everything a user can own or do, some of it aimed at `peer`'s content. */
  async function fillAccount(
    who: Awaited<ReturnType<typeof signedInUser>>,
    peer: { id: number; listingId: number; postId: number; offerId: number },
    packageId: number,
  ) {
    const id = who.user.id;
    const uploaded = (await upload('gallery', await files.png(640, 480), who.cookie)).json();
    const [post] = await db
      .insert(blogPosts)
      .values({
        authorId: id,
        slug: `post-${id}`,
        title: `Post by ${id}`,
        contentHtml: '<p>Hello</p>',
        commentsCount: 0,
      })
      .returning();
    const [offer] = await db
      .insert(serviceOffers)
      .values({
        providerId: id,
        slug: `offer-${id}`,
        trade: 'legal',
        title: `Offer by ${id}`,
        description: 'Conveyancing',
        country: 'PK',
        city: 'Lahore',
        cityKey: 'lahore',
        areaServed: 'Lahore',
      })
      .returning();
    await db.insert(demands).values({ userId: id, title: 'Wanted: flat', description: 'Two bedrooms near a park' });
    await db.insert(awards).values({ userId: id, title: 'Top agent', awardedOn: '2025-01-01' });
    await db.insert(adPlacements).values({
      kind: 'banner',
      userId: id,
      packageId,
      title: 'Banner',
      creditsSpent: 5,
      endsAt: new Date(Date.now() + 7 * 86400_000),
    });
    await db.insert(userNotifications).values({ userId: id, kind: 'demand_match' });
    await db.insert(creditLedger).values({ userId: id, amount: 50, reason: 'signup_grant' });
    await db.insert(appFeedback).values({ userId: id, title: 'Nice', description: 'Good site', rating: 4.5 });
    await db
      .insert(corporateInterest)
      .values({ userId: id, name: 'N', email: `corp-${id}@example.test`, company: 'C', interests: ['crm'] });
    await db
      .insert(reports)
      .values({ reporterId: id, targetType: 'listing', targetId: peer.listingId, reason: 'other' });
    // Aimed at the peer: a like, a comment, a follow, a blog comment, an inquiry, a request and a review.
    await call('POST', '/api/LikeOrUnlike/', who.cookie, { property_id: peer.listingId });
    await call('POST', `/api/properties/${peer.listingId}/comments/`, who.cookie, { body: `Comment by ${id}` });
    await db.insert(follows).values({ followerId: id, followeeId: peer.id });
    await db.insert(blogComments).values({ postId: peer.postId, userId: id, body: 'Great post' });
    await db.update(blogPosts).set({ commentsCount: 1 }).where(eq(blogPosts.id, peer.postId));
    await db.insert(listingInquiries).values({
      listingId: peer.listingId,
      ownerId: peer.id,
      userId: id,
      channel: 'email',
      name: 'Asker',
      email: `asker-${id}@example.test`,
      message: 'Is it available?',
    });
    const [request] = await db
      .insert(serviceRequests)
      .values({
        serviceId: peer.offerId,
        providerId: peer.id,
        requesterId: id,
        what: 'A deed',
        location: 'Lahore',
        status: 'completed',
      })
      .returning();
    await db.insert(serviceReviews).values({
      requestId: request!.id,
      serviceId: peer.offerId,
      providerId: peer.id,
      reviewerId: id,
      rating: id % 2 ? 5 : 3,
    });
    return {
      postId: post!.id,
      offerId: offer!.id,
      uploadUrl: uploaded.image.full.url as string,
      uploadId: uploaded.id,
    };
  }

  it('removes everything of the user and nothing else; the other side still reads the conversation', async () => {
    const gone = await signedInUser(t, { fullName: 'Leaving User', password: 'leaving-password-1', type: 'agent' });
    const stays = await signedInUser(t, { fullName: 'Staying User' });
    const third = await signedInUser(t, { fullName: 'Third User' });
    const [pkg] = await db
      .insert(featurePackages)
      .values({ kind: 'banner', name: 'Week', nameAr: 'أسبوع', credits: 5, days: 7 })
      .returning();

    // Listings with real uploaded files, and a profile picture.
    const goneListing = await insertListing(db, gone.user.id, { title: 'Leaving villa' });
    const staysListing = await insertListing(db, stays.user.id, { title: 'Staying flat' });
    const listingPhoto = (await upload('gallery', await files.png(800, 600), gone.cookie)).json();
    await db.update(uploads).set({ listingId: goneListing.id }).where(eq(uploads.id, listingPhoto.id));
    const staysPhoto = (await upload('gallery', await files.png(800, 600), stays.cookie)).json();
    await db.update(uploads).set({ listingId: staysListing.id }).where(eq(uploads.id, staysPhoto.id));
    const avatar = (await upload('profile_picture', await files.png(300, 300), gone.cookie)).json();
    await call('PATCH', '/api/auth/user/profile/', gone.cookie, { profile_picture: avatar.id, bio: 'About me' });

    // Blog posts and offers first, so each side can aim at the other's.
    const [gonePost] = await db
      .insert(blogPosts)
      .values({ authorId: gone.user.id, slug: `seed-${gone.user.id}`, title: 'G', contentHtml: '<p>g</p>' })
      .returning();
    const [staysPost] = await db
      .insert(blogPosts)
      .values({ authorId: stays.user.id, slug: `seed-${stays.user.id}`, title: 'S', contentHtml: '<p>s</p>' })
      .returning();
    const offerOf = async (providerId: number) =>
      (
        await db
          .insert(serviceOffers)
          .values({
            providerId,
            slug: `seed-offer-${providerId}`,
            trade: 'valuation',
            title: 'Valuation',
            description: 'Valuations',
            country: 'PK',
            city: 'Lahore',
            cityKey: 'lahore',
            areaServed: 'Lahore',
          })
          .returning()
      )[0]!;
    const goneOffer = await offerOf(gone.user.id);
    const staysOffer = await offerOf(stays.user.id);
    const goneFiles = await fillAccount(
      gone,
      { id: stays.user.id, listingId: staysListing.id, postId: staysPost!.id, offerId: staysOffer.id },
      pkg!.id,
    );
    const staysFiles = await fillAccount(
      stays,
      { id: gone.user.id, listingId: goneListing.id, postId: gonePost!.id, offerId: goneOffer.id },
      pkg!.id,
    );
    // The third user's review of the staying user's offer keeps counting after the deletion.
    const [thirdRequest] = await db
      .insert(serviceRequests)
      .values({
        serviceId: staysOffer.id,
        providerId: stays.user.id,
        requesterId: third.user.id,
        what: 'x',
        location: 'y',
      })
      .returning();
    await db.insert(serviceReviews).values({
      requestId: thirdRequest!.id,
      serviceId: staysOffer.id,
      providerId: stays.user.id,
      reviewerId: third.user.id,
      rating: 4,
    });
    await db.insert(follows).values([
      { followerId: stays.user.id, followeeId: third.user.id },
      { followerId: third.user.id, followeeId: gone.user.id },
    ]);
    await db.insert(adminActions).values({ adminId: gone.user.id, action: 'approve', targetType: 'listing' });

    // Chat both ways, presence and a real-time token.
    await call('POST', '/api/chat/send/', gone.cookie, {
      receiver_id: stays.user.id,
      message: 'Hello from the leaver',
    });
    await call('POST', '/api/chat/send/', stays.cookie, { receiver_id: gone.user.id, message: 'Hello back' });
    await call('POST', '/api/chat/send/', gone.cookie, { receiver_id: stays.user.id, message: 'Last words' });
    await call('POST', '/api/chat/presence/update/', gone.cookie, { is_online: true });
    expect((await call('POST', '/api/chat/token/', gone.cookie, {})).statusCode).toBe(200);
    const goneOtherSession = sessionCookie(await logIn(t, gone.seed.email, 'leaving-password-1'));

    const before = await countOf(gone.user.id);
    for (const [table, count] of Object.entries(before)) expect(count, `${table} before`).toBeGreaterThan(0);
    const staysBefore = await untouched(stays.user.id, gone.user.id);
    const thirdBefore = await untouched(third.user.id, gone.user.id);
    const [staysListingBefore] = await db.select().from(listings).where(eq(listings.id, staysListing.id));
    expect(staysListingBefore).toMatchObject({ likes: 1, commentsCount: 1 });
    const goneFilesOnDisk = [listingPhoto.image.full.url, avatar.image.thumb.url, goneFiles.uploadUrl].map(mediaFile);
    for (const file of goneFilesOnDisk) expect(fs.existsSync(file), file).toBe(true);

    // Refused without the right confirmation or password; nothing happens.
    const mismatch = await call('POST', '/api/auth/user/delete/', gone.cookie, {
      confirmation: 'DELETE',
      password: 'leaving-password-1',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({ confirmation: 'account.errors.confirmation_mismatch' });
    const wrong = await call('POST', '/api/auth/user/delete/', gone.cookie, {
      confirmation: gone.seed.email,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'wrong_password',
      fields: { password: 'account.errors.current_password_wrong' },
    });
    expect(await countOf(gone.user.id)).toEqual(before);

    const res = await call('POST', '/api/auth/user/delete/', gone.cookie, {
      confirmation: `  ${gone.seed.email.toUpperCase()} `,
      password: 'leaving-password-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('success');
    const cleared = res.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');

    // Everything of theirs is gone, files included.
    const after = await countOf(gone.user.id);
    for (const [table, count] of Object.entries(after)) expect(count, `${table} after`).toBe(0);
    expect(
      await db
        .select()
        .from(listings)
        .where(inArray(listings.id, [goneListing.id])),
    ).toHaveLength(0);
    expect(await db.select().from(blogPosts).where(eq(blogPosts.id, goneFiles.postId))).toHaveLength(0);
    for (const file of goneFilesOnDisk) expect(fs.existsSync(file), file).toBe(false);

    // The row stays, anonymised.
    const [row] = await db.select().from(users).where(eq(users.id, gone.user.id));
    expect(row).toMatchObject({
      fullName: 'Deleted account',
      slug: `deleted_${gone.user.id}`,
      phoneNumber: '',
      bio: null,
      address: null,
      designation: null,
      gender: null,
      profilePicture: null,
      coverPhoto: null,
      accountStatus: 'deactivated',
      isVerified: false,
      isAdmin: false,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(row!.email).toMatch(new RegExp(`^deleted-${gone.user.id}-[0-9a-f]{16}@deleted\\.invalid$`));
    // Kept on purpose: the administrator log, reports they made, the feedback (without its author).
    expect(await db.select().from(adminActions).where(eq(adminActions.adminId, gone.user.id))).toHaveLength(1);
    expect(await db.select().from(reports).where(eq(reports.reporterId, gone.user.id))).toHaveLength(1);
    expect((await db.select().from(appFeedback)).filter((f) => f.title === 'Nice' && f.userId === null)).toHaveLength(
      1,
    );
    const sentInquiry = await db
      .select()
      .from(listingInquiries)
      .where(eq(listingInquiries.email, `asker-${gone.user.id}@example.test`));
    expect(sentInquiry).toMatchObject([{ ownerId: stays.user.id, userId: null }]);

    // Nobody else lost anything; counters on their content no longer count the deleted user.
    expect(await untouched(stays.user.id, gone.user.id)).toEqual(staysBefore);
    expect(await untouched(third.user.id, gone.user.id)).toEqual(thirdBefore);
    const [staysListingAfter] = await db.select().from(listings).where(eq(listings.id, staysListing.id));
    expect(staysListingAfter).toMatchObject({ likes: 0, commentsCount: 0 });
    const [staysPostAfter] = await db.select().from(blogPosts).where(eq(blogPosts.id, staysPost!.id));
    expect(staysPostAfter!.commentsCount).toBe(0);
    const [staysOfferAfter] = await db.select().from(serviceOffers).where(eq(serviceOffers.id, staysOffer.id));
    expect(staysOfferAfter).toMatchObject({ ratingCount: 1, ratingAvg: 4 });
    expect(fs.existsSync(mediaFile(staysPhoto.image.full.url))).toBe(true);
    expect(fs.existsSync(mediaFile(staysFiles.uploadUrl))).toBe(true);
    expect((await call('GET', `/api/properties/${staysListing.id}/`, stays.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/properties/${goneListing.id}/`, stays.cookie)).statusCode).toBe(404);

    // The other side still reads the conversation, with the sender shown as a deleted account.
    const page = await call('GET', `/api/chat/messages/${gone.user.id}/`, stays.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json().results.map((m: { message: string }) => m.message)).toEqual([
      'Hello from the leaver',
      'Hello back',
      'Last words',
    ]);
    expect(page.json().other_user).toMatchObject({
      id: gone.user.id,
      name: 'Deleted account',
      slug: '',
      deleted: true,
      profile_picture: '/images/default-avatar.svg',
    });
    const conversations = (await call('GET', '/api/chat/conversations/', stays.cookie)).json().results;
    expect(conversations[0].user).toMatchObject({ id: gone.user.id, name: 'Deleted account', deleted: true });
    const bell = (await call('GET', '/api/chat/notifications/', stays.cookie)).json();
    expect(bell.notifications[0]).toMatchObject({
      sender: { id: gone.user.id, deleted: true },
      last_message: 'Last words',
    });
    // ...but cannot write to it any more.
    const reply = await call('POST', '/api/chat/send/', stays.cookie, { receiver_id: gone.user.id, message: 'Hello?' });
    expect(reply.statusCode).toBe(404);

    // The account is closed: old sessions, the old password and the old e-mail no longer sign in.
    expect((await call('GET', '/api/auth/user/profile/', gone.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user/profile/', goneOtherSession)).statusCode).toBe(401);
    expect((await logIn(t, gone.seed.email, 'leaving-password-1')).statusCode).toBe(401);
    expect((await logIn(t, row!.email, 'leaving-password-1')).statusCode).toBe(401);

    // The e-mail is free for a new sign-up, which starts empty.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: {
        full_name: 'Leaving User',
        email: gone.seed.email,
        phone_number: '+923001112233',
        password: 'a-fresh-password-1',
        type: 'buyer',
        accept_terms: true,
      },
    });
    expect(again.statusCode).toBe(202);
    const fresh = await logIn(t, gone.seed.email, 'a-fresh-password-1');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.id).not.toBe(gone.user.id);
    expect(fresh.json().user.liked_properties).toEqual([]);
  });
});
