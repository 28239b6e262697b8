/**
 * Prices across currencies (issue 39, U3): with no market chosen, price bounds are in the visitor's
 * currency and every listing's price is compared after conversion with the database's exchange
 * rates; with a country or a city, the bounds are in that market's currency. Administrators alone
 * change the rates, each change logged; saved-search alerts compare the same way.
 *
 * The seeded rates (migration 0037): 3.6725 AED, 3.75 SAR and 283.9 PKR to the US dollar. So
 * AED 200,000 = USD 54,459 = PKR 15,460,858 = SAR 204,220, and PKR 2,000,000 = AED 25,872: well
 * under the maximum (a raw comparison of the numbers would have left it out, and let PKR 200,000
 * flats through beside AED 200,000 ones).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRatesAnswer, SearchAnswer } from '@estate/shared';
import { adminActions } from '../src/features/moderation/moderation.table.js';
import { users } from '../src/features/users/user.table.js';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { caller } from './helpers/kit.js';

let t: TestApp;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;
let member: Person;
const ids: Record<string, number> = {};

const call = caller(() => t);
const search = async (query: string) => {
  const answer = await call('GET', `/api/properties/?purpose=sale&page_size=100&${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as SearchAnswer;
};
const found = async (query: string) => new Set((await search(query)).results.map((r) => r.id));
const setRate = (currency: string, body: object, who: Person | null = admin) =>
  call('PUT', `/api/admin/exchange-rates/${currency}/`, who ?? undefined, body);

const DUBAI = { country: 'AE', city: 'Dubai', currency: 'AED' as const, latitude: 25.08, longitude: 55.14 };
const RIYADH = { country: 'SA', city: 'Riyadh', currency: 'SAR' as const, latitude: 24.71, longitude: 46.67 };

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  admin = await signedInUser(t, { fullName: 'Rania Admin' });
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  member = await signedInUser(t, { fullName: 'Omar Member' });
  const db = t.database.db;
  const owner = member.user.id;
  // Spread apart, so no two are taken for one unit.
  let n = 0;
  const at = (place: { latitude: number; longitude: number }) => ({
    latitude: place.latitude + 0.01 * n,
    longitude: place.longitude + 0.01 * n++,
  });
  const lahore = { latitude: 31.47, longitude: 74.45 };
  ids.pkr200k = (await insertListing(db, owner, { price: 200_000, ...at(lahore) })).id;
  ids.pkr2m = (await insertListing(db, owner, { price: 2_000_000, ...at(lahore) })).id;
  ids.pkr20m = (await insertListing(db, owner, { price: 20_000_000, ...at(lahore) })).id;
  ids.aed150k = (await insertListing(db, owner, { ...DUBAI, price: 150_000, ...at(DUBAI) })).id;
  ids.aed250k = (await insertListing(db, owner, { ...DUBAI, price: 250_000, ...at(DUBAI) })).id;
  ids.sar190k = (await insertListing(db, owner, { ...RIYADH, price: 190_000, ...at(RIYADH) })).id;
  ids.sar210k = (await insertListing(db, owner, { ...RIYADH, price: 210_000, ...at(RIYADH) })).id;
});
afterAll(async () => t?.close());

describe('a price filter with no market compares in the visitor’s currency', () => {
  it('AED 200,000 at most: PKR 2,000,000 (about AED 25,900) and SAR 190,000 are in; AED 250,000, SAR 210,000 and PKR 20,000,000 are out', async () => {
    const answer = await search('max_price=200000&currency=AED');
    const ids_ = new Set(answer.results.map((r) => r.id));
    for (const kept of ['pkr200k', 'pkr2m', 'aed150k', 'sar190k']) expect(ids_.has(ids[kept]!), kept).toBe(true);
    for (const left of ['pkr20m', 'aed250k', 'sar210k']) expect(ids_.has(ids[left]!), left).toBe(false);
    expect(answer.prices).toEqual({ currency: 'AED', converted: true, rates_as_of: '2025-06-30' });
  });

  it('AED 100,000 at least leaves out the PKR 2,000,000 flat and keeps the PKR 20,000,000 house', async () => {
    const ids_ = await found('min_price=100000&currency=AED');
    expect(ids_.has(ids.pkr2m!)).toBe(false);
    expect(ids_.has(ids.pkr200k!)).toBe(false);
    expect(ids_.has(ids.pkr20m!)).toBe(true);
    expect(ids_.has(ids.aed150k!)).toBe(true);
    expect(ids_.has(ids.sar210k!)).toBe(true);
  });

  it('a range in PKR finds the Gulf listings worth as much', async () => {
    // PKR 40,000,000-70,000,000 = AED 517,000-905,000: none. PKR 10,000,000-15,500,000 = AED 129,000-200,500
    // = SAR 132,000-204,700: AED 150,000 and SAR 190,000 (PKR 14,384,000), not SAR 210,000 (PKR 15,898,000).
    expect((await found('min_price=40000000&max_price=70000000&currency=PKR')).size).toBe(0);
    const ids_ = await found('min_price=10000000&max_price=15500000&currency=PKR');
    expect([...ids_].sort()).toEqual([ids.aed150k, ids.sar190k].sort());
  });

  it('without a currency (a link from before) the bounds are US dollars, and the answer says so', async () => {
    const answer = await search('max_price=60000');
    // USD 60,000 = AED 220,350 = SAR 225,000 = PKR 17,034,000.
    const ids_ = new Set(answer.results.map((r) => r.id));
    expect(ids_.has(ids.aed150k!) && ids_.has(ids.sar210k!) && ids_.has(ids.pkr2m!)).toBe(true);
    expect(ids_.has(ids.aed250k!) || ids_.has(ids.pkr20m!)).toBe(false);
    expect(answer.prices).toMatchObject({ currency: 'USD', converted: true });
  });

  it('an unknown currency is dropped, never an error', async () => {
    const answer = await call('GET', '/api/properties/?max_price=60000&currency=XYZ');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().prices.currency).toBe('USD');
  });
});

describe('with a market chosen, the bounds are in its currency', () => {
  it('a country: AED, compared as listed, whatever currency is asked', async () => {
    const answer = await search('country=AE&max_price=200000&currency=PKR');
    expect(answer.prices).toEqual({ currency: 'AED', converted: false, rates_as_of: null });
    expect(answer.results.map((r) => r.id)).toEqual([ids.aed150k]);
  });

  it('a city of the gazetteer: Lahore is in PKR, so 200,000 is PKR 200,000', async () => {
    const answer = await search('city=lahore&max_price=200000&currency=AED');
    expect(answer.prices).toMatchObject({ currency: 'PKR', converted: false });
    expect(answer.results.map((r) => r.id)).toEqual([ids.pkr200k]);
  });

  it('a search without a price still says which currency its price fields are in', async () => {
    expect((await search('city=Riyadh')).prices).toMatchObject({ currency: 'SAR', converted: false });
    expect((await search('')).prices).toMatchObject({ currency: 'USD', converted: true });
  });
});

describe('administrators keep the rates', () => {
  it('anyone reads them with their source and date', async () => {
    const answer = (await call('GET', '/api/exchange-rates/')).json() as ExchangeRatesAnswer;
    expect(answer.base).toBe('USD');
    const aed = answer.rates.find((r) => r.currency === 'AED');
    expect(aed).toMatchObject({ per_usd: 3.6725, as_of: '2025-06-30', updated_by: null });
    expect(aed?.source).toMatch(/Central Bank of the UAE/);
    expect(answer.rates.map((r) => r.currency).sort()).toEqual([
      'AED',
      'EGP',
      'EUR',
      'GBP',
      'PKR',
      'QAR',
      'SAR',
      'USD',
    ]);
  });

  it('guests get 401 and members 403, and nothing changes', async () => {
    const body = { per_usd: 10, source: 'Made up', as_of: '2026-01-05' };
    expect((await call('GET', '/api/admin/exchange-rates/')).statusCode).toBe(401);
    expect((await setRate('PKR', body, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/exchange-rates/', member)).statusCode).toBe(403);
    expect((await setRate('PKR', body, member)).statusCode).toBe(403);
    const pkr = (await call('GET', '/api/exchange-rates/'))
      .json()
      .rates.find((r: { currency: string }) => r.currency === 'PKR');
    expect(pkr.per_usd).toBe(283.9);
  });

  it('refuses a bad figure, source or date with translated messages, and the base currency', async () => {
    const bad = async (currency: string, body: object) => {
      const answer = await setRate(currency, body);
      return { status: answer.statusCode, fields: answer.json().fields };
    };
    const ok = { per_usd: 280, source: 'State Bank of Pakistan', as_of: '2026-01-05' };
    expect(await bad('PKR', { ...ok, per_usd: 0 })).toEqual({
      status: 400,
      fields: { per_usd: 'admin.rates.errors.rate_invalid' },
    });
    expect((await bad('PKR', { ...ok, per_usd: 'lots' })).fields).toEqual({
      per_usd: 'admin.rates.errors.rate_invalid',
    });
    expect((await bad('PKR', { ...ok, source: ' ' })).fields).toEqual({ source: 'admin.rates.errors.source_required' });
    expect((await bad('PKR', { ...ok, as_of: '2999-01-01' })).fields).toEqual({
      as_of: 'admin.rates.errors.date_invalid',
    });
    expect((await bad('PKR', { ...ok, as_of: '2026-02-30' })).fields).toEqual({
      as_of: 'admin.rates.errors.date_invalid',
    });
    expect(await bad('USD', { ...ok, per_usd: 2 })).toEqual({
      status: 422,
      fields: { per_usd: 'admin.rates.errors.base_fixed' },
    });
    expect((await bad('XYZ', ok)).status).toBe(404);
  });

  it('a change is logged with the figure it replaced, and searches convert with it at once', async () => {
    // At 10 PKR to the dollar, PKR 2,000,000 is USD 200,000 = AED 734,500: over AED 200,000.
    const changed = await setRate('pkr', { per_usd: 10, source: 'Test figure', as_of: '2026-01-05' });
    expect(changed.statusCode, changed.body).toBe(200);
    const pkr = (changed.json() as ExchangeRatesAnswer).rates.find((r) => r.currency === 'PKR');
    expect(pkr).toMatchObject({ per_usd: 10, source: 'Test figure', as_of: '2026-01-05', updated_by: 'Rania Admin' });
    const [logged] = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'update_exchange_rate'), eq(adminActions.adminId, admin.user.id)))
      .orderBy(desc(adminActions.id))
      .limit(1);
    expect(logged).toMatchObject({
      targetType: 'exchange_rate',
      detail: { currency: 'PKR', per_usd: { from: 283.9, to: 10 }, as_of: { from: '2025-06-30', to: '2026-01-05' } },
    });
    const log = (await call('GET', '/api/admin/actions/', admin)).json();
    expect(log.results[0]).toMatchObject({ action: 'update_exchange_rate', admin: { full_name: 'Rania Admin' } });

    const answer = await search('max_price=200000&currency=AED');
    expect(answer.results.some((r) => r.id === ids.pkr2m)).toBe(false);
    expect(answer.results.some((r) => r.id === ids.pkr200k)).toBe(true);
    // The oldest rate's date is what the prices are approximate "as of".
    expect(answer.prices?.rates_as_of).toBe('2025-06-30');
    await setRate('PKR', { per_usd: 283.9, source: 'State Bank of Pakistan (restored)', as_of: '2025-06-30' });
  });
});

describe('saved-search alerts compare as the search does', () => {
  it('a search for AED 200,000 at most, in any country, is told of a PKR 2,000,000 flat and not of a PKR 20,000,000 one', async () => {
    const seeker = await signedInUser(t);
    const saved = await call('POST', '/api/saved-searches/', seeker, {
      name: 'Anything under AED 200k',
      query: 'purpose=sale&max_price=200000&currency=AED',
      frequency: 'instant',
      notify_email: false,
      notify_in_app: true,
      time_zone: 'Asia/Dubai',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().query).toBe('purpose=sale&max_price=200000&currency=AED');
    const db = t.database.db;
    const cheap = await insertListing(db, member.user.id, { price: 2_000_000, latitude: 31.6, longitude: 74.2 });
    const dear = await insertListing(db, member.user.id, { price: 20_000_000, latitude: 31.7, longitude: 74.1 });
    for (const { id } of [cheap, dear]) await t.app.services.jobs.runNow('listing.published', { id });
    await t.app.services.jobs.settled();
    const alerts = await db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, seeker.user.id), eq(userNotifications.kind, 'saved_search_match')));
    expect(alerts.map((a) => (a.payload as { link: string }).link)).toEqual([`/properties/${cheap.slug}`]);
  });
});
