/**
 * Agencies and teams (issue 36): creation with Dubai's licence rules, invitations by mail (a real
 * SMTP server in this process), roles, allowances, removal with a hand-over, leaving, the public
 * page and the moderators' licence check. Every refusal changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyInvites, agencyMembers } from '../src/features/agencies/agency.table.js';
import { creditLedger, featurePackages } from '../src/features/credits/credits.table.js';
import { leads } from '../src/features/leads/lead.table.js';
import { listings } from '../src/features/listings/listing.table.js';
import * as files from './fixtures/upload-files.js';
import { rowsOf } from '../src/lib/sql-rows.js';
import { insertListing } from './helpers/listings.js';
import { linkToken, startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { dldPermit } from './helpers/permits.js';
import { caller } from './helpers/kit.js';
import { scaled } from './helpers/time.js';

let t: TestApp;
let inbox: SmtpInbox;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let owner: Person;
let agentA: Person;
let agentB: Person;
let outsider: Person;

const future = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
const dubaiAgency = (overrides: object = {}) => ({
  name_en: 'Marina Homes Real Estate',
  name_ar: 'مارينا هومز للعقارات',
  about_en: 'Apartments in Dubai Marina and JLT since 2009.',
  country: 'AE',
  city: 'Dubai',
  phone: '+971 4 123 4567',
  whatsapp: '+971 50 123 4567',
  email: 'office@marina-homes.example',
  website: 'https://marina-homes.example',
  licence_number: '12345',
  licence_expires_on: future(200),
  ...overrides,
});

const call = caller(() => t);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'http://baytak.test',
    LOGIN_MAX_PER_IP: '1000',
    AGENCY_INVITES_PER_HOUR: '6',
  });
  owner = await signedInUser(t, { fullName: 'Ayesha Owner' });
  agentA = await signedInUser(t, { fullName: 'Adnan Agent' });
  agentB = await signedInUser(t, { fullName: 'Bushra Agent' });
  outsider = await signedInUser(t, { fullName: 'Olga Outsider' });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** A fresh cover photo of `who`, uploaded through the API. */
async function upload(who: Person): Promise<string> {
  const { body, contentType } = files.multipart(await files.png(800, 600), 'cover.png');
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/featured/',
    headers: { 'content-type': contentType, cookie: who.cookie },
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

const dubaiListing = (featured: string) => ({
  purpose: 'rent',
  area_type: 'residential',
  property_type: 'apartment',
  title: `Agency flat in JLT ${Math.random().toString(36).slice(2, 8)}`,
  price: 85000,
  currency: 'AED',
  rent_frequency: 'year',
  bedrooms: 1,
  bathrooms: 1,
  country: 'AE',
  city: 'Dubai',
  address: 'Cluster D, Jumeirah Lake Towers',
  latitude: 25.0693,
  longitude: 55.1417,
  area_unit: 'sqft',
  area_size: 850,
  featured_image: featured,
  ...dldPermit(),
});

/** Invites `email` and answers the token of the link in the newest invitation mail. */
async function invite(email: string, role: string, who = owner) {
  const before = inbox.mailsTo(email).length;
  const answer = await call('POST', '/api/agencies/mine/invites/', who, { email, role });
  expect(answer.statusCode, answer.body).toBe(201);
  const deadline = Date.now() + scaled(10_000);
  while (inbox.mailsTo(email).length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const mail = inbox.mailsTo(email).at(-1)!;
  expect(mail.subject).toMatch(/invites you to Marina Homes/);
  return linkToken(mail, '/agencies/join');
}

describe('creating an agency', () => {
  it('needs a confirmed address, and in Dubai an ORN of digits with a future expiry', async () => {
    const unverified = await signedInUser(t, { emailVerifiedAt: null } as never);
    expect((await call('POST', '/api/agencies/', unverified, dubaiAgency())).statusCode).toBe(403);
    const noOrn = await call('POST', '/api/agencies/', owner, dubaiAgency({ licence_number: '' }));
    expect(noOrn.statusCode).toBe(422);
    expect(noOrn.json().fields).toEqual({ licence_number: 'agencies.errors.orn_required' });
    const long = await call('POST', '/api/agencies/', owner, dubaiAgency({ licence_number: '123456789' }));
    expect(long.json().fields).toEqual({ licence_number: 'agencies.errors.orn_length' });
    const past = await call('POST', '/api/agencies/', owner, dubaiAgency({ licence_expires_on: '2020-01-01' }));
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('Licence expiry must be a future date.');
    const letters = await call('POST', '/api/agencies/', owner, dubaiAgency({ licence_number: '12a45' }));
    expect(letters.statusCode).toBe(400);
    // Outside Dubai the licence is optional.
    const lahore = await call('POST', '/api/agencies/', outsider, {
      ...dubaiAgency({ licence_number: '', licence_expires_on: '' }),
      name_en: 'Lahore Estates',
      country: 'PK',
      city: 'Lahore',
    });
    expect(lahore.statusCode, lahore.body).toBe(201);
    expect(lahore.json().agency.licence).toMatchObject({ authority: 'none', number: null });
    expect((await call('GET', '/api/agencies/mine/', owner)).json().agency).toBeNull();
  });

  it('makes the creator its owner; the page says the licence is not yet checked; the ORN is its own', async () => {
    const created = await call('POST', '/api/agencies/', owner, dubaiAgency());
    expect(created.statusCode, created.body).toBe(201);
    const mine = created.json();
    expect(mine.role).toBe('owner');
    expect(mine.permissions).toContain('agency.members.manage');
    expect(mine.agency).toMatchObject({
      slug: 'marina-homes-real-estate',
      licence: { number: '12345', checked_at: null },
    });
    const page = await call('GET', '/api/agencies/marina-homes-real-estate/');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ name: 'Marina Homes Real Estate', licence: { authority: 'dld_rera' } });
    expect(page.json().team.map((m: { name: string }) => m.name)).toEqual(['Ayesha Owner']);
    const arabic = await t.app.inject({
      url: '/api/agencies/marina-homes-real-estate/',
      headers: { 'x-locale': 'ar' },
    });
    expect(arabic.json().name).toBe('مارينا هومز للعقارات');
    // The same ORN for another agency; a second agency for a member.
    const copy = await call('POST', '/api/agencies/', agentB, dubaiAgency({ name_en: 'Copy Cats' }));
    expect(copy.statusCode).toBe(409);
    expect(copy.json().code).toBe('licence_taken');
    const second = await call('POST', '/api/agencies/', owner, dubaiAgency({ licence_number: '777' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('member_of_another_agency');
  });

  it('a moderator ticks "Licence checked", logged; nobody else can', async () => {
    const agencyId = (await call('GET', '/api/agencies/mine/', owner)).json().agency.id;
    expect((await call('POST', `/api/admin/agencies/${agencyId}/licence-checked/`, owner)).statusCode).toBe(403);
    const admin = await signedInUser(t, { fullName: 'Noor Admin', isAdmin: true } as never);
    const list = await call('GET', '/api/admin/agencies/', admin);
    expect(list.json().results.some((a: { id: number }) => a.id === agencyId)).toBe(true);
    expect((await call('POST', `/api/admin/agencies/${agencyId}/licence-checked/`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/agencies/marina-homes-real-estate/')).json().licence.checked_at).not.toBeNull();
    const logged = rowsOf<{ action: string }>(
      await t.database.db.execute(sql`select action from admin_actions where target_type = 'agency'`),
    );
    expect(logged.map((r) => r.action)).toContain('agency.licence_checked');
  });
});

describe('invitations', () => {
  it('a mailed link is accepted once, by the address it was sent to, within 7 days', async () => {
    const token = await invite(agentA.user.email, 'agent');
    const preview = await call('GET', `/api/agencies/invites/${token}/`);
    expect(preview.json()).toMatchObject({
      role: 'agent',
      state: 'open',
      agency: { name: 'Marina Homes Real Estate' },
    });
    // Someone else who got the link cannot use it.
    const stolen = await call('POST', '/api/agencies/invites/accept/', agentB, { token });
    expect(stolen.statusCode).toBe(403);
    const accepted = await call('POST', '/api/agencies/invites/accept/', agentA, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ role: 'agent', permissions: ['credits.spend'] });
    const again = await call('POST', '/api/agencies/invites/accept/', agentA, { token });
    expect(again.statusCode).toBe(410);
    expect((await call('GET', `/api/agencies/invites/${token}/`)).json().state).toBe('used');
  });

  it('an expired link changes nothing; a member of another agency must leave first', async () => {
    const token = await invite(agentB.user.email, 'agent');
    await t.database.db
      .update(agencyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agencyInvites.email, agentB.user.email));
    const expired = await call('POST', '/api/agencies/invites/accept/', agentB, { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This invitation has expired. Ask the agency for a new one.');
    expect(await t.database.db.select().from(agencyMembers).where(eq(agencyMembers.userId, agentB.user.id))).toEqual(
      [],
    );
    const fresh = await invite(agentB.user.email, 'agent');
    expect((await call('POST', '/api/agencies/invites/accept/', agentB, { token: fresh })).statusCode).toBe(200);
    const fromElsewhere = await invite(outsider.user.email, 'agent');
    const refused = await call('POST', '/api/agencies/invites/accept/', outsider, { token: fromElsewhere });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('member_of_another_agency');
  });

  it('an agent cannot invite; an agency can send only so many an hour', async () => {
    const byAgent = await call('POST', '/api/agencies/mine/invites/', agentA, {
      email: 'x@example.com',
      role: 'agent',
    });
    expect(byAgent.statusCode).toBe(403);
    let last = 0;
    for (let i = 0; i < 6; i++) {
      last = (await call('POST', '/api/agencies/mine/invites/', owner, { email: `n${i}@example.com`, role: 'agent' }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('members', () => {
  it('an agent cannot change roles or allowances; allowances cannot exceed the quota', async () => {
    const byAgent = await call('PATCH', `/api/agencies/mine/members/${agentB.user.id}/`, agentA, { role: 'admin' });
    expect(byAgent.statusCode).toBe(403);
    const set = await call('PATCH', `/api/agencies/mine/members/${agentA.user.id}/`, owner, {
      listing_allowance: 30,
      brn: '45678',
      brn_expires_on: future(300),
    });
    expect(set.statusCode, set.body).toBe(200);
    const over = await call('PATCH', `/api/agencies/mine/members/${agentB.user.id}/`, owner, { listing_allowance: 75 });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Allowances add up to 105; the agency has 100.');
    const [kept] = await t.database.db.select().from(agencyMembers).where(eq(agencyMembers.userId, agentB.user.id));
    expect(kept!.listingAllowance).toBeNull();
    const sameBrn = await call('PATCH', `/api/agencies/mine/members/${agentB.user.id}/`, owner, { brn: '45678' });
    expect(sameBrn.statusCode).toBe(409);
    // The only owner cannot stop being one, nor leave.
    const demote = await call('PATCH', `/api/agencies/mine/members/${owner.user.id}/`, owner, { role: 'admin' });
    expect(demote.json().code).toBe('last_owner');
    expect((await call('POST', '/api/agencies/mine/leave/', owner)).json().code).toBe('last_owner');
  });

  it('removing an agent hands their listings and open leads to the members chosen; they lose access at once', async () => {
    const agencyId = (await call('GET', '/api/agencies/mine/', owner)).json().agency.id;
    const live = await insertListing(t.database.db, agentB.user.id, { title: 'Agent B flat in JLT' });
    await t.database.db.update(listings).set({ agencyId }).where(eq(listings.id, live.id));
    await t.database.db.insert(leads).values({
      agencyId,
      listerUserId: agentB.user.id,
      assigneeUserId: agentB.user.id,
      personKey: '+971501112233',
      name: 'Buyer One',
    });
    const preview = await call('GET', `/api/agencies/mine/members/${agentB.user.id}/removal/`, owner);
    expect(preview.json()).toEqual({ live_listings: 1, open_leads: 1 });
    const toOutsider = await call('POST', `/api/agencies/mine/members/${agentB.user.id}/remove/`, owner, {
      listings_to: outsider.user.id,
      leads_to: agentA.user.id,
    });
    expect(toOutsider.statusCode).toBe(422);
    const removed = await call('POST', `/api/agencies/mine/members/${agentB.user.id}/remove/`, owner, {
      listings_to: agentA.user.id,
      leads_to: agentA.user.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ listings: 1, leads: 1 });
    const [moved] = await t.database.db.select().from(listings).where(eq(listings.id, live.id));
    expect(moved).toMatchObject({ id: live.id, slug: live.slug, ownerId: agentA.user.id, agencyId });
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(and(eq(leads.agencyId, agencyId)));
    expect(lead!.assigneeUserId).toBe(agentA.user.id);
    // At once: no agency, 403 on agency endpoints, the personal account still works.
    expect((await call('GET', '/api/agencies/mine/', agentB)).json().agency).toBeNull();
    expect(
      (await call('POST', '/api/agencies/mine/invites/', agentB, { email: 'z@example.com', role: 'agent' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/auth/user/profile/', agentB)).statusCode).toBe(200);
  });

  it('a member moves their personal listings to the agency when they choose', async () => {
    const personal = await insertListing(t.database.db, agentA.user.id, { title: 'Agent A own villa' });
    const before = (await call('GET', '/api/agencies/mine/', agentA)).json();
    expect(before.personal_listings).toBeGreaterThan(0);
    const moved = await call('POST', '/api/agencies/mine/move-listings/', agentA);
    expect(moved.json().moved).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, personal.id));
    expect(row!.agencyId).toBe(before.agency.id);
    const page = await call('GET', `/api/agencies/marina-homes-real-estate/listings/?agent=${agentA.user.id}`);
    expect(page.json().results.map((c: { id: number }) => c.id)).toContain(personal.id);
  });
});

describe('one quota and one wallet per agency (decision 0044)', () => {
  it("a member's new listing is the agency's, counted against the agency's quota and their allowance", async () => {
    const mine = (await call('GET', '/api/agencies/mine/', agentA)).json();
    const live = mine.members.find((m: { id: number }) => m.id === agentA.user.id).live_listings;
    expect(live).toBeGreaterThan(0);
    await call('PATCH', `/api/agencies/mine/members/${agentA.user.id}/`, owner, { listing_allowance: live });
    const featured = await upload(agentA);
    const refused = await call('POST', '/api/properties/', agentA, dubaiListing(featured));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Your agency allows you ${live} live listings; ask an admin to raise it.`);
    await call('PATCH', `/api/agencies/mine/members/${agentA.user.id}/`, owner, { listing_allowance: null });
    const made = await call('POST', '/api/properties/', agentA, dubaiListing(featured));
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, made.json().property.id));
    expect(row!.agencyId).toBe(mine.agency.id);
    // The agency's own quota.
    await t.database.db.execute(sql`update agencies set listing_quota = 1 where id = ${mine.agency.id}`);
    const full = await call('POST', '/api/properties/', agentA, dubaiListing(await upload(agentA)));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('agency_quota_reached');
    await t.database.db.execute(sql`update agencies set listing_quota = 100 where id = ${mine.agency.id}`);
  });

  it("a member features an agency listing from the agency's wallet, within their monthly allowance", async () => {
    const agencyId = (await call('GET', '/api/agencies/mine/', owner)).json().agency.id;
    const [pkg] = await t.database.db
      .insert(featurePackages)
      .values({ kind: 'feature', name: 'Week', nameAr: 'أسبوع', credits: 30, days: 7 })
      .returning();
    await t.database.db.insert(creditLedger).values({ userId: owner.user.id, amount: 500, reason: 'admin_grant' });
    // The owner moves 100 of their own credits to the agency; more than they have is refused.
    expect((await call('POST', '/api/agencies/mine/credits/', owner, { amount: 100_000 })).statusCode).toBe(402);
    expect((await call('POST', '/api/agencies/mine/credits/', agentA, { amount: 10 })).statusCode).toBe(403);
    const moved = await call('POST', '/api/agencies/mine/credits/', owner, { amount: 100 });
    expect(moved.json().wallet).toMatchObject({ balance: 100 });
    await call('PATCH', `/api/agencies/mine/members/${agentA.user.id}/`, owner, { monthly_credit_allowance: 40 });
    const ownOf = async (who: Person) => (await call('GET', '/api/credits/', who)).json().balance;
    const before = await ownOf(agentA);
    const theirs = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.agencyId, agencyId), eq(listings.ownerId, agentA.user.id)));
    const first = await call('POST', `/api/properties/${theirs[0]!.id}/feature/`, agentA, { package_id: pkg!.id });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('POST', `/api/properties/${theirs[1]!.id}/feature/`, agentA, { package_id: pkg!.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Monthly allowance used \(30 of 40 credits\)/);
    const wallet = (await call('GET', '/api/agencies/mine/', agentA)).json().wallet;
    expect(wallet).toMatchObject({ balance: 70, spent_this_month: 30, monthly_allowance: 40 });
    // The spend names both the agent and the agency; the agent's own credits did not move.
    const spends = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.agencyId, agencyId), eq(creditLedger.reason, 'purchase')));
    expect(spends).toMatchObject([{ userId: agentA.user.id, amount: -30 }]);
    expect(await ownOf(agentA)).toEqual(before);
  });
});

describe('the daily licence sweep', () => {
  it('mails the owner 30 days before, holds Dubai listings once expired, and releases them on renewal', async () => {
    const mine = (await call('GET', '/api/agencies/mine/', owner)).json();
    const agencyId = mine.agency.id;
    const setExpiry = (days: number) =>
      t.database.db.execute(
        sql`update agencies set licence_expires_on = current_date + ${days}::int where id = ${agencyId}`,
      );
    const mailsToOwner = () => inbox.mailsTo(owner.user.email).filter((m) => /licence of/.test(m.subject));
    await setExpiry(25);
    expect((await t.app.services.agencies.licenceSweep()).notices).toBe(1);
    await t.app.services.agencies.licenceSweep();
    await expect.poll(() => mailsToOwner().length, { timeout: scaled(10_000) }).toBe(1);
    expect(mailsToOwner()[0]!.subject).toMatch(/expires in 25 days/);

    const [dubai] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.agencyId, agencyId), eq(listings.city, 'Dubai')));
    expect(dubai).toBeDefined();
    await setExpiry(-1);
    const swept = await t.app.services.agencies.licenceSweep();
    expect(swept.held).toBeGreaterThan(0);
    expect(swept.notices).toBe(1);
    const [held] = await t.database.db.select().from(listings).where(eq(listings.id, dubai!.id));
    expect(held!.status).toBe('on_hold');
    expect((await call('GET', `/api/properties/${dubai!.id}/`)).statusCode).toBe(404);
    // Nobody puts it back on the market while the licence is expired.
    const republish = await call('POST', `/api/properties/${dubai!.id}/status/`, owner, { status: 'for_rent' });
    expect(republish.statusCode).toBe(409);
    expect(republish.json().code).toBe('licence_expired');
    // A renewed licence puts it back.
    const renewed = await call('PATCH', '/api/agencies/mine/', owner, { licence_expires_on: future(365) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const [back] = await t.database.db.select().from(listings).where(eq(listings.id, dubai!.id));
    expect(back!.status).toBe('for_rent');
    expect(renewed.json().agency.licence.checked_at).toBeNull();
  });
});
