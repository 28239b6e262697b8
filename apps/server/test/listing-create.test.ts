import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/lib/sql-rows.js';
import type { ListingDetail, UploadedFile } from '@estate/shared';
import * as files from './fixtures/upload-files.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { dldPermit } from './helpers/permits.js';
import { baseListing } from './helpers/listings.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t);
  other = await signedInUser(t);
});
afterAll(() => t.close());

async function upload(kind: string, content: Buffer, cookie: string, filename = 'file.bin'): Promise<UploadedFile> {
  const { body, contentType } = files.multipart(content, filename);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/uploads/${kind}/`,
    headers: { 'content-type': contentType, cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

let places = 0;
/** A flat; each call its own (the same place, size and price would be the same unit: issue 37). */
const listing = (media: Record<string, unknown>) => ({
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
  amenities: ['balcony', 'gym'],
  country: 'AE',
  city: 'Dubai',
  address: 'Cluster D, Jumeirah Lake Towers',
  latitude: 25.0693 + (places += 1) * 0.01,
  longitude: 55.1417,
  area_unit: 'sqft',
  area_size: 850,
  youtube_links: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ...dldPermit(),
  ...media,
});

describe('POST /api/properties/', () => {
  it('creates a listing with its photos, floor plan and YouTube link, and finds it', async () => {
    const featured = await upload('featured', await files.png(800, 600), owner.cookie, 'front.png');
    const gallery = [
      await upload('gallery', await files.png(1200, 800), owner.cookie),
      await upload('gallery', await files.jpegWithExif(), owner.cookie),
    ];
    const plan = await upload('floor_plan', files.pdf(), owner.cookie, 'plan.pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties/',
      headers: { cookie: owner.cookie },
      payload: listing({
        featured_image: featured.id,
        gallery_images: gallery.map((g) => g.id),
        floor_plans: [plan.id],
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const property: ListingDetail = response.json().property;
    expect(property).toMatchObject({
      status: 'for_rent',
      rent_frequency: 'year',
      photo_count: 3,
      is_owner: true,
      youtube_links: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      slug: `sunny-flat-with-a-balcony-in-jlt-${property.id}`,
    });
    expect(property.cover?.card.url).toBe(featured.image?.card.url);
    expect(property.gallery.map((g) => g.full.url)).toEqual(gallery.map((g) => g.image?.full.url));
    expect(property.floor_plans).toMatchObject([{ name: 'plan.pdf', mime: 'application/pdf' }]);
    expect(property.area_sqm).toBeCloseTo(78.97, 1);

    const found = await t.app.inject({ url: '/api/properties/?q=balcony%20JLT&city=dubai&purpose=rent' });
    expect(found.json().results.map((r: { id: number }) => r.id)).toEqual([property.id]);
  });

  it('refuses a guest', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/properties/', payload: listing({}) });
    expect(response.statusCode).toBe(401);
  });

  it('answers every broken rule with its field and message, and creates nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties/',
      headers: { cookie: owner.cookie },
      payload: { purpose: 'rent', latitude: 95, area_size: 10 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      title: 'listing_rules.title_required',
      rent_frequency: 'listing_rules.rent_frequency_required',
      latitude: 'listing_rules.latitude_invalid',
      area_unit: 'listing_rules.area_unit_required',
      area_size: 'listing_rules.area_unit_first',
      featured_image: 'listing_rules.featured_image_required',
    });
  });

  it("refuses a price outside its market's currency with a translated 422, on create and on edit (issue 39, U1)", async () => {
    const featured = await upload('featured', await files.png(), owner.cookie);
    const create = (payload: object, cookie = owner.cookie) =>
      t.app.inject({ method: 'POST', url: '/api/properties/', headers: { cookie }, payload });
    const before = (await t.app.inject({ url: '/api/properties/?city=Dubai' })).json().count;
    const pkrInDubai = await create(listing({ featured_image: featured.id, currency: 'PKR', price: 2_350_000 }));
    expect(pkrInDubai.statusCode).toBe(422);
    expect(pkrInDubai.json()).toMatchObject({
      code: 'currency_not_market',
      fields: { currency: 'listing_rules.currency_not_market' },
    });
    expect(pkrInDubai.json().message).toMatch(/AED in the UAE/);
    expect((await t.app.inject({ url: '/api/properties/?city=Dubai' })).json().count).toBe(before);

    const made = await create(listing({ featured_image: featured.id, title: 'Flat priced in dirhams' }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().property.id;
    const edit = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/properties/${id}/`, headers: { cookie: owner.cookie }, payload });
    // Moving it to Lahore keeps AED: refused until the price is in rupees too.
    const moved = await edit({ country: 'PK', city: 'Lahore', latitude: 31.52, longitude: 74.35 });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().code).toBe('currency_not_market');
    const repriced = await edit({ country: 'PK', city: 'Lahore', latitude: 31.52, longitude: 74.35, currency: 'PKR' });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().property).toMatchObject({ country: 'PK', currency: 'PKR' });
    // A country without a currency of its own here takes any listed currency.
    const abroad = await edit({ country: 'FR', city: 'Paris', latitude: 48.85, longitude: 2.35, currency: 'EUR' });
    expect(abroad.statusCode, abroad.body).toBe(200);
  });

  it("cannot use another user's upload", async () => {
    const theirs = await upload('featured', await files.png(), other.cookie);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties/',
      headers: { cookie: owner.cookie },
      payload: listing({ featured_image: theirs.id }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ featured_image: 'listing_rules.upload_invalid' });
    const search = await t.app.inject({ url: '/api/properties/?city=Dubai' });
    expect(search.json().count).toBe(1);
  });
});

describe('a new listing sent again with its Idempotency-Key (issue 38)', () => {
  it('is stored once: the retry answers the listing the first request made', async () => {
    const featured = await upload('featured', await files.png(800, 600), owner.cookie, 'front.png');
    const payload = { ...baseListing({ title: 'Corner house, sent twice' }), featured_image: featured.id };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/properties/',
        headers: { cookie: owner.cookie, 'idempotency-key': 'listing-submit-0001' },
        payload,
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    // The answer was lost (a 503 after the commit, a dropped connection): the wizard sends again.
    const retry = await send();
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().property.id).toBe(first.json().property.id);
    const stored = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from listings where title = 'Corner house, sent twice'`,
      ),
    );
    expect(stored[0]!.n).toBe(1);
    // Keys are each user's own: the same key from another lister makes their own listing.
    const theirPhoto = await upload('featured', await files.png(800, 600), other.cookie, 'front.png');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/properties/',
      headers: { cookie: other.cookie, 'idempotency-key': 'listing-submit-0001' },
      payload: { ...payload, featured_image: theirPhoto.id, latitude: 31.5, title: 'Another corner house' },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().property.id).not.toBe(first.json().property.id);
  });
});
