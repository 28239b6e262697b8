/**
 * A price 100 times the area's usual at publish (issue 41): the lister is asked to check it (409
 * `price_typo` with the usual price), and "the price is right" publishes it for a moderator to
 * check, out of the statistics until then; a usual price publishes as before.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAreaStats } from '../src/features/areas/area-stats.compute.js';
import { listings } from '../src/features/listings/listing.table.js';
import * as files from './fixtures/upload-files.js';
import { caller } from './helpers/kit.js';
import { baseListing, insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let lister: Awaited<ReturnType<typeof signedInUser>>;
const call = caller(() => t);

async function upload(): Promise<string> {
  const { body, contentType } = files.multipart(await files.png(800, 600), 'cover.png');
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/featured/',
    headers: { 'content-type': contentType, cookie: lister.cookie },
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

beforeAll(async () => {
  t = await createTestApp();
  lister = await signedInUser(t);
  const other = await signedInUser(t);
  // Last month: 12 ten-marla houses in DHA Phase 6 asking 22-33 M (about 100,000 a m²).
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 12));
  for (let i = 0; i < 12; i += 1)
    await insertListing(t.database.db, other.user.id, baseListing({ price: 22_000_000 + i * 1_000_000 }), {
      createdAt: lastMonth,
    });
  await computeAreaStats(t.database.db, now);
});
afterAll(() => t.close());

describe('a price typo at publish', () => {
  it('a price 100 times the usual is paused with the usual price; confirmed, it waits for a moderator', async () => {
    const body = { ...baseListing({ price: 2_750_000_000 }), featured_image: await upload() };
    const paused = await call('POST', '/api/properties/', lister, body);
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toMatchObject({
      code: 'price_typo',
      fields: { price: 'listing_alerts.price_typo_high', currency: 'PKR', factor: '100' },
    });
    expect(Number(paused.json().fields.usual_price)).toBeCloseTo(27_500_000, -6);
    // Nothing was stored, and the upload is still the lister's to use.
    expect(await t.database.db.select().from(listings).where(eq(listings.ownerId, lister.user.id))).toHaveLength(0);

    const confirmed = await call('POST', '/api/properties/?price_confirmed=1', lister, body);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().property.status).toBe('pending');
  });

  it('a hundredth of the usual (two zeros short) is paused too, a usual price is not', async () => {
    const cheap = await call('POST', '/api/properties/', lister, {
      ...baseListing({ price: 275_000 }),
      featured_image: await upload(),
    });
    expect(cheap.json()).toMatchObject({ code: 'price_typo', fields: { price: 'listing_alerts.price_typo_low' } });
    const fine = await call('POST', '/api/properties/', lister, {
      ...baseListing({ price: 31_000_000 }),
      featured_image: await upload(),
    });
    expect(fine.statusCode, fine.body).toBe(201);
    expect(fine.json().property.status).toBe('for_sale');
  });

  it('where the area has no figures, nothing is compared and nothing paused', async () => {
    const answer = await call('POST', '/api/properties/', lister, {
      ...baseListing({
        price: 9_000_000_000,
        city: 'Multan',
        address: 'Gulgasht Colony, Multan',
        latitude: 30.21,
        longitude: 71.47,
      }),
      featured_image: await upload(),
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });
});
