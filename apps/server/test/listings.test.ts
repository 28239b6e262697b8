import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail, MapAnswer, SearchAnswer } from '@estate/shared';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { eq } from 'drizzle-orm';
import { listings } from '../src/features/listings/listing.table.js';
import { insertListing } from './helpers/listings.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
const ids: Record<string, number> = {};

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { fullName: 'Owner Person' });
  other = await signedInUser(t, { fullName: 'Other Person' });
  const db = t.database.db;
  const o = owner.user.id;
  ids.lahoreHouse = (await insertListing(db, o, {}, { createdAt: day(1) })).id;
  ids.lahoreFlat = (
    await insertListing(
      db,
      o,
      {
        title: 'Modern apartment near Gulberg',
        property_type: 'apartment',
        price: 12_000_000,
        bedrooms: 2,
        bathrooms: 2,
        floors: undefined,
        area_unit: 'sqft',
        area_size: 1200,
        latitude: 31.5204,
        longitude: 74.3587,
      },
      { createdAt: day(2) },
    )
  ).id;
  ids.lahoreRent = (
    await insertListing(
      db,
      o,
      {
        purpose: 'rent',
        rent_frequency: 'month',
        title: 'Upper portion for rent',
        property_type: 'upper_portion',
        price: 90_000,
        bedrooms: 3,
      },
      { createdAt: day(3) },
    )
  ).id;
  ids.dubaiVilla = (
    await insertListing(
      db,
      other.user.id,
      {
        title: 'Beach villa with private pool',
        description: 'Five bedrooms on the Palm, sea view from every room.',
        property_type: 'villa',
        price: 15_000_000,
        currency: 'AED',
        country: 'AE',
        city: 'Dubai',
        bedrooms: 5,
        bathrooms: 6,
        floors: 3,
        area_unit: 'sqft',
        area_size: 7000,
        latitude: 25.1124,
        longitude: 55.139,
      },
      { createdAt: day(4) },
    )
  ).id;
  ids.dubaiPoolInDescription = (
    await insertListing(
      db,
      other.user.id,
      {
        title: 'Townhouse in Arabian Ranches',
        description: 'Shared pool and park nearby.',
        property_type: 'townhouse',
        price: 4_000_000,
        currency: 'AED',
        country: 'AE',
        city: 'Dubai',
        area_unit: 'sqft',
        area_size: 2500,
        latitude: 25.0553,
        longitude: 55.2679,
      },
      { createdAt: day(5) },
    )
  ).id;
  ids.riyadhArabic = (
    await insertListing(
      db,
      other.user.id,
      {
        title: 'شقة فاخرة للبيع في حي الملقا',
        description: 'شقة واسعة قريبة من المدارس والخدمات.',
        property_type: 'apartment',
        price: 1_200_000,
        currency: 'SAR',
        country: 'SA',
        city: 'Riyadh',
        area_unit: 'sqm',
        area_size: 180,
        latitude: 24.8,
        longitude: 46.62,
      },
      { createdAt: day(6) },
    )
  ).id;
  ids.pending = (
    await insertListing(
      db,
      owner.user.id,
      { title: 'Pending plot in Lahore', property_type: 'house' },
      { status: 'pending', createdAt: day(7) },
    )
  ).id;
  ids.sold = (
    await insertListing(db, owner.user.id, { title: 'Sold house in Lahore' }, { status: 'sold', createdAt: day(8) })
  ).id;
});

afterAll(async () => {
  await t?.close();
});

async function search(query: string, cookie?: string): Promise<SearchAnswer> {
  const response = await t.app.inject({ url: `/api/properties/?${query}`, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const titles = (answer: SearchAnswer) => answer.results.map((r) => r.title);

describe('search', () => {
  it('lists public listings newest first and hides pending and sold ones', async () => {
    const answer = await search('');
    expect(answer.count).toBe(6);
    expect(answer.results.map((r) => r.id)).toEqual([
      ids.riyadhArabic,
      ids.dubaiPoolInDescription,
      ids.dubaiVilla,
      ids.lahoreRent,
      ids.lahoreFlat,
      ids.lahoreHouse,
    ]);
  });

  it('shows the owner their own pending listing, and no one else', async () => {
    expect(titles(await search('city=Lahore', owner.cookie))).toContain('Pending plot in Lahore');
    expect(titles(await search('city=Lahore', other.cookie))).not.toContain('Pending plot in Lahore');
    // The same shape of search with another city reuses the prepared statement with its own values.
    expect(titles(await search('city=Dubai', owner.cookie))).not.toContain('Pending plot in Lahore');
    expect(titles(await search('city=Lahore', owner.cookie))).toContain('Pending plot in Lahore');
    // Above the first page only, first, and in the same answer as the public page and its count.
    const first = await search('city=Lahore&page_size=1', owner.cookie);
    expect(titles(first)[0]).toBe('Pending plot in Lahore');
    expect(titles(await search('city=Lahore&page_size=1&page=2', owner.cookie))).not.toContain(
      'Pending plot in Lahore',
    );
    expect(first.count).toBe((await search('city=Lahore&page_size=1', other.cookie)).count + 1);
    // First in every order, the price orders too (one statement with the page since issue 11's sixth
    // session: the public rows are sorted, the owner's are not mixed in).
    for (const sort of ['price_asc', 'price_desc', 'area_desc']) {
      const sorted = await search(`city=Lahore&sort=${sort}`, owner.cookie);
      expect(titles(sorted)[0]).toBe('Pending plot in Lahore');
      expect(titles(sorted).slice(1)).toEqual(titles(await search(`city=Lahore&sort=${sort}`, other.cookie)));
    }
  });

  it.each([
    ['purpose=rent', ['Upper portion for rent']],
    ['purpose=sale&city=lahore', ['Modern apartment near Gulberg', 'Family house with garden']],
    ['country=AE&min_price=5000000', ['Beach villa with private pool']],
    ['city=Dubai&max_price=5000000', ['Townhouse in Arabian Ranches']],
    ['bedrooms=5', ['Beach villa with private pool']],
    ['bedrooms=4&bathrooms=3&country=PK', ['Family house with garden']],
    ['floors=3', ['Beach villa with private pool']],
    ['area_type=residential&property_type=apartment&country=PK', ['Modern apartment near Gulberg']],
    ['property_type=villa&purpose=rent', []],
  ])('filters: %s', async (query, expected) => {
    expect(titles(await search(query))).toEqual(expected);
  });

  it('sorts by price and by area (normalized to square metres across units)', async () => {
    const byPrice = await search('country=PK&sort=price_asc');
    expect(byPrice.results.map((r) => r.price)).toEqual([90_000, 12_000_000, 25_000_000]);
    const byArea = await search('country=PK&sort=area_desc');
    // 10 marla = 252.9 m² is larger than 1200 sq ft = 111.5 m²
    expect(byArea.results.map((r) => r.id)).toEqual([ids.lahoreRent, ids.lahoreHouse, ids.lahoreFlat]);
    expect(byArea.results.find((r) => r.id === ids.lahoreFlat)?.area_sqm).toBeCloseTo(111.48, 1);
  });

  it('featured=1 keeps the featured listings only', async () => {
    await t.database.db.update(listings).set({ isFeatured: true }).where(eq(listings.id, ids.dubaiVilla));
    expect(titles(await search('featured=1'))).toEqual(['Beach villa with private pool']);
    await t.database.db.update(listings).set({ isFeatured: false }).where(eq(listings.id, ids.dubaiVilla));
  });

  it('paginates with a total count', async () => {
    const first = await search('page_size=4');
    const second = await search('page_size=4&page=2');
    expect(first).toMatchObject({ count: 6, pages: 2, page: 1, count_capped: false });
    expect(first.results).toHaveLength(4);
    expect(second.results).toHaveLength(2);
    expect(new Set([...first.results, ...second.results].map((r) => r.id)).size).toBe(6);
  });

  it('finds keywords with stemming and ranks a title match above a description match', async () => {
    const answer = await search('q=pools');
    expect(answer.results.map((r) => r.id)).toEqual([ids.dubaiVilla, ids.dubaiPoolInDescription]);
  });

  it('finds Arabic text', async () => {
    expect((await search(`q=${encodeURIComponent('شقة الملقا')}`)).results.map((r) => r.id)).toEqual([
      ids.riyadhArabic,
    ]);
  });

  it('answers "no results" as an empty list, not an error', async () => {
    expect(await search('q=submarine')).toMatchObject({ results: [], count: 0 });
  });

  it('ignores nonsense in the URL rather than failing', async () => {
    const answer = await search('purpose=castle&bedrooms=-3&page=abc&sort=random');
    expect(answer.count).toBe(6);
  });

  it('map: pins only inside the box', async () => {
    const response = await t.app.inject({ url: '/api/properties/map/?bbox=54.9,24.9,55.5,25.3' });
    const answer: MapAnswer = response.json();
    expect(answer.points.map((p) => p.id).sort()).toEqual([ids.dubaiVilla, ids.dubaiPoolInDescription].sort());
    expect(answer.total).toBe(2);
    const listInBox = await search('bbox=54.9,24.9,55.5,25.3&country=AE&purpose=sale&max_price=5000000');
    expect(titles(listInBox)).toEqual(['Townhouse in Arabian Ranches']);
  });
});

describe('detail', () => {
  it('answers by slug or id, with the lister and price history', async () => {
    const byId = await t.app.inject({ url: `/api/properties/${ids.dubaiVilla}/` });
    expect(byId.statusCode).toBe(200);
    const detail: ListingDetail = byId.json();
    expect(detail).toMatchObject({
      title: 'Beach villa with private pool',
      area_unit: 'sqft',
      area_size: 7000,
      lister: { full_name: 'Other Person' },
      is_owner: false,
    });
    expect(detail.price_history).toHaveLength(1);
    expect(detail).not.toHaveProperty('media_ids');
    const bySlug = await t.app.inject({ url: `/api/properties/${detail.slug}/` });
    expect(bySlug.json().id).toBe(ids.dubaiVilla);
  });

  it('"Property Not Found" for unknown and for others\' pending listings; sold pages stay public', async () => {
    for (const url of [
      '/api/properties/999999/',
      '/api/properties/no-such-thing/',
      `/api/properties/${ids.pending}/`,
    ]) {
      const response = await t.app.inject({ url, headers: { cookie: other.cookie } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: 'Property Not Found' });
    }
    const own = await t.app.inject({ url: `/api/properties/${ids.pending}/`, headers: { cookie: owner.cookie } });
    expect(own.json()).toMatchObject({ status: 'pending', is_owner: true });
    expect((await t.app.inject({ url: `/api/properties/${ids.sold}/` })).json().status).toBe('sold');
  });

  it('related: similar, nearby with distances, recommended', async () => {
    const response = await t.app.inject({ url: `/api/properties/${ids.lahoreHouse}/related/` });
    const related = response.json();
    expect(related.nearby[0].id).toBe(ids.lahoreRent); // same coordinates
    expect(related.nearby[0].distance_km).toBe(0);
    expect(related.nearby.map((l: { id: number }) => l.id)).not.toContain(ids.lahoreHouse);
    expect(related.nearby.map((l: { id: number }) => l.id)).not.toContain(ids.pending);
    expect(Array.isArray(related.similar) && Array.isArray(related.recommended)).toBe(true);
  });
});

describe('likes: POST /api/LikeOrUnlike/', () => {
  const like = (cookie: string | undefined, property_id: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/LikeOrUnlike/',
      payload: { property_id },
      headers: cookie ? { cookie } : {},
    });

  it('toggles and the profile follows', async () => {
    const on = await like(other.cookie, ids.lahoreHouse);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ status: 'success', liked: true });
    const profile = await t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie: other.cookie } });
    expect(profile.json().liked_properties).toEqual([ids.lahoreHouse]);
    expect((await t.app.inject({ url: `/api/properties/${ids.lahoreHouse}/` })).json().likes).toBe(1);
    const off = await like(other.cookie, ids.lahoreHouse);
    expect(off.json()).toEqual({ status: 'success', liked: false });
    const after = await t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie: other.cookie } });
    expect(after.json().liked_properties).toEqual([]);
  });

  it('needs a signed-in user, a known visible listing and a property_id', async () => {
    expect((await like(undefined, ids.lahoreHouse)).statusCode).toBe(401);
    expect((await like(other.cookie, 999999)).statusCode).toBe(404);
    expect((await like(other.cookie, ids.pending)).statusCode).toBe(404);
    expect((await like(other.cookie, 'abc')).statusCode).toBe(400);
  });
});

describe('owner actions', () => {
  const act = (method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const actions = (id: number) =>
    [
      ['PATCH', `/api/properties/${id}/`, { title: 'Taken over listing' }],
      ['POST', `/api/properties/${id}/status/`, { status: 'sold' }],
      ['POST', `/api/properties/${id}/price/`, { price: 1 }],
      ['POST', `/api/properties/${id}/feature/`, undefined],
      ['POST', `/api/properties/${id}/unfeature/`, undefined],
      ['DELETE', `/api/properties/${id}/`, undefined],
    ] as const;

  it('another user is refused every action (403 on a public listing, 404 on a hidden one)', async () => {
    for (const [method, url, payload] of actions(ids.lahoreFlat)) {
      expect((await act(method, url, other.cookie, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, payload] of actions(ids.pending)) {
      expect((await act(method, url, other.cookie, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const unchanged = (await t.app.inject({ url: `/api/properties/${ids.lahoreFlat}/` })).json();
    expect(unchanged).toMatchObject({ title: 'Modern apartment near Gulberg', status: 'for_sale', is_featured: false });
  });

  it('a guest is asked to log in', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/properties/${ids.lahoreFlat}/feature/` });
    expect(response.statusCode).toBe(401);
  });

  it('the owner edits the price (kept in the history), status and fields', async () => {
    const price = await act('POST', `/api/properties/${ids.lahoreFlat}/price/`, owner.cookie, { price: 11_500_000 });
    expect(price.statusCode).toBe(200);
    expect(price.json().property.price_history.map((p: { price: number }) => p.price)).toEqual([
      12_000_000, 11_500_000,
    ]);
    // Featuring spends credits: see credits.test.ts.
    const featured = await act('POST', `/api/properties/${ids.lahoreFlat}/feature/`, owner.cookie);
    expect(featured.statusCode).toBe(400);
    const status = await act('POST', `/api/properties/${ids.lahoreFlat}/status/`, owner.cookie, { status: 'rented' });
    expect(status.json().property.status).toBe('rented');
    const bad = await act('POST', `/api/properties/${ids.lahoreFlat}/status/`, owner.cookie, { status: 'gone' });
    expect(bad.statusCode).toBe(400);
    const edited = await act('PATCH', `/api/properties/${ids.lahoreFlat}/`, owner.cookie, {
      title: 'Renovated apartment near Gulberg',
      area_unit: 'sqm',
      area_size: 120,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().property).toMatchObject({
      title: 'Renovated apartment near Gulberg',
      slug: `renovated-apartment-near-gulberg-${ids.lahoreFlat}`,
      area_sqm: 120,
      bedrooms: 2,
    });
  });

  it('an edit must still pass every rule of the merged listing', async () => {
    const response = await act('PATCH', `/api/properties/${ids.lahoreHouse}/`, owner.cookie, { purpose: 'rent' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ rent_frequency: 'listing_rules.rent_frequency_required' });
  });

  it('the owner deletes a listing', async () => {
    const { id } = await insertListing(t.database.db, owner.user.id, { title: 'Short lived listing' });
    expect((await act('DELETE', `/api/properties/${id}/`, owner.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/properties/${id}/` })).statusCode).toBe(404);
  });
});

describe('comments, inquiries and counting', () => {
  it('anyone reads comments; posting needs login', async () => {
    const url = `/api/properties/${ids.dubaiVilla}/comments/`;
    expect((await t.app.inject({ method: 'POST', url, payload: { body: 'Hello' } })).statusCode).toBe(401);
    const posted = await t.app.inject({
      method: 'POST',
      url,
      payload: { body: '  Is it still available?  ' },
      headers: { cookie: owner.cookie },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      body: 'Is it still available?',
      is_mine: true,
      author: { full_name: 'Owner Person' },
    });
    const empty = await t.app.inject({
      method: 'POST',
      url,
      payload: { body: '   ' },
      headers: { cookie: owner.cookie },
    });
    expect(empty.json().fields).toEqual({ body: 'listing_rules.comment_required' });
    const list = await t.app.inject({ url });
    expect(list.json().results.map((c: { body: string; is_mine: boolean }) => [c.body, c.is_mine])).toEqual([
      ['Is it still available?', false],
    ]);
    expect((await t.app.inject({ url: `/api/properties/${ids.dubaiVilla}/` })).json().comments_count).toBe(1);
  });

  it('an inquiry by phone reveals the number and counts a click; by e-mail keeps it private', async () => {
    const url = `/api/properties/${ids.dubaiVilla}/inquiries/`;
    const base = { name: 'Ali', message: 'Interested, please call me.' };
    const phone = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...base, channel: 'whatsapp', phone: '+971 50 123 4567' },
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json()).toMatchObject({ status: 'success', channel: 'whatsapp', phone: other.user.phoneNumber });
    const email = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...base, channel: 'email', email: 'ali@example.com' },
    });
    expect(email.json()).toMatchObject({ channel: 'email', phone: null });
    const missing = await t.app.inject({ method: 'POST', url, payload: { ...base, channel: 'email' } });
    expect(missing.json().fields).toEqual({ email: 'listing_rules.email_required' });
    const detail = (await t.app.inject({ url: `/api/properties/${ids.dubaiVilla}/` })).json();
    expect(detail.clicks).toBe(1);
  });

  it('a view counts once per visitor per day; a guest is their address, not their User-Agent (F12)', async () => {
    const url = `/api/properties/${ids.lahoreRent}/events/`;
    const view = (headers: Record<string, string>, remoteAddress = '203.0.113.5') =>
      t.app.inject({ method: 'POST', url, payload: { kind: 'view' }, headers, remoteAddress });
    expect((await view({ 'user-agent': 'A' })).json()).toEqual({ status: 'success', counted: true });
    expect((await view({ 'user-agent': 'A' })).json()).toEqual({ status: 'success', counted: false });
    for (let i = 0; i < 25; i++) expect((await view({ 'user-agent': `rotated-${i}` })).json().counted).toBe(false);
    expect((await view({ 'user-agent': 'A' }, '2001:db8:1:2::7')).json().counted).toBe(true);
    expect((await view({ 'user-agent': 'A' }, '2001:db8:1:2::8')).json().counted).toBe(false);
    expect((await view({ cookie: owner.cookie })).json().counted).toBe(true);
    const share = await t.app.inject({ method: 'POST', url, payload: { kind: 'share' } });
    expect(share.json().counted).toBe(true);
    const detail = (await t.app.inject({ url: `/api/properties/${ids.lahoreRent}/` })).json();
    expect(detail).toMatchObject({ views: 3, shares: 1 });
  });

  it('events from one address are limited (300 an hour); past it nothing counts', async () => {
    const url = `/api/properties/${ids.dubaiVilla}/events/`;
    const before = (await t.app.inject({ url: `/api/properties/${ids.dubaiVilla}/` })).json().clicks;
    const answers = [];
    for (let i = 0; i < 305; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { kind: 'click' },
        remoteAddress: '198.51.100.77',
      });
      answers.push(res.statusCode);
    }
    expect(new Set(answers)).toEqual(new Set([200]));
    const signedIn = await t.app.inject({
      method: 'POST',
      url,
      payload: { kind: 'click' },
      headers: { cookie: owner.cookie },
      remoteAddress: '198.51.100.77',
    });
    expect(signedIn.json().counted).toBe(false);
    const after = (await t.app.inject({ url: `/api/properties/${ids.dubaiVilla}/` })).json().clicks;
    expect(after - before).toBe(1);
  });
});
