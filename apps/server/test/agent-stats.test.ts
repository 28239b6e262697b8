/**
 * How each member answers (issue 36, J1.5, J1.6, J3.6): the agency's "Agents" table (figures
 * exact on a small known set, who sees which rows, sorting, CSV), the public profile's "Usually
 * replies within" data, and the one "Did <agent> reply?" question with its single-use link.
 * Agencies, members and leads are inserted directly where the figures need exact times.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { leadFeedback, leads } from '../src/features/leads/lead.table.js';
import { listings } from '../src/features/listings/listing.table.js';
import {
  agencyWith,
  ago,
  caller,
  DAY,
  dubaiListing,
  HOUR,
  leadFor,
  MINUTE,
  type Signed,
} from './helpers/agency-leads.js';
import { insertListing } from './helpers/listings.js';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://baytak.test:8080', LOGIN_MAX_PER_IP: '1000' });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const db = () => t.database.db;

type AgentRow = {
  user_id: number;
  name: string;
  role: string;
  live_listings: number;
  verified_listings: number;
  leads: number;
  contacts: number;
  median_response_minutes: number | null;
  responses: number;
  replied_24h_rate: number | null;
  replied_24h_sample: number;
  seeker_confirmed_rate: number | null;
  seeker_answers: number;
};
const agentsOf = async (who: Signed, query = '') => {
  const answer = await call('GET', `/api/agencies/mine/agents/${query}`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { days: number; scope: string; order: string; rows: AgentRow[] };
};

describe('the Agents table', () => {
  it('computes each figure exactly on a known set: median, 24 h share, spam left out, 30 and 60 days', async () => {
    const { agency, people } = await agencyWith(t, [
      { role: 'owner', name: 'Owner Stats' },
      { role: 'agent', name: 'Aisha Agent' },
      { role: 'agent', name: 'Bilal Agent' },
    ]);
    const [owner, aisha, bilal] = people as [Signed, Signed, Signed];
    // Aisha, within 30 days: answered after 30 min (and a second contact a day ago), 90 min and
    // 30 h; one unanswered for 6 days; one of an hour ago not answered yet; a spam lead answered
    // in a minute. 45 days ago: one answered after 10 min.
    await leadFor(t, aisha, agency.id, 2 * DAY, 30 * MINUTE, { laterContacts: [DAY] });
    await leadFor(t, aisha, agency.id, 3 * DAY, 90 * MINUTE);
    await leadFor(t, aisha, agency.id, 5 * DAY, 30 * HOUR);
    await leadFor(t, aisha, agency.id, 6 * DAY, null);
    await leadFor(t, aisha, agency.id, HOUR, null);
    await leadFor(t, aisha, agency.id, 4 * DAY, MINUTE, { spam: true });
    await leadFor(t, aisha, agency.id, 45 * DAY, 10 * MINUTE);
    // A lead of hers with no agency (her own listing) is not the agency's.
    await leadFor(t, aisha, null, 2 * DAY, MINUTE);
    // Two live listings of the agency, one sold, one personal.
    // Verified: the live sale listing (its badge holds), not the sold one; the rental's badge lapsed.
    const future = new Date(Date.now() + 30 * DAY);
    const verifiedUntil = { for_sale: future, for_rent: new Date(Date.now() - DAY), sold: future };
    for (const status of ['for_sale', 'for_rent', 'sold'] as const) {
      const listing = await insertListing(db(), aisha.user.id, {}, { status });
      await db()
        .update(listings)
        .set({ agencyId: agency.id, verifiedAt: new Date(), verifiedUntil: verifiedUntil[status] })
        .where(eq(listings.id, listing.id));
    }
    // A personal listing's badge is not the agency's.
    const personal = await insertListing(db(), aisha.user.id, {}, { status: 'for_sale' });
    await db()
      .update(listings)
      .set({ verifiedAt: new Date(), verifiedUntil: future })
      .where(eq(listings.id, personal.id));

    const month = await agentsOf(owner);
    expect(month).toMatchObject({ days: 30, scope: 'all', order: 'name' });
    expect(month.rows.map((r) => r.name)).toEqual(['Aisha Agent', 'Bilal Agent', 'Owner Stats']);
    expect(month.rows[0]).toMatchObject({
      user_id: aisha.user.id,
      role: 'agent',
      live_listings: 2,
      verified_listings: 1,
      leads: 5,
      contacts: 6,
      responses: 3,
      // 30, 90 and 1,800 minutes.
      median_response_minutes: 90,
      // 30 and 90 minutes of the four leads old enough or answered (the hour-old one waits).
      replied_24h_rate: 0.5,
      replied_24h_sample: 4,
      seeker_confirmed_rate: null,
      seeker_answers: 0,
    });
    expect(month.rows[1]).toMatchObject({
      user_id: bilal.user.id,
      leads: 0,
      contacts: 0,
      responses: 0,
      median_response_minutes: null,
      replied_24h_rate: null,
      replied_24h_sample: 0,
    });

    const twoMonths = await agentsOf(owner, '?days=60');
    expect(twoMonths.rows[0]).toMatchObject({
      leads: 6,
      contacts: 7,
      responses: 4,
      // 10, 30, 90 and 1,800 minutes: halfway between 30 and 90.
      median_response_minutes: 60,
      replied_24h_rate: 0.6,
      replied_24h_sample: 5,
    });

    // Bad windows and orders are refused with their catalog key.
    const bad = await call('GET', '/api/agencies/mine/agents/?days=45', owner);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('leads.agents.errors.days_invalid');
    expect((await call('GET', '/api/agencies/mine/agents/?order=salary', owner)).statusCode).toBe(400);
  });

  it('shows the seeker-confirmed rate only from 3 answers, spam left out', async () => {
    const { agency, people } = await agencyWith(t, [{ role: 'owner' }, { role: 'agent', name: 'Confirmed Agent' }]);
    const [owner, agent] = people as [Signed, Signed];
    const answer = async (value: 'replied' | 'no_reply', spam = false) => {
      const lead = await leadFor(t, agent, agency.id, 3 * DAY, null, { spam });
      await db()
        .insert(leadFeedback)
        .values({
          leadId: lead.id,
          agentUserId: agent.user.id,
          tokenHash: `hash-${lead.id}`,
          askedAt: ago(2 * DAY),
          answer: value,
          answeredAt: ago(DAY),
        });
    };
    await answer('replied');
    await answer('no_reply');
    await answer('replied', true);
    const rowOf = async () => (await agentsOf(owner)).rows.find((r) => r.user_id === agent.user.id)!;
    expect(await rowOf()).toMatchObject({ seeker_answers: 2, seeker_confirmed_rate: null });
    await answer('replied');
    expect(await rowOf()).toMatchObject({ seeker_answers: 3, seeker_confirmed_rate: 0.667 });
  });

  it('shows every member to the owner, the team to a manager, their own row to an agent; 403 outside an agency', async () => {
    const { agency, people } = await agencyWith(t, [
      { role: 'owner', name: 'Olivia Owner' },
      { role: 'admin', name: 'Adam Admin' },
      { role: 'manager', name: 'Maryam Manager' },
      { role: 'agent', manager: 2, name: 'Tariq Teamed' },
      { role: 'agent', name: 'Sara Solo' },
    ]);
    const [owner, admin, manager, teamed, solo] = people as [Signed, Signed, Signed, Signed, Signed];
    await leadFor(t, teamed, agency.id, DAY, 10 * MINUTE);
    await leadFor(t, solo, agency.id, DAY, 20 * MINUTE);
    await leadFor(t, solo, agency.id, 2 * DAY, 40 * MINUTE);

    const ids = (rows: AgentRow[]) => rows.map((r) => r.user_id).sort((a, b) => a - b);
    for (const who of [owner, admin]) {
      const all = await agentsOf(who);
      expect(all.scope).toBe('all');
      expect(ids(all.rows)).toEqual(ids(people.map((p) => ({ user_id: p.user.id }) as AgentRow)));
    }
    const team = await agentsOf(manager);
    expect(team.scope).toBe('team');
    expect(ids(team.rows)).toEqual([manager.user.id, teamed.user.id].sort((a, b) => a - b));
    const own = await agentsOf(solo);
    expect(own).toMatchObject({ scope: 'own' });
    expect(own.rows).toHaveLength(1);
    expect(own.rows[0]).toMatchObject({ user_id: solo.user.id, leads: 2, median_response_minutes: 30 });

    // Filtered by a manager's team; a non-manager is no team.
    const filtered = await agentsOf(owner, `?team=${manager.user.id}`);
    expect(ids(filtered.rows)).toEqual([manager.user.id, teamed.user.id].sort((a, b) => a - b));
    const notATeam = await call('GET', `/api/agencies/mine/agents/?team=${solo.user.id}`, owner);
    expect(notATeam.statusCode).toBe(422);
    expect(notATeam.json().fields).toEqual({ team: 'leads.agents.errors.team_invalid' });

    // Sorted by any column, nulls last either way.
    const byLeads = await agentsOf(owner, '?order=-leads');
    expect(byLeads.rows.slice(0, 2).map((r) => r.user_id)).toEqual([solo.user.id, teamed.user.id]);
    const byMedian = await agentsOf(owner, '?order=median_response_minutes');
    expect(byMedian.rows.slice(0, 2).map((r) => r.median_response_minutes)).toEqual([10, 30]);
    expect(byMedian.rows.at(-1)!.median_response_minutes).toBeNull();
    const byMedianDown = await agentsOf(owner, '?order=-median_response_minutes');
    expect(byMedianDown.rows.slice(0, 2).map((r) => r.median_response_minutes)).toEqual([30, 10]);
    expect(byMedianDown.rows.at(-1)!.median_response_minutes).toBeNull();

    // A member of another agency sees their own agency only; someone in none gets 403.
    const other = await agencyWith(t, [{ role: 'owner', name: 'Other Owner' }]);
    const theirs = await agentsOf(other.people[0]!);
    expect(theirs.rows.map((r) => r.user_id)).toEqual([other.people[0]!.user.id]);
    const lone = await signedInUser(t);
    const refused = await call('GET', '/api/agencies/mine/agents/', lone);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().fields).toEqual({ form: 'agencies.errors.not_member' });
    expect((await call('GET', '/api/agencies/mine/agents.csv', lone)).statusCode).toBe(403);
    expect((await call('GET', '/api/agencies/mine/agents/')).statusCode).toBe(401);
  });

  it('downloads as CSV with a byte-order mark, headers in the language asked and the formula guard', async () => {
    const { agency, people } = await agencyWith(t, [
      { role: 'owner', name: 'Csv Owner' },
      { role: 'agent', name: '=HYPERLINK("http://evil.example")' },
    ]);
    const [owner, evil] = people as [Signed, Signed];
    await leadFor(t, evil, agency.id, 2 * DAY, 30 * MINUTE);
    const answer = await call('GET', '/api/agencies/mine/agents.csv?days=90&order=-leads', owner);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="agents-90d-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const lines = answer.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Agent,Role,Live listings,Verified listings,Leads (people),Contacts,Median first response (minutes),Leads answered,Answered within 24 h (%),Leads counted for 24 h,Seeker-confirmed replies (%),Seeker answers',
    );
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.example"")",Agent,0,0,1,1,30,1,100,1,,0`);
    expect(lines[2]).toBe('Csv Owner,Owner,0,0,0,0,,0,,0,,0');
    const arabic = await t.app.inject({
      method: 'GET',
      url: '/api/agencies/mine/agents.csv',
      headers: { cookie: owner.cookie, 'accept-language': 'ar' },
    });
    expect(arabic.body).toContain('الوكيل');
  });
});

describe('the public profile line', () => {
  it('gives the median first response of 60 days from 5 answered inquiries, spam and older ones left out', async () => {
    const lister = await signedInUser(t, { fullName: 'Quick Lister' });
    const slug = lister.user.slug;
    const profileOf = async () => {
      const answer = await call('GET', `/api/profiles/${slug}/`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().responsiveness;
    };
    // Four answered (60, 120, 180, 240 min), an unanswered one, a spam one and one of 70 days ago.
    for (const minutes of [60, 120, 180, 240]) await leadFor(t, lister, null, 3 * DAY, minutes * MINUTE);
    await leadFor(t, lister, null, 3 * DAY, null);
    await leadFor(t, lister, null, 3 * DAY, MINUTE, { spam: true });
    await leadFor(t, lister, null, 70 * DAY, MINUTE);
    expect(await profileOf()).toBeNull();
    await leadFor(t, lister, null, 10 * DAY, 300 * MINUTE);
    expect(await profileOf()).toEqual({ median_minutes: 180, sample: 5, days: 60 });
  });
});

describe('"Did <agent> reply?"', () => {
  it('asks once a day after a WhatsApp or phone contact, in the app and by mail; the link answers once and tells nothing', async () => {
    const { agency, people } = await agencyWith(t, [{ role: 'owner' }, { role: 'agent', name: 'Walid Whatsapp' }]);
    const [owner, agent] = people as [Signed, Signed];
    const listing = await dubaiListing(t, agent, agency.id, 'Flat in Marina');
    const seeker = await signedInUser(t, { fullName: 'Signed Seeker' });
    const inquire = (payload: object, who?: Signed) =>
      call('POST', `/api/properties/${listing.id}/inquiries/`, who, { message: 'Still available?', ...payload });
    expect(
      (await inquire({ channel: 'whatsapp', name: 'Signed Seeker', phone: '050 111 2222' }, seeker)).statusCode,
    ).toBe(200);
    expect(
      (
        await inquire({
          channel: 'phone',
          name: 'Guest Caller',
          phone: '050 333 4444',
          email: 'guest-caller@example.test',
        })
      ).statusCode,
    ).toBe(200);
    // The form is answered in the inbox: no question. A WhatsApp click without any address: none either.
    expect(
      (await inquire({ channel: 'email', name: 'Form Writer', email: 'form-writer@example.test' })).statusCode,
    ).toBe(200);
    expect((await inquire({ channel: 'whatsapp', name: 'Nobody Known', phone: '050 555 6666' })).statusCode).toBe(200);

    const agencyLeads = await db().select().from(leads).where(eq(leads.agencyId, agency.id));
    expect(agencyLeads).toHaveLength(4);
    // The sweep (also a cron job, which may run meanwhile: the question is claimed once either way).
    const sweep = () => t.app.services.leadFeedback.askDue();
    const asked = async () =>
      (await db().select().from(leadFeedback)).filter((f) => agencyLeads.some((l) => l.id === f.leadId));
    // Not before a day has passed.
    await sweep();
    expect(await asked()).toHaveLength(0);
    await db().execute(sql`update lead_events set at = at - interval '25 hours'
      where lead_id in (select id from leads where agency_id = ${agency.id})`);
    await sweep();
    await sweep();
    const ours = await asked();
    expect(ours).toHaveLength(2);
    expect(ours.every((f) => f.agentUserId === agent.user.id && f.answer === null)).toBe(true);

    // The signed-in seeker: a notification whose link answers; and a mail to their account's address.
    const [notice] = await db().select().from(userNotifications).where(eq(userNotifications.userId, seeker.user.id));
    expect(notice).toMatchObject({ kind: 'lead_feedback' });
    expect(notice!.payload.title).toBe('Did Walid Whatsapp reply about Flat in Marina?');
    const token = /token=([\w-]+)/.exec(String(notice!.payload.link))![1]!;
    await t.app.services.jobs.settled();
    const signedMail = await inbox.waitFor(seeker.seed.email, /Did Walid Whatsapp reply/);
    expect(signedMail.text).toContain(`/leads/feedback?token=${token}&answer=replied`);
    expect(signedMail.text).toContain(`/leads/feedback?token=${token}&answer=no_reply`);

    // The guest, by the e-mail they typed: a link per answer.
    const guestMail = await inbox.waitFor('guest-caller@example.test', /Did Walid Whatsapp reply/);
    expect(guestMail.text).toContain('by phone');
    const guestToken = /feedback\?token=([\w-]+)&answer=no_reply/.exec(guestMail.text)![1]!;

    const answer = (body: object) => call('POST', '/api/leads/feedback/', undefined, body);
    const first = await answer({ token, answer: 'replied' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'success' });
    const again = await answer({ token, answer: 'no_reply' });
    const unknown = await answer({ token: 'x'.repeat(32), answer: 'replied' });
    expect(again.statusCode).toBe(410);
    expect(unknown.statusCode).toBe(410);
    // Used and unknown look alike: nothing about the lead, agent or agency.
    expect(again.json()).toEqual(unknown.json());
    expect(again.body).not.toContain('Walid');
    expect((await answer({ token, answer: 'maybe' })).statusCode).toBe(400);
    expect((await answer({ token: guestToken, answer: 'no_reply' })).statusCode).toBe(200);

    const stored = await asked();
    expect(stored.map((f) => f.answer).sort()).toEqual(['no_reply', 'replied']);
    expect(stored.every((f) => f.answeredAt !== null)).toBe(true);

    const row = (await agentsOf(owner)).rows.find((r) => r.user_id === agent.user.id)!;
    expect(row).toMatchObject({ seeker_answers: 2, seeker_confirmed_rate: null });
  });
});
