import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetail, UploadedFile } from '@estate/shared';
import * as files from './fixtures/upload-files.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

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
  latitude: 25.0693,
  longitude: 55.1417,
  area_unit: 'sqft',
  area_size: 850,
  youtube_links: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
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
