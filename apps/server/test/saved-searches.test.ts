/**
 * Saved searches and their alerts (issue 18): the owner's own list, matching a listing that becomes
 * public (or drops its price) against every saved search, the in-app alert, the alert e-mail caught
 * by a real SMTP server, digests at the owner's hour, and the one-click unsubscribe of one search.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMIT } from '@estate/shared';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { alertDue, localHour, savedSearchMail } from '../src/features/saved-searches/saved-search-mail.js';
import { savedSearches } from '../src/features/saved-searches/saved-search.table.js';
import * as files from './fixtures/upload-files.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox.js';
import { dldPermit } from './helpers/permits.js';
import { caller } from './helpers/kit.js';

const PUBLIC_URL = 'http://baytak.test:8080';
let t: TestApp;
let inbox: SmtpInbox;
type Signed = Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_URL, LOGIN_MAX_PER_IP: '1000' });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const call = caller(() => t);

const DUBAI_FLATS = 'purpose=rent&city=Dubai&property_type=apartment&max_price=90000&bedrooms=1';

async function save(who: Signed, overrides: object = {}) {
  const answer = await call('POST', '/api/saved-searches/', who.cookie, {
    name: 'Flats in Dubai',
    query: DUBAI_FLATS,
    frequency: 'instant',
    notify_email: true,
    notify_in_app: true,
    time_zone: 'Asia/Dubai',
    ...overrides,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: number; query: string; new_matches: number };
}

/** Each flat in its own building: the same place, size and price is one unit (issue 37, features/units). */
let buildings = 0;

/** Publishes a flat in Dubai through the API, as a lister would; the matching job runs after. */
async function publish(lister: Signed, overrides: object = {}) {
  const { body, contentType } = files.multipart(await files.png(800, 600), 'front.png');
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/featured/',
    headers: { 'content-type': contentType, cookie: lister.cookie },
    payload: body,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const created = await call('POST', '/api/properties/', lister.cookie, {
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
    latitude: 25.0693 + 0.01 * buildings++,
    longitude: 55.1417,
    area_unit: 'sqft',
    area_size: 850,
    featured_image: upload.json().id,
    ...dldPermit(),
    ...overrides,
  });
  expect(created.statusCode, created.body).toBe(201);
  await t.app.services.jobs.settled();
  const property = created.json().property ?? created.json();
  return property as { id: number; slug: string; title: string };
}

const alertsOf = (userId: number) =>
  t.database.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.kind, 'saved_search_match')));
const runMail = async () => {
  await t.app.services.jobs.runNow('saved-searches.mail', {});
  await t.app.services.jobs.settled();
};

describe('saved searches belong to their owner', () => {
  it('keeps the search of the results page, without its order and page, and lists it for its owner only', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const created = await save(owner, { query: `${DUBAI_FLATS}&sort=price_asc&page=3&view=map&utm_source=x` });
    expect(created.query).toBe('purpose=rent&property_type=apartment&city=Dubai&max_price=90000&bedrooms=1');
    expect(created.new_matches).toBe(0);

    const mine = (await call('GET', '/api/saved-searches/', owner.cookie)).json();
    expect(mine.results.map((s: { id: number }) => s.id)).toEqual([created.id]);
    expect((await call('GET', '/api/saved-searches/', other.cookie)).json().results).toEqual([]);
    expect((await call('GET', '/api/saved-searches/')).statusCode).toBe(401);
    expect((await call('POST', '/api/saved-searches/', undefined, { name: 'x', query: '' })).statusCode).toBe(401);

    // Another user's id is not found, whatever they try; the search stays as it was.
    for (const [method, url, payload] of [
      ['PATCH', `/api/saved-searches/${created.id}/`, { paused: true }],
      ['POST', `/api/saved-searches/${created.id}/seen/`, undefined],
      ['DELETE', `/api/saved-searches/${created.id}/`, undefined],
    ] as const) {
      const answer = await call(method, url, other.cookie, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().code).toBe('not_found');
    }
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, created.id));
    expect(row).toMatchObject({ paused: false, userId: owner.user.id });

    const paused = await call('PATCH', `/api/saved-searches/${created.id}/`, owner.cookie, {
      paused: true,
      frequency: 'weekly',
      name: '  Renamed  ',
    });
    expect(paused.json()).toMatchObject({ paused: true, frequency: 'weekly', name: 'Renamed' });
    expect((await call('DELETE', `/api/saved-searches/${created.id}/`, owner.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/saved-searches/${created.id}/`, owner.cookie)).statusCode).toBe(404);
  });

  it('answers bad input field by field with translation keys, and keeps 25 searches at most', async () => {
    const owner = await signedInUser(t);
    const bad = await call('POST', '/api/saved-searches/', owner.cookie, {
      name: ' ',
      query: DUBAI_FLATS,
      frequency: 'hourly',
      notify_email: true,
      notify_in_app: true,
      digest_hour: 24,
      time_zone: 'Mars/Olympus',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: 'search.saved.errors.name_required',
      frequency: 'search.saved.errors.frequency',
      digest_hour: 'search.saved.errors.hour',
      time_zone: 'search.saved.errors.time_zone',
    });
    // Houses in Karachi: none of the other tests' listings alerts these.
    const karachi = 'purpose=sale&city=Karachi&property_type=house';
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i += 1) await save(owner, { name: `Search ${i}`, query: karachi });
    const over = await call('POST', '/api/saved-searches/', owner.cookie, {
      name: 'One too many',
      query: DUBAI_FLATS,
      frequency: 'daily',
      notify_email: true,
      notify_in_app: true,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('quota_reached');
  });
});

describe('saved searches hold against odd and hostile input', () => {
  it('refuses an empty change and a control character, ignores an absurd price, and keeps the limit under requests sent together', async () => {
    const owner = await signedInUser(t);
    const created = await save(owner, { query: 'purpose=sale&city=Karachi&min_price=1e14' });
    expect(created.query).toBe('purpose=sale&city=Karachi');
    const empty = await call('PATCH', `/api/saved-searches/${created.id}/`, owner.cookie, {});
    expect(empty.statusCode, empty.body).toBe(400);
    const bell = await call('PATCH', `/api/saved-searches/${created.id}/`, owner.cookie, { name: 'Ring\u0007' });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().fields.name).toBe('search.saved.errors.name_invalid');

    const racer = await signedInUser(t);
    const answers = await Promise.all(
      Array.from({ length: SAVED_SEARCH_LIMIT + 5 }, (_, i) =>
        call('POST', '/api/saved-searches/', racer.cookie, {
          name: `Race ${i}`,
          query: 'purpose=sale&city=Karachi&property_type=house',
          frequency: 'daily',
          notify_email: true,
          notify_in_app: true,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(SAVED_SEARCH_LIMIT);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
  });

  it('mails no alert to an address its owner has not confirmed (in the app it still shows)', async () => {
    const lister = await signedInUser(t);
    const unconfirmed = await signedInUser(t, { emailVerifiedAt: null });
    await save(unconfirmed, { name: 'Unconfirmed flats' });
    await publish(lister, { title: 'Flat for an unconfirmed seeker' });
    await runMail();
    expect(await alertsOf(unconfirmed.user.id)).toHaveLength(1);
    expect(inbox.mailsTo(unconfirmed.seed.email)).toHaveLength(0);
  });
});

describe('a listing that becomes public alerts the saved searches it matches', () => {
  it('in the app and by e-mail within a minute, once; other searches and the lister hear nothing', async () => {
    const lister = await signedInUser(t);
    const seeker = await signedInUser(t, { fullName: 'Maryam Saeed' });
    const keyword = await signedInUser(t);
    const others = await signedInUser(t);
    const wanted = await save(seeker);
    const withWord = await save(keyword, { query: `${DUBAI_FLATS}&q=balcony`, notify_email: false });
    await save(others, { query: 'purpose=sale&city=Dubai' });
    await save(others, { query: `${DUBAI_FLATS}&q=penthouse` });
    await save(others, { query: DUBAI_FLATS.replace('max_price=90000', 'max_price=80000') });
    await save(others, { query: 'purpose=rent&city=Dubai&bbox=55.2,25.1,55.3,25.2' });
    const paused = await save(others);
    await call('PATCH', `/api/saved-searches/${paused.id}/`, others.cookie, { paused: true });
    await save(lister); // the lister's own search

    const listing = await publish(lister);
    const [alert] = await alertsOf(seeker.user.id);
    expect(alert).toMatchObject({
      payload: { title: listing.title, link: `/properties/${listing.slug}`, saved_search_id: wanted.id },
    });
    expect(await alertsOf(keyword.user.id)).toHaveLength(1);
    expect(await alertsOf(others.user.id)).toHaveLength(0);
    expect(await alertsOf(lister.user.id)).toHaveLength(0);
    const seekerList = (await call('GET', '/api/saved-searches/', seeker.cookie)).json();
    expect(seekerList.results[0].new_matches).toBe(1);

    await runMail();
    const mail = await inbox.waitFor(seeker.seed.email, /Flats in Dubai/);
    expect(mail.text).toContain(listing.title);
    expect(mail.text).toMatch(/AED\s85,000 · dubai/i);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/properties/${listing.slug}"`);
    expect(mail.html).toMatch(new RegExp(`<img src="${PUBLIC_URL}/media/[^"]+\\.webp"`));
    expect(mail.text).toContain(`${PUBLIC_URL}/properties?${wanted.query}`);
    // Searches without e-mail alerts get none; a second run mails nothing more.
    expect(inbox.mailsTo(keyword.seed.email)).toHaveLength(0);
    await runMail();
    expect(inbox.mailsTo(seeker.seed.email)).toHaveLength(1);
    // The job that announced it running again matches nothing twice.
    await t.app.services.jobs.runNow('listing.published', { id: listing.id });
    await t.app.services.jobs.settled();
    expect(await alertsOf(seeker.user.id)).toHaveLength(1);

    // Opening the results clears "new".
    const seen = await call('POST', `/api/saved-searches/${wanted.id}/seen/`, seeker.cookie);
    expect(seen.json().new_matches).toBe(0);

    // The one-click unsubscribe of the mail stops this search's mail, and nothing else.
    const url = new URL(/<([^>]+)>/.exec(mail.header('List-Unsubscribe')!)![1]!);
    const off = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ status: 'success', kind: 'saved_search' });
    const after = (await call('GET', '/api/saved-searches/', seeker.cookie)).json().results[0];
    expect(after).toMatchObject({ notify_email: false, notify_in_app: true, paused: false });
    await publish(lister, { title: 'Second flat in JLT' });
    await runMail();
    expect(inbox.mailsTo(seeker.seed.email)).toHaveLength(1);
    expect(await alertsOf(seeker.user.id)).toHaveLength(2);
    // A forged token for someone else's search changes nothing.
    const forged = url.search.replace(/search-\d+/, `search-${withWord.id}`);
    const refused = await t.app.inject({ method: 'POST', url: `${url.pathname}${forged}` });
    expect(refused.statusCode).toBe(400);
  });

  it('a price drop to within a saved maximum is news to that search', async () => {
    const lister = await signedInUser(t);
    const seeker = await signedInUser(t);
    await save(seeker, { query: 'purpose=rent&city=Dubai&max_price=70000', notify_email: false });
    const listing = await publish(lister, { price: 75000, title: 'Flat a little over budget' });
    expect(await alertsOf(seeker.user.id)).toHaveLength(0);
    const dropped = await call('POST', `/api/properties/${listing.id}/price/`, lister.cookie, { price: 69000 });
    expect(dropped.statusCode, dropped.body).toBe(200);
    await t.app.services.jobs.settled();
    expect(await alertsOf(seeker.user.id)).toHaveLength(1);
  });

  it('a daily digest goes out at the chosen hour of the owner’s time zone, once a day', async () => {
    const lister = await signedInUser(t);
    const now = new Date();
    const zone = 'Asia/Karachi';
    const due = await signedInUser(t);
    const later = await signedInUser(t);
    await save(due, { name: 'Digest now', frequency: 'daily', digest_hour: localHour(zone, now), time_zone: zone });
    await save(later, {
      name: 'Digest later',
      frequency: 'daily',
      digest_hour: (localHour(zone, now) + 3) % 24,
      time_zone: zone,
    });
    await publish(lister, { title: 'Flat for the digest' });
    await runMail();
    const mail = await inbox.waitFor(due.seed.email, /Digest now/);
    expect(mail.text).toContain('Flat for the digest');
    expect(inbox.mailsTo(later.seed.email)).toHaveLength(0);
    await publish(lister, { title: 'Another flat the same day' });
    await runMail();
    expect(inbox.mailsTo(due.seed.email)).toHaveLength(1);
  });
});

describe('the alert mail run', () => {
  it('reaches every search with matches waiting, however many digests wait for their hour before it', async () => {
    const lister = await signedInUser(t);
    const zone = 'Asia/Karachi';
    const notNow = (localHour(zone, new Date()) + 6) % 24;
    const waiting = await signedInUser(t);
    for (let i = 0; i < 3; i += 1) {
      await save(waiting, { name: `Later ${i}`, frequency: 'daily', digest_hour: notNow, time_zone: zone });
    }
    const instant = await signedInUser(t);
    const wanted = await save(instant, { name: 'Right away' });
    await publish(lister, { title: 'Flat for the batch test' });
    const sent: { to: string; search: string }[] = [];
    const run = savedSearchMail({
      db: t.database.db,
      sendMail: async (_tx, mail) => void sent.push({ to: mail.to, search: mail.values?.search ?? '' }),
      tokens: t.app.services.unsubscribeTokens,
      batchSize: 2,
    });
    await run.run();
    expect(sent.filter((mail) => mail.to === instant.seed.email)).toEqual([
      { to: instant.seed.email, search: 'Right away' },
    ]);
    expect(sent.filter((mail) => mail.to === waiting.seed.email)).toEqual([]);
    expect(wanted.id).toBeGreaterThan(0);
  });
});

describe('when an alert is due', () => {
  const at = (iso: string) => new Date(iso);
  const base = { digestHour: 8, timeZone: 'Asia/Karachi', createdAt: at('2026-11-01T00:00:00Z') };
  it('instant at once, but not twice in the same minute', () => {
    const now = at('2026-11-25T10:00:30Z');
    expect(alertDue({ ...base, frequency: 'instant', lastMailedAt: null }, now)).toBe(true);
    expect(alertDue({ ...base, frequency: 'instant', lastMailedAt: at('2026-11-25T10:00:00Z') }, now)).toBe(false);
    expect(alertDue({ ...base, frequency: 'instant', lastMailedAt: at('2026-11-25T09:59:00Z') }, now)).toBe(true);
  });
  it('daily and weekly at 08:00 in Karachi (03:00 UTC), once per period', () => {
    const eight = at('2026-11-25T03:10:00Z');
    const nine = at('2026-11-25T04:10:00Z');
    expect(alertDue({ ...base, frequency: 'daily', lastMailedAt: null }, eight)).toBe(true);
    expect(alertDue({ ...base, frequency: 'daily', lastMailedAt: null }, nine)).toBe(false);
    expect(alertDue({ ...base, frequency: 'daily', lastMailedAt: at('2026-11-25T03:00:00Z') }, eight)).toBe(false);
    expect(alertDue({ ...base, frequency: 'daily', lastMailedAt: at('2026-11-24T03:05:00Z') }, eight)).toBe(true);
    expect(alertDue({ ...base, frequency: 'weekly', lastMailedAt: at('2026-11-20T03:05:00Z') }, eight)).toBe(false);
    expect(alertDue({ ...base, frequency: 'weekly', lastMailedAt: at('2026-11-18T03:05:00Z') }, eight)).toBe(true);
    // A weekly digest's first week starts when the search was saved.
    expect(
      alertDue({ ...base, frequency: 'weekly', lastMailedAt: null, createdAt: at('2026-11-22T00:00:00Z') }, eight),
    ).toBe(false);
  });
});
