/**
 * Phone numbers shown on demand (issue 42, J8.1; decision 0074): no public answer carries a lister's
 * or agency's number before its reveal; the reveal answers it, records the row, counts a click or
 * a lead contact; the daily limits (guests 20 per browser and 60 per address, accounts 100) hold
 * at their defaults; a listing that is not public shows no number. And the lister card's trust
 * figures (J8.6).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_REVEAL_LIMITS } from '@estate/shared';
import { loadConfig } from '../src/config/env.js';
import { agencies, agencyMembers } from '../src/features/agencies/agency.table.js';
import { callTrackingFor } from '../src/features/leads/call-tracking.js';
import { contactReveals } from '../src/features/leads/contact-reveal.table.js';
import { leadEvents, leads } from '../src/features/leads/lead.table.js';
import { listings } from '../src/features/listings/listing.table.js';
import { rowsOf } from '../src/lib/sql-rows.js';
import { ago, DAY, leadFor, MINUTE } from './helpers/agency-leads.js';
import { anAgency, asUser, caller, type Signed } from './helpers/kit.js';
import { copyListing, insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const call = caller(() => t);
const db = () => t.database.db;

const LISTER_PHONE = '+971 52 987 6543';
const AGENCY_PHONE = '+971 4 765 4321';
const AGENCY_WHATSAPP = '+971 56 246 8135';

/**
 * Whether `body` holds `phone`'s national digits in a row, however written (spaces, dashes, dots
 * or brackets between them): the number, not just its masked ends.
 */
function holdsNumber(body: string, phone: string, code = '971') {
  const national = phone.replace(/\D/g, '').slice(code.length);
  return new RegExp(national.split('').join('[\\s\\-().]?')).test(body);
}

/** A guest's browser at `address`: keeps the reveal cookie the server sets, like a browser does. */
function guestBrowser(address: string) {
  let cookie = '';
  return async (url: string, payload?: object) => {
    const answer = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
    const set = answer.cookies.find((c) => c.name === 'rdid');
    if (set) cookie = `rdid=${set.value}`;
    return answer;
  };
}

/** A signed-in person's POST from their own address (the per-address bound is for guests). */
const postAs = (who: Signed, url: string, remoteAddress = '192.0.2.200') =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, remoteAddress });

let lister: Signed;
let ids: number[] = [];
let agency: typeof agencies.$inferSelect;
let agencyListing: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  lister = await signedInUser(t, { fullName: 'Reem Lister', phoneNumber: LISTER_PHONE, type: 'agent' });
  const first = await insertListing(db(), lister.user.id, {
    title: 'Marina flat with a view',
    country: 'AE',
    city: 'Dubai',
    currency: 'AED',
    address: 'Dubai Marina, Dubai',
  });
  // 120 public listings of the same lister: more than a signed-in account may reveal in a day.
  await copyListing(db(), first.id, 119);
  ids = rowsOf<{ id: number }>(
    await db().execute(sql`select id from listings where owner_id = ${lister.user.id} order by id`),
  ).map((r) => Number(r.id));
  agency = await anAgency(t, {
    slug: 'reveal-homes',
    nameEn: 'Reveal Homes',
    phone: AGENCY_PHONE,
    whatsapp: AGENCY_WHATSAPP,
    licenceAuthority: 'dld_rera',
    licenceNumber: '1234567',
    licenceExpiresOn: '2030-01-31',
    licenceCheckedAt: new Date('2026-11-20T10:00:00Z'),
  });
  await db().insert(agencyMembers).values({
    userId: lister.user.id,
    agencyId: agency.id,
    role: 'agent',
    brn: '45678',
    brnExpiresOn: '2027-03-31',
  });
  agencyListing = await insertListing(db(), lister.user.id, {
    title: 'Agency villa',
    country: 'AE',
    city: 'Dubai',
    currency: 'AED',
    address: 'Jumeirah, Dubai',
  });
  await db().update(listings).set({ agencyId: agency.id }).where(eq(listings.id, agencyListing.id));
});
afterAll(() => t.close());

const revealUrl = (id: number) => `/api/properties/${id}/phone/`;
const revealsOf = (viewerKey: string) =>
  db().select().from(contactReveals).where(eq(contactReveals.viewerKey, viewerKey));

describe('no number before its reveal', () => {
  it('the listing detail, search cards, related listings, profile and agency answers carry it masked only', async () => {
    const viewer = await signedInUser(t, { fullName: 'Curious Viewer' });
    const id = agencyListing.id;
    const answers = await Promise.all([
      call('GET', `/api/properties/${id}/`),
      call('GET', `/api/properties/${id}/`, viewer),
      call('GET', '/api/properties/?city=Dubai'),
      call('GET', `/api/properties/${id}/related/`),
      call('GET', `/api/profiles/${lister.user.slug}/`),
      call('GET', `/api/profiles/${lister.user.slug}/listings/`),
      call('GET', `/api/agencies/${agency.slug}/`),
      call('GET', `/api/agencies/${agency.slug}/listings/`),
      call('GET', `/api/agencies/${agency.slug}/`, viewer),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      for (const phone of [LISTER_PHONE, AGENCY_PHONE, AGENCY_WHATSAPP])
        expect(holdsNumber(answer.body, phone)).toBe(false);
    }
    expect(answers[2]!.json().results.length).toBeGreaterThan(0);
    expect(answers[5]!.json().results.length).toBeGreaterThan(0);
    expect(answers[0]!.json().lister).toMatchObject({ phone_masked: '+971 52 ••• ••43' });
    expect(answers[0]!.json().lister).not.toHaveProperty('has_phone');
    expect(answers[6]!.json()).toMatchObject({ phone_masked: '+971 47 ••• ••21', whatsapp_masked: '+971 56 ••• ••35' });
    expect(answers[6]!.json()).not.toHaveProperty('phone');
    expect(answers[6]!.json()).not.toHaveProperty('whatsapp');
  });

  it('what the listing page is server-rendered from (the same reads, in process) carries no number either', async () => {
    const page = t.app.services.listingPage(null);
    const [detail, comments] = await Promise.all([page.detail(agencyListing.id), page.comments(agencyListing.id)]);
    expect(detail.ok).toBe(true);
    expect(holdsNumber(JSON.stringify(detail.body), LISTER_PHONE)).toBe(false);
    expect(holdsNumber(JSON.stringify(comments.body), LISTER_PHONE)).toBe(false);
  });

  it('the agency’s own members still see its numbers in clear on their dashboard', async () => {
    const owner = await asUser(t, 'agency-owner', { agencyId: agency.id });
    const mine = await call('GET', '/api/agencies/mine/', owner);
    expect(mine.json().agency).toMatchObject({ phone: AGENCY_PHONE, whatsapp: AGENCY_WHATSAPP });
  });
});

describe('a reveal', () => {
  it('answers a guest the number, sets the browser’s cookie, records the row and counts a click', async () => {
    const id = ids[0]!;
    const before = (await call('GET', `/api/properties/${id}/`)).json().clicks;
    const answer = await t.app.inject({ method: 'POST', url: revealUrl(id), remoteAddress: '203.0.113.10' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ phone: LISTER_PHONE, whatsapp: LISTER_PHONE });
    expect(holdsNumber(answer.body, LISTER_PHONE)).toBe(true);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const cookie = answer.cookies.find((c) => c.name === 'rdid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/' });
    expect(cookie.maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    const key = `device:${createHash('sha256').update(cookie.value).digest('hex')}`;
    const [row] = await revealsOf(key);
    expect(row).toMatchObject({ listingId: id, agencyId: null, userId: null });
    // The address is kept hashed, never as sent.
    expect(row!.addressKey).not.toContain('203.0.113');
    expect((await call('GET', `/api/properties/${id}/`)).json().clicks).toBe(before + 1);
    // No lead for a guest: they gave nothing to reach them by.
    expect(await db().select().from(leads).where(eq(leads.listerUserId, lister.user.id))).toEqual([]);
  });

  it('is a phone_reveal contact of a signed-in viewer’s lead with the lister, without their e-mail or phone', async () => {
    const seeker = await signedInUser(t, { fullName: 'Sara Seeker', phoneNumber: '+971 50 111 2233' });
    const answer = await postAs(seeker, revealUrl(agencyListing.id));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().phone).toBe(LISTER_PHONE);
    expect(await revealsOf(`user:${seeker.user.id}`)).toMatchObject([
      { listingId: agencyListing.id, userId: seeker.user.id },
    ]);
    const [lead] = await db().select().from(leads).where(eq(leads.personUserId, seeker.user.id));
    expect(lead).toMatchObject({
      agencyId: agency.id,
      listerUserId: lister.user.id,
      name: 'Sara Seeker',
      email: null,
      phoneE164: null,
      channels: ['phone'],
    });
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(events).toMatchObject([
      { kind: 'phone_reveal', actor: 'seeker', channel: 'phone', listingId: agencyListing.id },
    ]);
    // The lister sees it in their inbox; the same reveal again the same day adds nothing.
    const inbox = await call('GET', '/api/leads/', lister);
    expect(inbox.json().results.map((l: { name: string }) => l.name)).toContain('Sara Seeker');
    expect((await postAs(seeker, revealUrl(agencyListing.id))).statusCode).toBe(200);
    expect(await revealsOf(`user:${seeker.user.id}`)).toHaveLength(1);
    expect(await db().select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id))).toHaveLength(1);
  });

  it('of the lister’s own listing by the lister is no lead', async () => {
    expect((await postAs(lister, revealUrl(ids[1]!))).statusCode).toBe(200);
    expect(await db().select().from(leads).where(eq(leads.personUserId, lister.user.id))).toEqual([]);
  });

  it('of an agency answers its phone and WhatsApp, and a signed-in viewer’s becomes the agency’s lead', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/agencies/${agency.slug}/phone/`,
      remoteAddress: '203.0.113.11',
    });
    expect(guest.json()).toEqual({ phone: AGENCY_PHONE, whatsapp: AGENCY_WHATSAPP });
    const seeker = await signedInUser(t, { fullName: 'Omar Caller' });
    expect((await postAs(seeker, `/api/agencies/${agency.slug}/phone/`)).statusCode).toBe(200);
    expect(await revealsOf(`user:${seeker.user.id}`)).toMatchObject([{ agencyId: agency.id, listingId: null }]);
    const [lead] = await db()
      .select()
      .from(leads)
      .where(and(eq(leads.personUserId, seeker.user.id), eq(leads.agencyId, agency.id)));
    expect(lead).toMatchObject({ name: 'Omar Caller', channels: ['phone'] });
    const kinds = (await db().select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id))).map((e) => e.kind);
    expect(kinds).toEqual(['phone_reveal', 'assigned']);
    expect((await call('POST', '/api/agencies/no-such-agency/phone/')).statusCode).toBe(404);
  });

  it('the inquiry form’s phone channels answer the number through the reveal, recorded once with the inquiry as the contact', async () => {
    const seeker = await signedInUser(t, { fullName: 'Form Sender' });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${ids[2]}/inquiries/`,
      headers: { cookie: seeker.cookie },
      remoteAddress: '192.0.2.77',
      payload: { channel: 'whatsapp', name: 'Form Sender', phone: '+971 50 765 4321', message: 'Is it free?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().phone).toBe(LISTER_PHONE);
    expect(await revealsOf(`user:${seeker.user.id}`)).toMatchObject([{ listingId: ids[2] }]);
    const [lead] = await db().select().from(leads).where(eq(leads.personUserId, seeker.user.id));
    const kinds = (await db().select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id))).map((e) => e.kind);
    expect(kinds).toEqual(['whatsapp_click']);
  });
});

describe('the daily limits (defaults)', () => {
  it('are 20 per guest browser, 60 per address and 100 per account', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(PHONE_REVEAL_LIMITS).toEqual({ device: 20, address: 60, user: 100 });
    expect([config.PHONE_REVEALS_PER_DEVICE, config.PHONE_REVEALS_PER_ADDRESS, config.PHONE_REVEALS_PER_USER]).toEqual([
      20, 60, 100,
    ]);
  });

  it('a guest browser reveals 20 numbers; the 21st asks to sign in, a number already seen is still answered', async () => {
    const browser = guestBrowser('203.0.113.20');
    for (const id of ids.slice(0, 20)) expect((await browser(revealUrl(id))).statusCode).toBe(200);
    const refused = await browser(revealUrl(ids[20]!));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'sign_in_for_more',
      message: 'Sign in to see more numbers.',
      fields: { form: 'leads.phone_reveal.sign_in_for_more' },
    });
    // The same listing again within the day: answered, not counted again.
    const again = await browser(revealUrl(ids[3]!));
    expect(again.statusCode).toBe(200);
    expect(again.json().phone).toBe(LISTER_PHONE);
    // The inquiry form's phone channel is a reveal too: refused alike, and nothing is sent.
    const inquiry = await browser(`/api/properties/${ids[21]}/inquiries/`, {
      channel: 'phone',
      name: 'Guest',
      phone: '+971 50 222 3344',
      message: 'Please call me back.',
    });
    expect(inquiry.statusCode).toBe(429);
    expect(inquiry.json().code).toBe('sign_in_for_more');
    // Its e-mail channel reveals nothing and still goes through.
    const mail = await browser(`/api/properties/${ids[21]}/inquiries/`, {
      channel: 'email',
      name: 'Guest',
      email: 'guest@example.com',
      message: 'Please write to me.',
    });
    expect(mail.statusCode).toBe(200);
    // Another browser at another address is not affected.
    expect((await guestBrowser('203.0.113.21')(revealUrl(ids[20]!))).statusCode).toBe(200);
  });

  it('a guest clearing cookies meets the address’s bound of 60', async () => {
    const address = '203.0.113.30';
    const codes: number[] = [];
    // Every request a new browser (no cookie kept): only the address holds them back.
    for (const id of ids.slice(0, 61)) {
      codes.push((await t.app.inject({ method: 'POST', url: revealUrl(id), remoteAddress: address })).statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    const last = await t.app.inject({ method: 'POST', url: revealUrl(ids[61]!), remoteAddress: address });
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('sign_in_for_more');
    // Signing in lifts it: an account has its own limit.
    const member = await signedInUser(t, { fullName: 'Signed At Address' });
    expect((await postAs(member, revealUrl(ids[61]!), address)).statusCode).toBe(200);
  });

  it('an account reveals 100 numbers; the 101st is a translated 429; another account is not affected', async () => {
    const heavy = await signedInUser(t, { fullName: 'Heavy Revealer' });
    const codes: number[] = [];
    for (const id of ids.slice(0, 100)) codes.push((await postAs(heavy, revealUrl(id))).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    const refused = await postAs(heavy, revealUrl(ids[100]!));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'too_many_requests',
      fields: { form: 'leads.phone_reveal.daily_limit' },
    });
    expect(refused.json().message).toMatch(/today's maximum of phone numbers/);
    expect(await revealsOf(`user:${heavy.user.id}`)).toHaveLength(100);
    // Revealing the same listing twice counted once above; another account starts from nothing.
    const light = await signedInUser(t, { fullName: 'Light Revealer' });
    expect((await postAs(light, revealUrl(ids[100]!))).statusCode).toBe(200);
    // Reveals older than 24 hours no longer count.
    await db()
      .update(contactReveals)
      .set({ createdAt: ago(DAY + MINUTE) })
      .where(eq(contactReveals.viewerKey, `user:${heavy.user.id}`));
    expect((await postAs(heavy, revealUrl(ids[100]!))).statusCode).toBe(200);
  });

  it('reveals sent at once never pass the limit together', async () => {
    const racer = await signedInUser(t, { fullName: 'Racing Revealer' });
    await db()
      .insert(contactReveals)
      .values(
        ids.slice(0, 99).map((listingId) => ({
          listingId,
          userId: racer.user.id,
          viewerKey: `user:${racer.user.id}`,
          addressKey: 'x',
        })),
      );
    const codes = (await Promise.all(ids.slice(100, 106).map((id) => postAs(racer, revealUrl(id))))).map(
      (a) => a.statusCode,
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });
});

describe('what is not shown', () => {
  it('a listing that is not public, or taken down, shows no number, not even to its lister', async () => {
    const pending = await insertListing(db(), lister.user.id, { title: 'Pending flat' }, { status: 'pending' });
    const takenDown = await insertListing(db(), lister.user.id, { title: 'Taken down flat' });
    await db()
      .update(listings)
      .set({ status: 'rejected', takenDownAt: new Date() })
      .where(eq(listings.id, takenDown.id));
    for (const id of [pending.id, takenDown.id, 2_147_483_000]) {
      expect(
        (await t.app.inject({ method: 'POST', url: revealUrl(id), remoteAddress: '203.0.113.40' })).statusCode,
      ).toBe(404);
      expect((await postAs(lister, revealUrl(id))).statusCode).toBe(404);
    }
    const suspended = await anAgency(t, { status: 'suspended', phone: '+971 4 000 1111' });
    expect((await call('POST', `/api/agencies/${suspended.slug}/phone/`)).statusCode).toBe(404);
    expect(await db().select().from(contactReveals).where(eq(contactReveals.listingId, pending.id))).toEqual([]);
  });
});

describe('call tracking', () => {
  it('is chosen per market; an unknown provider stops the server with one clear line', async () => {
    const config = loadConfig({ NODE_ENV: 'test', CALL_TRACKING: 'AE:none,*:none' });
    expect(config.CALL_TRACKING).toEqual({ AE: 'none', '*': 'none' });
    expect(callTrackingFor(config.CALL_TRACKING)('ae').name).toBe('none');
    expect(() => callTrackingFor({ PK: 'acme' })).toThrow(/CALL_TRACKING names "acme"/);
    expect(() => loadConfig({ NODE_ENV: 'test', CALL_TRACKING: 'AE=none' })).toThrow(/CALL_TRACKING/);
    const own = { phone: '+92 300 1112233', whatsapp: null };
    expect(
      await callTrackingFor({})('PK').numberFor({
        target: { kind: 'agency', agencyId: 1 },
        country: 'PK',
        viewer: 'user:1',
        own,
      }),
    ).toEqual(own);
  });
});

describe('the lister card’s trust figures (J8.6)', () => {
  it('name the confirmed e-mail, the agency’s checked licence, the BRN and replies from 5 answered inquiries', async () => {
    const detail = async () => (await call('GET', `/api/properties/${agencyListing.id}/`)).json().lister.trust;
    expect(await detail()).toEqual({
      email_verified: true,
      licence: {
        authority: 'dld_rera',
        number: '1234567',
        expires_on: '2030-01-31',
        checked_at: '2026-11-20T10:00:00.000Z',
      },
      brn: { number: '45678', expires_on: '2027-03-31' },
      responsiveness: null,
    });
    // Four answered inquiries say nothing; the fifth gives the median, with its sample.
    for (const minutes of [10, 20, 30, 40]) await leadFor(t, lister, agency.id, 2 * DAY, minutes * MINUTE);
    expect((await detail()).responsiveness).toBeNull();
    await leadFor(t, lister, null, 3 * DAY, 50 * MINUTE);
    expect((await detail()).responsiveness).toEqual({ median_minutes: 30, sample: 5, days: 60 });
    // A lone listing has no agency licence or BRN; an unconfirmed e-mail is not ticked.
    const lone = await signedInUser(t, { fullName: 'Unconfirmed Lister', emailVerifiedAt: null });
    const own = await insertListing(db(), lone.user.id, { title: 'Lone flat' });
    expect((await call('GET', `/api/properties/${own.id}/`)).json().lister.trust).toEqual({
      email_verified: false,
      licence: null,
      brn: null,
      responsiveness: null,
    });
    // The profile answers the same facts for its ticks.
    const profile = (await call('GET', `/api/profiles/${lister.user.slug}/`)).json();
    expect(profile).toMatchObject({
      email_verified: true,
      agency: { brn: '45678', licence: { number: '1234567' } },
      responsiveness: { median_minutes: 30, sample: 5 },
    });
  });
});
