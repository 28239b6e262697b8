/**
 * Seeker privacy (issue 36, J3.8): a person who deletes their account or their inquiry history
 * leaves anonymised leads (no name, phone, e-mail or search text; the counts stay), including the
 * leads they made as a guest with their confirmed e-mail. Nobody can do it for someone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agencies } from '../src/features/agencies/agency.table.js';
import { leadEvents, leads } from '../src/features/leads/lead.table.js';
import { agencyWith, caller, DAY, dubaiListing, leadFor, MINUTE, type Signed } from './helpers/agency-leads.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const db = () => t.database.db;

describe('a person who deletes their account', () => {
  it('leaves anonymised leads: no name, phone, e-mail or search text; the counts stay; a new contact makes a new lead', async () => {
    const { agency, people } = await agencyWith(t, [{ role: 'owner' }, { role: 'agent', name: 'Kept Agent' }]);
    const [, agent] = people as [Signed, Signed];
    const listing = await dubaiListing(t, agent, agency.id, 'Villa in Arabian Ranches');
    const leaving = await signedInUser(t, { fullName: 'Leaving Seeker', password: 'leaving-password-1' });
    const inquire = (payload: object, who?: Signed) =>
      call('POST', `/api/properties/${listing.id}/inquiries/`, who, { name: 'Leaving Seeker', ...payload });
    const phone = '050 777 8888';
    await inquire({ channel: 'email', email: leaving.seed.email, phone, message: 'Call me on 050 777 8888' }, leaving);
    await inquire({ channel: 'whatsapp', phone, message: 'Hello' }, leaving);
    const [before] = await db().select().from(leads).where(eq(leads.personUserId, leaving.user.id));
    expect(before).toMatchObject({ contacts: 2, name: 'Leaving Seeker' });

    const deleted = await call('POST', '/api/auth/user/delete/', leaving, {
      confirmation: leaving.seed.email,
      password: 'leaving-password-1',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const [after] = await db().select().from(leads).where(eq(leads.id, before!.id));
    expect(after).toMatchObject({
      name: 'Deleted user',
      phoneE164: null,
      phoneRaw: null,
      email: null,
      searchText: '',
      personUserId: null,
      contacts: 2,
      channels: before!.channels,
      assigneeUserId: agent.user.id,
    });
    expect(after!.anonymisedAt).toBeInstanceOf(Date);
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, before!.id));
    expect(events.filter((e) => e.actor === 'seeker')).toHaveLength(2);
    expect(JSON.stringify(events)).not.toContain('777');
    expect(JSON.stringify(events)).not.toContain('Leaving Seeker');
    // Nobody finds them by their old number; the same number later is a new person.
    const search = await call('GET', '/api/leads/?q=050%20777', agent);
    expect(search.json().results).toHaveLength(0);
    await inquire({ channel: 'whatsapp', phone: '050 777 8888', message: 'Hello again' });
    const now = await db().select().from(leads).where(eq(leads.agencyId, agency.id));
    expect(now).toHaveLength(2);
  });

  it("takes a lone lister's own inbox with their account", async () => {
    const lister = await signedInUser(t, { fullName: 'Leaving Lister', password: 'leaving-password-2' });
    const lead = await leadFor(t, lister, null, DAY, MINUTE);
    const deleted = await call('POST', '/api/auth/user/delete/', lister, {
      confirmation: lister.seed.email,
      password: 'leaving-password-2',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await db().select().from(leads).where(eq(leads.id, lead.id))).toHaveLength(0);
  });
});

describe('a person who deletes their inquiry history', () => {
  it('anonymises their leads, signed in and as a guest with their confirmed e-mail, keeps the counts and the account; nobody else can', async () => {
    const { agency, people } = await agencyWith(t, [{ role: 'owner' }, { role: 'agent', name: 'History Agent' }]);
    const [, agent] = people as [Signed, Signed];
    const first = await dubaiListing(t, agent, agency.id, 'Flat in JLT for the history');
    const lone = await signedInUser(t, { fullName: 'Lone Lister' });
    const second = await dubaiListing(t, lone, null, 'Townhouse of a lone lister');
    const seeker = await signedInUser(t, { fullName: 'History Seeker' });
    const email = seeker.seed.email;
    // Before signing up, as a guest with the same address; then signed in on another lister's listing.
    const asGuest = await call('POST', `/api/properties/${first.id}/inquiries/`, undefined, {
      channel: 'email',
      name: 'History Seeker',
      email: email.toUpperCase(),
      message: 'Is the flat in JLT still free?',
    });
    expect(asGuest.statusCode, asGuest.body).toBeLessThan(300);
    const signedIn = await call('POST', `/api/properties/${second.id}/inquiries/`, seeker, {
      channel: 'whatsapp',
      name: 'History Seeker',
      phone: '050 222 3344',
      message: 'Hello about the townhouse',
    });
    expect(signedIn.statusCode, signedIn.body).toBeLessThan(300);
    const theirs = async () =>
      (
        await db()
          .select()
          .from(leads)
          .where(sql`lower(${leads.name}) like 'history seeker%'`)
      ).map((l) => l.id);
    const ids = await theirs();
    expect(ids).toHaveLength(2);

    // A guest cannot, and another user's call forgets only their own (none): nothing here changes.
    expect((await call('POST', '/api/auth/user/inquiries/delete/')).statusCode).toBe(401);
    const other = await call('POST', '/api/auth/user/inquiries/delete/', agent);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toEqual({ status: 'success', leads: 0 });
    expect(await theirs()).toEqual(ids);

    const done = await call('POST', '/api/auth/user/inquiries/delete/', seeker);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'success', leads: 2 });
    expect(await theirs()).toEqual([]);
    const rows = await db()
      .select()
      .from(leads)
      .where(sql`${leads.id} in ${ids}`);
    for (const row of rows) {
      expect(row).toMatchObject({
        name: 'Deleted user',
        email: null,
        phoneE164: null,
        personUserId: null,
        contacts: 1,
      });
    }
    // The listers keep the lead, its contact and its counts; it reads "Deleted user".
    const seen = await call('GET', `/api/leads/${rows.find((r) => r.agencyId === agency.id)!.id}/`, agent);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ name: 'Deleted user', contacts: 1 });
    expect(seen.body).not.toContain('still free');
    expect(seen.body).not.toContain(email);
    // The account stays, signed in.
    expect((await call('GET', '/api/auth/user/settings/', seeker)).statusCode).toBe(200);
  });
});

describe('account deletion and leads made as a guest', () => {
  it("anonymises the guest leads of the account's confirmed e-mail, never those of an unconfirmed one", async () => {
    const { agency, people } = await agencyWith(t, [{ role: 'owner' }, { role: 'agent' }]);
    const [, agent] = people as [Signed, Signed];
    const listing = await dubaiListing(t, agent, agency.id, 'Studio in Marina for guests');
    const confirmed = await signedInUser(t, { fullName: 'Guest Before', password: 'guest-password-1' });
    const unconfirmed = await signedInUser(t, {
      fullName: 'Unconfirmed Leaver',
      password: 'guest-password-2',
      emailVerifiedAt: null,
    } as never);
    for (const who of [confirmed, unconfirmed]) {
      const sent = await call('POST', `/api/properties/${listing.id}/inquiries/`, undefined, {
        channel: 'email',
        name: `Guest of ${who.seed.fullName}`,
        email: who.seed.email,
        message: 'A question as a guest',
      });
      expect(sent.statusCode, sent.body).toBeLessThan(300);
    }
    for (const [who, password] of [
      [confirmed, 'guest-password-1'],
      [unconfirmed, 'guest-password-2'],
    ] as const) {
      const deleted = await call('POST', '/api/auth/user/delete/', who, { confirmation: who.seed.email, password });
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    const rows = await db().select().from(leads).where(eq(leads.agencyId, agency.id));
    expect(rows.map((r) => r.name).sort()).toEqual(['Deleted user', 'Guest of Unconfirmed Leaver']);
    expect(rows.every((r) => r.contacts === 1)).toBe(true);
  });
});

describe('the contact form says whose inbox the message goes to', () => {
  it("names an agency listing's agency in both languages, and no agency for a lone lister's", async () => {
    const { agency, people } = await agencyWith(t, [{ role: 'owner' }, { role: 'agent' }]);
    await db().update(agencies).set({ nameAr: 'وكالة الاختبار' }).where(eq(agencies.id, agency.id));
    const listing = await dubaiListing(t, people[1]!, agency.id, 'Flat of an agency');
    const detail = await call('GET', `/api/properties/${listing.id}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().agency).toEqual({ slug: agency.slug, name_en: agency.nameEn, name_ar: 'وكالة الاختبار' });
    const lone = await dubaiListing(t, await signedInUser(t), null, 'Flat of a lone lister');
    expect((await call('GET', `/api/properties/${lone.id}/`)).json().agency).toBeNull();
  });
});
