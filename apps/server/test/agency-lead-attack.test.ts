/**
 * Issue 36's endpoints tried as an attacker would (the attack run's method, in CI): every agency
 * and lead endpoint refuses a guest; a member of another agency reads or changes nothing of this
 * one and cannot tell a foreign lead from a missing one (the same 404); invitation links cannot be
 * probed; a removed member loses everything at once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, agencyMembers } from '../src/features/agencies/agency.table.js';
import { leads } from '../src/features/leads/lead.table.js';
import { listings } from '../src/features/listings/listing.table.js';
import { caller } from './helpers/kit.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let ownerA: Signed;
let agentA: Signed;
let ownerB: Signed;
let leadA: number;
let leadB: number;

let addresses = 0;
const call = caller(() => t, {
  remoteAddress: () => {
    addresses += 1;
    return `198.51.100.${(addresses % 250) + 1}`;
  },
});

async function agencyOf(owner: Signed, name: string) {
  const [agency] = await t.database.db
    .insert(agencies)
    .values({
      slug: name.toLowerCase(),
      nameEn: name,
      country: 'PK',
      city: 'Lahore',
      cityKey: 'lahore',
      phone: '+924200000',
      email: `${name}@example.test`,
    })
    .returning();
  await t.database.db.insert(agencyMembers).values({ userId: owner.user.id, agencyId: agency!.id, role: 'owner' });
  return agency!.id;
}

/** A guest's inquiry on a listing of the agency: answers the lead's id. */
async function leadOn(agencyId: number, lister: Signed, phone: string) {
  const listing = await insertListing(t.database.db, lister.user.id, { title: `Flat of ${phone}` });
  await t.database.db.update(listings).set({ agencyId }).where(eq(listings.id, listing.id));
  const sent = await call('POST', `/api/properties/${listing.id}/inquiries/`, undefined, {
    channel: 'whatsapp',
    name: 'Seeker',
    phone,
    message: 'Is it available?',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [lead] = await t.database.db.select().from(leads).where(eq(leads.agencyId, agencyId));
  return lead!.id;
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
  ownerA = await signedInUser(t, { fullName: 'Owner A' });
  agentA = await signedInUser(t, { fullName: 'Agent A' });
  ownerB = await signedInUser(t, { fullName: 'Owner B' });
  const a = await agencyOf(ownerA, 'Alpha');
  await t.database.db.insert(agencyMembers).values({ userId: agentA.user.id, agencyId: a, role: 'agent' });
  const b = await agencyOf(ownerB, 'Bravo');
  leadA = await leadOn(a, agentA, '0300 1111111');
  leadB = await leadOn(b, ownerB, '0300 2222222');
});
afterAll(() => t.close());

describe('agency and lead endpoints under attack', () => {
  it('every agency and lead endpoint but the public ones answers 401 to a guest', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
    const publicOnes = new Set([
      'GET /api/agencies/{slug}/',
      'GET /api/agencies/{slug}/listings/',
      'GET /api/agencies/invites/{token}/',
      'POST /api/agencies/{slug}/contact/',
      // "Show number" on the agency's page (issue 42): guests too, within their own daily limits.
      'POST /api/agencies/{slug}/phone/',
      // "Did the agent reply?" answered from a mailed link: its signed token is the key.
      'POST /api/leads/feedback/',
      'GET /api/leads/feedback/',
    ]);
    let tried = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/agencies/') && !path.startsWith('/api/leads/')) continue;
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        if (publicOnes.has(`${method} ${path}`)) continue;
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'slug' ? 'alpha' : '1'));
        const answer = await call(method as 'GET', url, undefined, method === 'GET' ? undefined : {});
        expect(answer.statusCode, `${method} ${url}`).toBe(401);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(20);
  });

  it("another agency's member reads and changes nothing of this agency's leads, and cannot tell them from missing ones", async () => {
    const missing = 2_000_000_000;
    for (const path of ['', 'notes/', 'status/', 'contact-log/', 'reminders/']) {
      const method = path ? 'POST' : 'GET';
      const body = {
        'notes/': { text: 'pwned' },
        'status/': { status: 'won' },
        'contact-log/': { channel: 'phone', outcome: 'reached' },
        'reminders/': { due_at: new Date(Date.now() + 3600_000).toISOString() },
      }[path];
      const foreign = await call(method, `/api/leads/${leadA}/${path}`, ownerB, path ? body : undefined);
      const absent = await call(method, `/api/leads/${missing}/${path}`, ownerB, path ? body : undefined);
      expect([foreign.statusCode, path], foreign.body).toEqual([404, path]);
      expect(foreign.json()).toEqual(absent.json());
    }
    const assign = await call('POST', '/api/leads/assign/', ownerB, { lead_ids: [leadA], assignee_id: ownerB.user.id });
    expect([403, 404]).toContain(assign.statusCode);
    const list = (await call('GET', '/api/leads/', ownerB)).json();
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([leadB]);
    const csv = await call('GET', '/api/leads/export.csv', ownerB);
    expect(csv.body).not.toContain('0300 1111111');
    expect(csv.body).not.toContain('+923001111111');
    const [untouched] = await t.database.db.select().from(leads).where(eq(leads.id, leadA));
    expect(untouched).toMatchObject({ status: 'new', assigneeUserId: agentA.user.id });
    const notes = await t.database.db.execute(sql`select count(*)::int as n from lead_events where kind = 'note'`);
    expect((notes as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("another agency's owner cannot manage this agency's members or read its dashboard", async () => {
    const patch = await call('PATCH', `/api/agencies/mine/members/${agentA.user.id}/`, ownerB, { role: 'admin' });
    expect(patch.statusCode).toBe(404);
    const removal = await call('GET', `/api/agencies/mine/members/${agentA.user.id}/removal/`, ownerB);
    expect(removal.statusCode).toBe(404);
    const mine = (await call('GET', '/api/agencies/mine/', ownerB)).json();
    expect(mine.members.map((m: { id: number }) => m.id)).toEqual([ownerB.user.id]);
    // An agent of this agency cannot either.
    expect(
      (await call('PATCH', `/api/agencies/mine/members/${ownerA.user.id}/`, agentA, { role: 'agent' })).statusCode,
    ).toBe(403);
  });

  it('invitation links cannot be probed: an unknown token and a used one look alike', async () => {
    const guesses = ['A'.repeat(32), 'b'.repeat(40), 'zZ09_-'.repeat(6)];
    const answers = await Promise.all(guesses.map((token) => call('GET', `/api/agencies/invites/${token}/`)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([404]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const accept = await call('POST', '/api/agencies/invites/accept/', ownerB, { token: guesses[0] });
    expect(accept.statusCode).toBe(410);
    expect((await call('GET', '/api/agencies/invites/short/')).statusCode).toBe(400);
  });

  it('a removed agent loses the agency and its leads at once', async () => {
    expect((await call('GET', `/api/leads/${leadA}/`, agentA)).statusCode).toBe(200);
    const removed = await call('POST', `/api/agencies/mine/members/${agentA.user.id}/remove/`, ownerA, {
      listings_to: ownerA.user.id,
      leads_to: ownerA.user.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `/api/leads/${leadA}/`, agentA)).statusCode).toBe(404);
    expect((await call('GET', '/api/leads/', agentA)).json().results).toEqual([]);
    expect(
      (await call('POST', '/api/agencies/mine/invites/', agentA, { email: 'x@example.com', role: 'agent' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/leads/${leadA}/`, ownerA)).json().assignee).toMatchObject({ id: ownerA.user.id });
  });
});
