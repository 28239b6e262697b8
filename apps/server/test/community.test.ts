import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, agencyMembers } from '../src/features/agencies/agency.table.js';
import { awards } from '../src/features/awards/award.table.js';
import { blogPosts } from '../src/features/blog/blog.table.js';
import { appFeedback } from '../src/features/feedback/feedback.table.js';
import { followerCount } from '../src/features/follows/follow.repository.js';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { users } from '../src/features/users/user.table.js';
import * as files from './fixtures/upload-files.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { dldPermit } from './helpers/permits.js';
import { caller } from './helpers/kit.js';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let ali: Signed;
let sara: Signed;
let omar: Signed;
let noor: Signed;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  ali = await signedInUser(t, { fullName: 'Ali Raza', type: 'agent', designation: 'Consultant', bio: 'Homes in DHA.' });
  sara = await signedInUser(t, { fullName: 'Sara Khan' });
  omar = await signedInUser(t, { fullName: 'Omar Farooq' });
  noor = await signedInUser(t, { fullName: 'Noor Huda' });
});
afterAll(() => t.close());

const call = caller(() => t);

describe('POST /api/app-feedback/ (spec sections 5, 7 and 8)', () => {
  const valid = { title: 'Great search', description: 'The map view is very handy.', rating: 4.5 };

  it('a guest is refused with the spec’s sentence', async () => {
    const answer = await call('POST', '/api/app-feedback/', undefined, valid);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('You must be logged in to submit a review');
  });

  it('blank fields after trimming give "Please fill in all required fields"', async () => {
    for (const body of [
      { ...valid, title: '   ' },
      { ...valid, description: ' \n\t ' },
      { description: valid.description, rating: 3 },
      { title: valid.title, rating: 3 },
      {},
    ]) {
      const answer = await call('POST', '/api/app-feedback/', ali.cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toBe('Please fill in all required fields');
    }
  });

  it('a rating outside 0.5..5 or between half steps is refused with a clear message', async () => {
    for (const rating of [0, -0.5, 5.5, 6, 4.3, 2.25, 'abc', true, 0.25]) {
      const answer = await call('POST', '/api/app-feedback/', ali.cookie, { ...valid, rating });
      expect(answer.statusCode, String(rating)).toBe(400);
      expect(answer.json()).toMatchObject({
        message: 'Choose a rating from 0.5 to 5 in half steps.',
        fields: { rating: 'feedback.errors.rating_invalid' },
      });
    }
  });

  it('saves trimmed feedback with its rating (5 when left out) and thanks the user', async () => {
    for (const rating of [0.5, 4.5, 5, '3.5']) {
      const answer = await call('POST', '/api/app-feedback/', sara.cookie, { ...valid, title: '  Nice  ', rating });
      expect(answer.statusCode, String(rating)).toBe(201);
      expect(answer.json()).toEqual({ message: 'Thank you for your feedback!' });
    }
    const noRating = await call('POST', '/api/app-feedback/', sara.cookie, { title: 'Ok', description: 'Fine.' });
    expect(noRating.statusCode).toBe(201);
    const rows = await t.database.db.select().from(appFeedback).where(eq(appFeedback.userId, sara.user.id));
    expect(rows.map((r) => Number(r.rating))).toEqual([0.5, 4.5, 5, 3.5, 5]);
    expect(rows[0]!.title).toBe('Nice');
  });

  it('refuses a cross-site submission', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/app-feedback/',
      headers: { cookie: ali.cookie, origin: 'https://evil.example' },
      payload: valid,
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('follows and public profiles', () => {
  it('guests cannot follow or read a feed; nobody can follow themselves or a missing user', async () => {
    expect((await call('POST', `/api/follows/${sara.user.id}/`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/follows/${sara.user.id}/`)).statusCode).toBe(401);
    expect((await call('GET', '/api/follows/feed/')).statusCode).toBe(401);
    const self = await call('POST', `/api/follows/${ali.user.id}/`, ali.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself.');
    expect((await call('POST', '/api/follows/999999/', ali.cookie)).statusCode).toBe(404);
  });

  it('follow and unfollow change the counts; following twice counts once', async () => {
    const first = await call('POST', `/api/follows/${ali.user.id}/`, sara.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ is_following: true, followers: 1 });
    expect((await call('POST', `/api/follows/${ali.user.id}/`, sara.cookie)).json()).toEqual({
      is_following: true,
      followers: 1,
    });
    expect((await call('POST', `/api/follows/${ali.user.id}/`, omar.cookie)).json().followers).toBe(2);
    expect(await followerCount(t.database.db, ali.user.id)).toBe(2);

    const asSara = (await call('GET', `/api/profiles/${ali.user.slug}/`, sara.cookie)).json();
    expect(asSara).toMatchObject({ followers: 2, following: 0, is_following: true, is_self: false });
    const asNoor = (await call('GET', `/api/profiles/${ali.user.slug}/`, noor.cookie)).json();
    expect(asNoor.is_following).toBe(false);
    const asGuest = (await call('GET', `/api/profiles/${ali.user.slug}/`)).json();
    expect(asGuest).toMatchObject({ is_following: false, is_self: false });
    expect((await call('GET', `/api/profiles/${ali.user.slug}/`, ali.cookie)).json().is_self).toBe(true);
    expect((await call('GET', `/api/profiles/${sara.user.slug}/`)).json().following).toBe(1);

    expect((await call('DELETE', `/api/follows/${ali.user.id}/`, omar.cookie)).json()).toEqual({
      is_following: false,
      followers: 1,
    });
    expect((await call('GET', `/api/profiles/${ali.user.slug}/`)).json().followers).toBe(1);
    // The signed-in profile (spec section 3) carries the same count.
    expect((await call('GET', '/api/auth/user/profile/', ali.cookie)).json().followers).toBe(1);
  });

  it('the feed shows public listings and posts of followed people, newest first', async () => {
    const db = t.database.db;
    const old = await insertListing(db, ali.user.id, { title: 'Older house' }, { createdAt: new Date('2025-01-01') });
    await insertListing(db, ali.user.id, { title: 'Pending house' }, { status: 'pending' });
    await insertListing(db, noor.user.id, { title: 'Not followed house' });
    await db.insert(blogPosts).values({
      authorId: ali.user.id,
      slug: 'buying-in-dha-guide',
      title: 'Buying in DHA: a guide',
      contentHtml: '<p>Start with the phase.</p>',
      excerpt: 'Start with the phase.',
      createdAt: new Date('2025-03-01'),
    });
    const fresh = await insertListing(db, ali.user.id, { title: 'Brand new flat' }, { createdAt: new Date() });

    const feed = (await call('GET', '/api/follows/feed/', sara.cookie)).json();
    expect(feed.results.map((i: { kind: string }) => i.kind)).toEqual(['listing', 'post', 'listing']);
    expect(feed.results[0]).toMatchObject({ listing: { id: fresh.id }, author: { id: ali.user.id } });
    expect(feed.results[1].post).toMatchObject({ slug: 'buying-in-dha-guide', title: 'Buying in DHA: a guide' });
    expect(feed.results[2].listing.id).toBe(old.id);
    expect(feed.has_more).toBe(false);
    // Someone who follows nobody has an empty feed.
    expect((await call('GET', '/api/follows/feed/', noor.cookie)).json().results).toEqual([]);

    const suggestions = (await call('GET', '/api/follows/suggestions/', sara.cookie)).json().results;
    const ids = suggestions.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(sara.user.id);
    expect(ids).not.toContain(ali.user.id);
  });

  it('a profile shows public fields only, awards, public listings and posts', async () => {
    await t.database.db
      .insert(awards)
      .values({ userId: ali.user.id, title: 'Top agent 2024', description: 'Most sales', awardedOn: '2024-12-01' });
    const answer = await call('GET', `/api/profiles/${ali.user.slug}/`);
    expect(answer.statusCode).toBe(200);
    const profile = answer.json();
    expect(profile).toMatchObject({
      id: ali.user.id,
      full_name: 'Ali Raza',
      type: 'agent',
      designation: 'Consultant',
      bio: 'Homes in DHA.',
      listings_count: 2,
      posts_count: 1,
      awards: [{ title: 'Top agent 2024', date: '2024-12-01' }],
    });
    for (const field of ['email', 'phone_number', 'address', 'liked_properties', 'is_admin', 'gender']) {
      expect(profile, field).not.toHaveProperty(field);
    }
    expect(JSON.stringify(profile)).not.toContain(ali.seed.email);

    const listed = (await call('GET', `/api/profiles/${ali.user.slug}/listings/`)).json();
    expect(listed.count).toBe(2);
    expect(listed.results.map((l: { title: string }) => l.title)).not.toContain('Pending house');
    const posts = (await call('GET', `/api/profiles/${ali.user.slug}/posts/`)).json();
    expect(posts.results).toHaveLength(1);
  });

  it("an agent's profile names their agency and BRN while they are on its public team (issue 36)", async () => {
    const profile = async () => (await call('GET', `/api/profiles/${omar.user.slug}/`)).json();
    expect((await profile()).agency).toBeNull();
    const [office] = await t.database.db
      .insert(agencies)
      .values({
        slug: 'omar-homes',
        nameEn: 'Omar Homes',
        nameAr: 'بيوت عمر',
        country: 'AE',
        city: 'Dubai',
        cityKey: 'dubai',
        phone: '+971 4 123 4567',
        email: 'office@omar-homes.example',
      })
      .returning();
    await t.database.db.insert(agencyMembers).values({
      userId: omar.user.id,
      agencyId: office!.id,
      role: 'agent',
      brn: '45678',
      brnExpiresOn: '2027-03-31',
    });
    expect((await profile()).agency).toEqual({
      slug: 'omar-homes',
      name: 'Omar Homes',
      name_ar: 'بيوت عمر',
      logo: null,
      brn: '45678',
      brn_expires_on: '2027-03-31',
      // The agency's licence: a trust tick of the profile (issue 42, J8.6).
      licence: { authority: 'none', number: null, expires_on: null, checked_at: null },
    });
    await t.database.db.update(agencyMembers).set({ isPublic: false }).where(eq(agencyMembers.userId, omar.user.id));
    expect((await profile()).agency).toBeNull();
    await t.database.db.update(agencyMembers).set({ isPublic: true }).where(eq(agencyMembers.userId, omar.user.id));
    await t.database.db.update(agencies).set({ status: 'suspended' }).where(eq(agencies.id, office!.id));
    expect((await profile()).agency).toBeNull();
  });

  it('unknown, suspended and deleted accounts have no profile', async () => {
    expect((await call('GET', '/api/profiles/no-such-person/')).statusCode).toBe(404);
    expect((await call('GET', '/api/profiles/no-such-person/listings/')).statusCode).toBe(404);
    const suspended = await signedInUser(t, { fullName: 'Suspended Person' });
    await t.database.db.update(users).set({ accountStatus: 'suspended' }).where(eq(users.id, suspended.user.id));
    expect((await call('GET', `/api/profiles/${suspended.user.slug}/`)).statusCode).toBe(404);
    expect((await call('POST', `/api/follows/${suspended.user.id}/`, sara.cookie)).statusCode).toBe(404);
    const deleted = await signedInUser(t, { fullName: 'Deleted Person' });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    expect((await call('GET', `/api/profiles/${deleted.user.slug}/`)).statusCode).toBe(404);
  });
});

describe('demands', () => {
  const wish = {
    title: 'Two-bed flat near the metro',
    description: 'Family of four, moving in March.',
    purpose: 'rent',
    property_type: 'apartment',
    country: 'AE',
    city: 'Dubai',
    budget_min: 60000,
    budget_max: 90000,
    currency: 'AED',
    bedrooms: 2,
  };
  let saraDemand: number;

  it('guests cannot post; the rules give each field its message', async () => {
    expect((await call('POST', '/api/demands/', undefined, wish)).statusCode).toBe(401);
    const cases: [object, string, string][] = [
      [{ ...wish, title: '  ' }, 'title', 'demands.errors.title_required'],
      [{ ...wish, title: 'Flat' }, 'title', 'demands.errors.title_short'],
      [{ ...wish, description: '' }, 'description', 'demands.errors.description_required'],
      [{ ...wish, purpose: 'swap' }, 'purpose', 'demands.errors.purpose_required'],
      [{ ...wish, currency: '' }, 'currency', 'demands.errors.currency_required'],
      [{ ...wish, budget_min: 100000 }, 'budget_max', 'demands.errors.budget_order'],
      [{ ...wish, bedrooms: 40 }, 'bedrooms', 'demands.errors.bedrooms'],
      [{ ...wish, property_type: 'castle' }, 'property_type', 'demands.errors.property_type'],
    ];
    for (const [body, field, key] of cases) {
      const answer = await call('POST', '/api/demands/', sara.cookie, body);
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json().fields[field], key).toBe(key);
    }
  });

  it('a signed-in user posts a demand; everyone finds it with filters', async () => {
    const created = await call('POST', '/api/demands/', sara.cookie, {
      ...wish,
      title: '  Two-bed flat near the metro ',
    });
    expect(created.statusCode).toBe(201);
    const demand = created.json();
    saraDemand = demand.id;
    expect(demand).toMatchObject({
      title: 'Two-bed flat near the metro',
      status: 'open',
      budget_min: 60000,
      author: { id: sara.user.id, full_name: 'Sara Khan' },
      is_mine: true,
    });
    await call('POST', '/api/demands/', omar.cookie, {
      title: 'Plot to buy in Lahore',
      description: 'Residential plot, 10 marla.',
      purpose: 'sale',
      city: 'Lahore',
    });

    const ids = async (query: string) =>
      (await call('GET', `/api/demands/?${query}`)).json().results.map((d: { id: number }) => d.id);
    expect(await ids('')).toContain(saraDemand);
    expect(await ids('purpose=rent&city=dubai')).toContain(saraDemand);
    expect(await ids('purpose=sale')).not.toContain(saraDemand);
    expect(await ids('property_type=villa')).not.toContain(saraDemand);
    expect(await ids('min_budget=80000&max_budget=100000')).toContain(saraDemand);
    expect(await ids('min_budget=95000')).not.toContain(saraDemand);
    expect(await ids('bedrooms=2')).toContain(saraDemand);
    expect(await ids('bedrooms=3')).not.toContain(saraDemand);
    expect(await ids('q=METRO')).toContain(saraDemand);
    expect(await ids('q=100%25')).not.toContain(saraDemand);
    const one = (await call('GET', `/api/demands/${saraDemand}/`)).json();
    expect(one).toMatchObject({ id: saraDemand, is_mine: false });
  });

  it('only the author edits, closes and deletes', async () => {
    const url = `/api/demands/${saraDemand}/`;
    expect((await call('PATCH', url, undefined, { title: 'Hijacked title' })).statusCode).toBe(401);
    expect((await call('PATCH', url, omar.cookie, { title: 'Hijacked title' })).statusCode).toBe(403);
    expect((await call('DELETE', url, omar.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', url)).statusCode).toBe(401);

    const badMerge = await call('PATCH', url, sara.cookie, { budget_min: 95000 });
    expect(badMerge.statusCode).toBe(400);
    expect(badMerge.json().fields.budget_max).toBe('demands.errors.budget_order');

    const edited = await call('PATCH', url, sara.cookie, { budget_max: 95000, city: 'Sharjah' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ budget_max: 95000, city: 'Sharjah', title: wish.title });

    expect((await call('PATCH', url, sara.cookie, { status: 'closed' })).json().status).toBe('closed');
    const publicIds = (await call('GET', '/api/demands/')).json().results.map((d: { id: number }) => d.id);
    expect(publicIds).not.toContain(saraDemand);
    expect((await call('GET', url, omar.cookie)).statusCode).toBe(404);
    expect((await call('GET', url, sara.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/demands/?mine=1')).statusCode).toBe(401);
    const mine = (await call('GET', '/api/demands/?mine=1', sara.cookie)).json();
    expect(mine.results.map((d: { id: number; status: string }) => [d.id, d.status])).toEqual([[saraDemand, 'closed']]);

    expect((await call('DELETE', url, sara.cookie)).statusCode).toBe(200);
    expect((await call('GET', url, sara.cookie)).statusCode).toBe(404);
  });
});

describe('a new listing matching a demand notifies its author', () => {
  const lister = () => ali;
  const demandFor = (who: Signed, overrides: object = {}) =>
    call('POST', '/api/demands/', who.cookie, {
      title: 'Flat in JLT wanted',
      description: 'Close to the metro.',
      purpose: 'rent',
      property_type: 'apartment',
      city: 'Dubai',
      budget_min: 70000,
      budget_max: 90000,
      currency: 'AED',
      bedrooms: 1,
      ...overrides,
    }).then((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return r.json().id as number;
    });

  async function publish(): Promise<{ slug: string; title: string }> {
    const { body, contentType } = files.multipart(await files.png(800, 600), 'front.png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/featured/',
      headers: { 'content-type': contentType, cookie: lister().cookie },
      payload: body,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const created = await call('POST', '/api/properties/', lister().cookie, {
      purpose: 'rent',
      area_type: 'residential',
      property_type: 'apartment',
      title: 'Sunny flat with a balcony in JLT',
      description: 'Walk to the metro.',
      price: 85000,
      currency: 'AED',
      rent_frequency: 'year',
      bedrooms: 1,
      bathrooms: 2,
      country: 'AE',
      city: 'dubai',
      address: 'Cluster D, Jumeirah Lake Towers',
      latitude: 25.0693,
      longitude: 55.1417,
      area_unit: 'sqft',
      area_size: 850,
      featured_image: upload.json().id,
      ...dldPermit(),
    });
    expect(created.statusCode, created.body).toBe(201);
    // Demand matching is a background job (lib/jobs.ts): wait for it, as a user would for the bell.
    await t.app.services.jobs.settled();
    const property = created.json().property ?? created.json();
    return { slug: property.slug, title: property.title };
  }

  const notificationsOf = (userId: number) =>
    t.database.db.select().from(userNotifications).where(eq(userNotifications.userId, userId));

  it('only matching open demands of other people get one notification', async () => {
    const matching = await demandFor(sara);
    await demandFor(omar, { purpose: 'sale' });
    await demandFor(noor, { city: 'Abu Dhabi' });
    await demandFor(noor, { budget_max: 80000 });
    await demandFor(noor, { currency: 'PKR', budget_min: 70000, budget_max: 90000 });
    await demandFor(noor, { bedrooms: 3 });
    const closed = await demandFor(noor, { title: 'Closed flat demand' });
    await call('PATCH', `/api/demands/${closed}/`, noor.cookie, { status: 'closed' });
    await demandFor(ali); // the lister's own demand

    const listing = await publish();
    const saraRows = await notificationsOf(sara.user.id);
    expect(saraRows).toHaveLength(1);
    expect(saraRows[0]).toMatchObject({
      kind: 'demand_match',
      isRead: false,
      payload: {
        title: listing.title,
        link: `/properties/${listing.slug}`,
        demand_id: matching,
        demand_title: 'Flat in JLT wanted',
      },
    });
    expect(await notificationsOf(omar.user.id)).toHaveLength(0);
    expect(await notificationsOf(noor.user.id)).toHaveLength(0);
    expect(await notificationsOf(ali.user.id)).toHaveLength(0);
  });

  it('notifications are the user’s own: list, count, read one, read all', async () => {
    for (const url of ['/api/notifications/', '/api/notifications/unread-count/']) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    expect((await call('POST', '/api/notifications/read-all/')).statusCode).toBe(401);
    await t.database.db.insert(userNotifications).values({
      userId: sara.user.id,
      kind: 'listing_approved',
      payload: { title: 'My flat', link: '/properties/my-flat-1' },
    });
    const list = (await call('GET', '/api/notifications/', sara.cookie)).json();
    expect(list.unread_count).toBe(2);
    expect(list.results.map((n: { kind: string }) => n.kind).sort()).toEqual(['demand_match', 'listing_approved']);
    expect((await call('GET', '/api/notifications/', omar.cookie)).json()).toMatchObject({
      results: [],
      unread_count: 0,
    });

    const id = list.results[0].id as number;
    expect((await call('POST', `/api/notifications/${id}/read/`, omar.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/notifications/unread-count/', sara.cookie)).json()).toEqual({ unread_count: 2 });
    expect((await call('POST', `/api/notifications/${id}/read/`, sara.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/unread-count/', sara.cookie)).json()).toEqual({ unread_count: 1 });
    expect((await call('POST', '/api/notifications/read-all/', sara.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/unread-count/', sara.cookie)).json()).toEqual({ unread_count: 0 });
  });
});
