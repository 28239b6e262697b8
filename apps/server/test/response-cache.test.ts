import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createResponseCache, listingChange } from '../src/lib/response-cache.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { insertListing } from './helpers/listings.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let lahore: number;
let karachi: number;

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE_SECONDS: '60' });
  owner = await signedInUser(t);
  lahore = (await insertListing(t.database.db, owner.user.id, { title: 'Cached house in Lahore' })).id;
  karachi = (
    await insertListing(t.database.db, owner.user.id, {
      title: 'Cached flat in Karachi',
      city: 'Karachi',
      address: 'Clifton Block 5, Karachi',
      latitude: 24.8138,
      longitude: 67.0299,
    })
  ).id;
});
afterAll(() => t.close());

describe("guests' answers are cached briefly, and a change drops only what it touches", () => {
  it('serves a repeated guest search from the cache, never a signed-in one', async () => {
    const first = await get('/api/properties/?city=Lahore');
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await get('/api/properties/?city=Lahore');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
    for (let i = 0; i < 2; i++) {
      const signedIn = await get('/api/properties/?city=Lahore', owner.cookie);
      expect(signedIn.headers['x-cache']).toBeUndefined();
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('lets a CDN keep guests` answers (public, s-maxage) but never a signed-in one', async () => {
    for (const url of [
      '/api/properties/?city=Dubai',
      '/api/properties/map/?city=Dubai',
      `/api/properties/${lahore}/`,
    ]) {
      const guest = await get(url);
      expect(guest.statusCode).toBe(200);
      expect(guest.headers['cache-control']).toBe(PUBLIC);
      expect(guest.headers.vary).toMatch(/cookie/i);
      const again = await get(url);
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.headers['cache-control']).toBe(PUBLIC);
      const signedIn = await get(url, owner.cookie);
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      expect(signedIn.headers.vary).toMatch(/cookie/i);
    }
  });

  it('a price change in Lahore refreshes Lahore`s searches, the unfiltered one and the listing, not Karachi`s', async () => {
    const urls = {
      lahoreSearch: '/api/properties/?city=lahore&sort=newest',
      lahoreMap: '/api/properties/map/?city=Lahore',
      karachiSearch: '/api/properties/?city=Karachi',
      karachiMap: '/api/properties/map/?city=Karachi',
      everywhere: '/api/properties/?sort=newest',
      lahoreDetail: `/api/properties/${lahore}/`,
      karachiDetail: `/api/properties/${karachi}/`,
    };
    for (const url of Object.values(urls)) await get(url);
    for (const url of Object.values(urls)) expect((await get(url)).headers['x-cache'], url).toBe('hit');

    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${lahore}/price/`,
      payload: { price: 123_456 },
      headers: { cookie: owner.cookie },
    });
    expect(changed.statusCode).toBe(200);

    for (const url of [urls.karachiSearch, urls.karachiMap, urls.karachiDetail]) {
      expect((await get(url)).headers['x-cache'], url).toBe('hit');
    }
    for (const url of [urls.lahoreSearch, urls.lahoreMap, urls.everywhere, urls.lahoreDetail]) {
      expect((await get(url)).headers['x-cache'], url).toBeUndefined();
    }
    expect((await get(urls.lahoreDetail)).json().price).toBe(123_456);
    const inLahore = (await get(urls.lahoreSearch)).json().results;
    expect(inLahore.find((card: { id: number }) => card.id === lahore).price).toBe(123_456);
    const everywhere = (await get(urls.everywhere)).json().results;
    expect(everywhere.find((card: { id: number }) => card.id === lahore).price).toBe(123_456);
  });

  it('a listing that moves from Lahore to Karachi refreshes both cities', async () => {
    const before = (await get('/api/properties/?city=Karachi')).json();
    expect(before.results.map((card: { id: number }) => card.id)).not.toContain(lahore);
    await get('/api/properties/?city=Lahore');
    await get('/api/properties/?city=Islamabad');
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${lahore}/`,
      payload: { city: 'Karachi', address: 'Clifton Block 2, Karachi', latitude: 24.82, longitude: 67.03 },
      headers: { cookie: owner.cookie },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const karachiNow = await get('/api/properties/?city=Karachi');
    expect(karachiNow.headers['x-cache']).toBeUndefined();
    expect(karachiNow.json().results.map((card: { id: number }) => card.id)).toContain(lahore);
    const lahoreNow = await get('/api/properties/?city=Lahore');
    expect(lahoreNow.headers['x-cache']).toBeUndefined();
    expect(lahoreNow.json().results.map((card: { id: number }) => card.id)).not.toContain(lahore);
    expect((await get('/api/properties/?city=Islamabad')).headers['x-cache']).toBe('hit');
  });

  it('never caches a refusal, and tells shared caches not to', async () => {
    const missing = await get('/api/properties/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await get('/api/properties/999999/')).headers['x-cache']).toBeUndefined();
  });
});

describe('identical concurrent misses are computed once', () => {
  it('runs the search once for ten identical guest requests', async () => {
    const search = vi.spyOn(t.app.services.listings, 'search');
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => get('/api/properties/?city=Multan&page=1')));
      expect(search).toHaveBeenCalledTimes(1);
      expect(answers.every((a) => a.statusCode === 200 && a.body === answers[0]!.body)).toBe(true);
      expect(answers.filter((a) => a.headers['x-cache'] === 'hit')).toHaveLength(9);
    } finally {
      search.mockRestore();
    }
  });

  it('a refusal releases the waiting requests, which then answer by themselves', async () => {
    const detail = vi.spyOn(t.app.services.listings, 'detail');
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => get('/api/properties/888888/')));
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404]);
      expect(detail).toHaveBeenCalledTimes(5);
    } finally {
      detail.mockRestore();
    }
  });

  it('signed-in requests are never coalesced nor cached', async () => {
    const search = vi.spyOn(t.app.services.listings, 'search');
    try {
      await Promise.all(Array.from({ length: 4 }, () => get('/api/properties/?city=Quetta', owner.cookie)));
      expect(search).toHaveBeenCalledTimes(4);
    } finally {
      search.mockRestore();
    }
  });
});

describe('with the cache off (RESPONSE_CACHE_SECONDS=0)', () => {
  it('every request computes its answer and nothing may keep it', async () => {
    const off = await createTestApp({ RESPONSE_CACHE_SECONDS: '0' });
    try {
      const search = vi.spyOn(off.app.services.listings, 'search');
      const answers = await Promise.all(Array.from({ length: 4 }, () => off.app.inject({ url: '/api/properties/' })));
      expect(search).toHaveBeenCalledTimes(4);
      for (const answer of answers) {
        expect(answer.headers['x-cache']).toBeUndefined();
        expect(answer.headers['cache-control']).toBe('no-cache');
      }
    } finally {
      await off.close();
    }
  });
});

describe('the cache itself', () => {
  const page = (body: string) => ({ status: 200, headers: {}, body });

  it('does not store an answer computed while one of its tags was invalidated', () => {
    const cache = createResponseCache({ seconds: 60 });
    const ticket = cache.ticket();
    cache.invalidate(listingChange(1, 'lahore'));
    expect(cache.set('a', page('old Lahore'), ['city:lahore'], ticket)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('b', page('Karachi'), ['city:karachi'], ticket)).toBe(true);
    expect(cache.set('c', page('new Lahore'), ['city:lahore'], cache.ticket())).toBe(true);
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, tags: 0 });
  });

  it('forgets a key in the tag index when the entry goes', () => {
    const cache = createResponseCache({ seconds: 60, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, page(key), [`listing:${key}`], cache.ticket());
    expect(cache.stats()).toMatchObject({ entries: 2, tags: 2 });
  });
});

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = net.connect(Number(port || 6379), hostname);
  socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
  socket.once('connect', () => (socket.end(), resolve(true)));
  socket.once('error', () => resolve(false));
});

describe.skipIf(!redisUp)(`invalidations reach every app process through Redis (${redisUrl})`, () => {
  it('an invalidation in one process drops the entry in another', async () => {
    const clients = [new Redis(redisUrl, { lazyConnect: true }), new Redis(redisUrl, { lazyConnect: true })];
    await Promise.all(clients.map((c) => c.connect()));
    const [a, b] = clients.map((redis) => createResponseCache({ seconds: 60, redis }));
    try {
      await Promise.all([a!.listening(), b!.listening()]);
      b!.set('k', { status: 200, headers: {}, body: 'x' }, ['city:lahore'], b!.ticket());
      b!.set('other', { status: 200, headers: {}, body: 'y' }, ['city:karachi'], b!.ticket());
      a!.invalidate(listingChange(7, 'lahore'));
      await vi.waitFor(() => expect(b!.get('k')).toBeUndefined());
      expect(b!.get('other')?.body).toBe('y');
    } finally {
      await Promise.all(clients.map((c) => c.quit()));
    }
  });
});
