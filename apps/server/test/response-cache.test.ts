import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { insertListing } from './helpers/listings.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let id: number;

beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE_SECONDS: '60' });
  owner = await signedInUser(t);
  id = (await insertListing(t.database.db, owner.user.id, { title: 'Cached house in Lahore' })).id;
});
afterAll(() => t.close());

describe("guests' answers are cached briefly; any listing change empties the cache", () => {
  it('serves a repeated guest search from the cache, never a signed-in one', async () => {
    const first = await t.app.inject({ url: '/api/properties/?city=Lahore' });
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await t.app.inject({ url: '/api/properties/?city=Lahore' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
    const signedIn = await t.app.inject({ url: '/api/properties/?city=Lahore', headers: { cookie: owner.cookie } });
    expect(signedIn.headers['x-cache']).toBeUndefined();
  });

  it('a price change reaches guests at once', async () => {
    await t.app.inject({ url: `/api/properties/${id}/` });
    expect((await t.app.inject({ url: `/api/properties/${id}/` })).headers['x-cache']).toBe('hit');
    await t.app.inject({
      method: 'POST',
      url: `/api/properties/${id}/price/`,
      payload: { price: 123_456 },
      headers: { cookie: owner.cookie },
    });
    const after = await t.app.inject({ url: `/api/properties/${id}/` });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().price).toBe(123_456);
    const search = await t.app.inject({ url: '/api/properties/?city=Lahore' });
    expect(search.json().results[0].price).toBe(123_456);
  });

  it('never caches a refusal', async () => {
    await t.app.inject({ url: '/api/properties/999999/' });
    expect((await t.app.inject({ url: '/api/properties/999999/' })).headers['x-cache']).toBeUndefined();
  });
});
