/**
 * The lead inbox (issue 36, "One lead inbox"): every contact with a lister (the listing page's
 * form, a revealed number, a chat message about a listing) becomes an event of one lead per person
 * per agency or lone lister; who sees which lead follows the agency roles (features/access); the
 * lister's side works the lead (notes, status, logged calls, reminders, assignment, CSV export).
 * Agencies and their members are inserted directly: their own endpoints are another feature's.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyRole } from '@estate/shared';
import { adminActions } from '../src/features/moderation/moderation.table.js';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { agencies, agencyMembers } from '../src/features/agencies/agency.table.js';
import { leadEvents, leadReminders, leads } from '../src/features/leads/lead.table.js';
import { listingInquiries, listings } from '../src/features/listings/listing.table.js';
import { insertListing } from './helpers/listings.js';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { addressesFrom, caller } from './helpers/kit.js';
import { scaled } from './helpers/time.js';

let t: TestApp;
let inbox: SmtpInbox;
type Signed = Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'http://baytak.test:8080', LOGIN_MAX_PER_IP: '1000' });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** Each inquiry from its own address: the inquiry limit is per address (20 an hour). */
const nextAddress = addressesFrom('198.51');

const call = caller(() => t, { remoteAddress: nextAddress });

const inquire = (listingId: number, payload: object, who?: Signed) =>
  call('POST', `/api/properties/${listingId}/inquiries/`, who, { message: 'Is it still available?', ...payload });

let agencyCount = 0;
/** An agency with its members, straight into the tables; `members[i].manager` names another member's index. */
async function agencyWith(members: { role: AgencyRole; manager?: number; name?: string }[], target = 60) {
  agencyCount += 1;
  const [agency] = await t.database.db
    .insert(agencies)
    .values({
      slug: `leads-agency-${agencyCount}-${Date.now()}`,
      nameEn: `Agency ${agencyCount}`,
      country: 'AE',
      city: 'Dubai',
      cityKey: 'dubai',
      phone: '+97140000000',
      email: `agency-${agencyCount}@example.test`,
      responseTargetMinutes: target,
    })
    .returning();
  const people: Signed[] = [];
  for (const member of members)
    people.push(await signedInUser(t, { fullName: member.name ?? `${member.role} ${agencyCount}` }));
  await t.database.db.insert(agencyMembers).values(
    members.map((member, i) => ({
      userId: people[i]!.user.id,
      agencyId: agency!.id,
      role: member.role,
      managerId: member.manager === undefined ? null : people[member.manager]!.user.id,
    })),
  );
  return { agency: agency!, people };
}

/** A Dubai flat listed by `lister`, in `agencyId`'s name when given. */
async function dubaiListing(lister: Signed, agencyId: number | null, title = 'Flat in JLT') {
  const listing = await insertListing(
    t.database.db,
    lister.user.id,
    { title, country: 'AE', city: 'Dubai', currency: 'AED', price: 1_200_000, address: 'JLT, Dubai' },
    { status: 'for_sale' },
  );
  if (agencyId !== null) await t.database.db.update(listings).set({ agencyId }).where(eq(listings.id, listing.id));
  return { ...listing, title };
}

type Row = {
  id: number;
  name: string;
  channels: string[];
  listings: { items: { id: number; title: string }[]; count: number };
  contacts: number;
  status: string;
  assignee: { id: number; name: string } | null;
  waiting_minutes: number | null;
  over_target: boolean;
  next_reminder_at: string | null;
  reminder_overdue: boolean;
};
const inboxOf = async (who: Signed, query = '') => {
  const answer = await call('GET', `/api/leads/${query}`, who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    results: Row[];
    totals: { leads: number; contacts: number; capped: boolean };
    pages: number;
  };
};
const leadRow = (id: number) =>
  t.database.db
    .select()
    .from(leads)
    .where(eq(leads.id, id))
    .then((rows) => rows[0]!);
const eventsOf = (id: number) =>
  t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(leadEvents.id);

describe('a contact becomes one lead per person', () => {
  it('the form on X with a local number and WhatsApp on Y with the country code are one lead, 2 contacts', async () => {
    const { agency, people } = await agencyWith([{ role: 'owner' }, { role: 'agent', name: 'Omar Agent' }]);
    const [owner, agent] = people as [Signed, Signed];
    const x = await dubaiListing(agent, agency.id, 'Flat X');
    const y = await dubaiListing(agent, agency.id, 'Villa Y');

    const form = await inquire(x.id, {
      channel: 'email',
      name: 'Sara Ahmed',
      email: 'Sara@Example.com',
      phone: '050 123 4567',
    });
    expect(form.statusCode, form.body).toBe(200);
    const whatsapp = await inquire(y.id, { channel: 'whatsapp', name: 'Sara', phone: '+971501234567' });
    expect(whatsapp.statusCode, whatsapp.body).toBe(200);

    const answer = await inboxOf(owner);
    expect(answer.totals).toEqual({ leads: 1, contacts: 2, capped: false });
    const [row] = answer.results;
    expect(row).toMatchObject({
      name: 'Sara',
      channels: ['form', 'whatsapp'],
      listings: {
        items: [
          { id: x.id, title: 'Flat X' },
          { id: y.id, title: 'Villa Y' },
        ],
        count: 2,
      },
      contacts: 2,
      status: 'new',
      assignee: { id: agent.user.id, name: 'Omar Agent' },
      over_target: false,
    });
    expect(row!.waiting_minutes).toBe(0);

    const detail = (await call('GET', `/api/leads/${row!.id}/`, owner)).json();
    expect(detail).toMatchObject({ phone: '+971501234567', email: 'sara@example.com', person_user_id: null });
    expect(detail.events.map((e: { kind: string; listing: { id: number } }) => [e.kind, e.listing.id])).toEqual([
      ['form', x.id],
      ['whatsapp_click', y.id],
    ]);
    expect(detail.events[0].payload).toMatchObject({ message: 'Is it still available?' });
    // The inquiries are stored as before, beside the lead.
    const stored = await t.database.db
      .select()
      .from(listingInquiries)
      .where(eq(listingInquiries.ownerId, agent.user.id));
    expect(stored).toHaveLength(2);
    // Searching finds the lead by the number as typed locally, by e-mail and by name.
    for (const q of ['050 123', '+971 50', 'EXAMPLE.com', 'sar']) {
      expect((await inboxOf(owner, `?q=${encodeURIComponent(q)}`)).totals.leads, q).toBe(1);
    }
    expect((await inboxOf(owner, '?q=%25')).totals.leads).toBe(0);
    expect((await inboxOf(owner, `?channel=whatsapp&listing_id=${x.id}`)).totals.leads).toBe(1);
    expect((await inboxOf(owner, '?channel=chat')).totals.leads).toBe(0);
    expect((await inboxOf(owner, '?status=contacted')).totals.leads).toBe(0);
    expect((await inboxOf(owner, '?from=2000-01-01&to=2000-01-02')).totals.leads).toBe(0);
  });

  it('a lone lister gets their own lead, which no agency sees; an unreadable phone still counts', async () => {
    const { people } = await agencyWith([{ role: 'owner' }]);
    const lone = await signedInUser(t, { fullName: 'Lone Lister' });
    const listing = await dubaiListing(lone, null);
    expect(
      (await inquire(listing.id, { channel: 'phone', name: 'Odd Number', phone: '12-34-56', email: 'odd@example.com' }))
        .statusCode,
    ).toBe(200);
    expect((await inquire(listing.id, { channel: 'sms', name: 'Odd Number', phone: '12 34 56' })).statusCode).toBe(200);

    // The lister trying their own form makes no lead of themselves.
    expect((await inquire(listing.id, { channel: 'phone', name: 'Me', phone: '+971509990000' }, lone)).statusCode).toBe(
      200,
    );

    const mine = await inboxOf(lone);
    expect(mine.totals).toEqual({ leads: 2, contacts: 2, capped: false });
    const byEmail = (await t.database.db.select().from(leads).where(eq(leads.listerUserId, lone.user.id))).find(
      (lead) => lead.personKey === 'odd@example.com',
    );
    expect(byEmail).toMatchObject({
      agencyId: null,
      phoneE164: null,
      phoneRaw: '12-34-56',
      assigneeUserId: lone.user.id,
    });
    expect((await inboxOf(people[0]!)).totals.leads).toBe(0);
    // A guest has no inbox.
    expect((await call('GET', '/api/leads/')).statusCode).toBe(401);
  });

  it('inquiries sent at the same moment make one lead', async () => {
    const { agency, people } = await agencyWith([{ role: 'owner' }]);
    const listing = await dubaiListing(people[0]!, agency.id);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        inquire(listing.id, { channel: i % 2 ? 'phone' : 'whatsapp', name: `Racer ${i}`, phone: '+971 55 765 4321' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.database.db.select().from(leads).where(eq(leads.agencyId, agency.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contacts: 8, personKey: '+971557654321', listingIds: [listing.id] });
    expect(rows[0]!.channels.sort()).toEqual(['phone', 'whatsapp']);
    expect(await eventsOf(rows[0]!.id)).toHaveLength(8);
  });
});

describe('who sees which lead', () => {
  it('an agent their own, a manager the team’s, the owner and admins all; another’s lead by id is 404', async () => {
    const { agency, people } = await agencyWith([
      { role: 'owner' },
      { role: 'admin' },
      { role: 'manager' },
      { role: 'agent', manager: 2 },
      { role: 'agent' },
    ]);
    const [owner, admin, manager, teamAgent, otherAgent] = people as Signed[];
    const teamListing = await dubaiListing(teamAgent!, agency.id, 'Team flat');
    const otherListing = await dubaiListing(otherAgent!, agency.id, 'Other flat');
    await inquire(teamListing.id, { channel: 'whatsapp', name: 'Team Lead', phone: '+971501110001' });
    await inquire(otherListing.id, { channel: 'whatsapp', name: 'Other Lead', phone: '+971501110002' });
    const names = async (who: Signed) => (await inboxOf(who)).results.map((r) => r.name).sort();

    expect(await names(owner!)).toEqual(['Other Lead', 'Team Lead']);
    expect(await names(admin!)).toEqual(['Other Lead', 'Team Lead']);
    expect(await names(manager!)).toEqual(['Team Lead']);
    expect(await names(teamAgent!)).toEqual(['Team Lead']);
    expect(await names(otherAgent!)).toEqual(['Other Lead']);

    const teamLead = (await inboxOf(teamAgent!)).results[0]!;
    const stranger = await agencyWith([{ role: 'owner' }]);
    const lone = await signedInUser(t);
    for (const who of [otherAgent!, stranger.people[0]!, lone]) {
      const answer = await call('GET', `/api/leads/${teamLead.id}/`, who);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('not_found');
      const note = await call('POST', `/api/leads/${teamLead.id}/notes/`, who, { text: 'Probing' });
      expect(note.statusCode).toBe(404);
    }
    expect((await call('GET', '/api/leads/999999999/', owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/leads/abc/', owner)).statusCode).toBe(404);
  });

  it('admins and managers assign to members only; agents may not assign at all', async () => {
    const { agency, people } = await agencyWith([
      { role: 'admin' },
      { role: 'manager' },
      { role: 'agent', manager: 1 },
      { role: 'agent' },
    ]);
    const [admin, manager, teamAgent, otherAgent] = people as Signed[];
    const listing = await dubaiListing(teamAgent!, agency.id);
    await inquire(listing.id, { channel: 'phone', name: 'To Assign', phone: '+971502220001' });
    const lead = (await inboxOf(admin!)).results[0]!;
    const outsider = await signedInUser(t);
    const elsewhere = await agencyWith([{ role: 'agent' }]);

    for (const assignee of [outsider, elsewhere.people[0]!]) {
      const refused = await call('POST', '/api/leads/assign/', admin, {
        lead_ids: [lead.id],
        assignee_id: assignee.user.id,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'not_a_member',
        fields: { assignee_id: 'leads.errors.assignee_not_member' },
        message: 'That person is not a member of your agency.',
      });
    }
    const byAgent = await call('POST', '/api/leads/assign/', teamAgent, {
      lead_ids: [lead.id],
      assignee_id: otherAgent!.user.id,
    });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().fields).toEqual({ form: 'leads.errors.assign_forbidden' });
    const outOfTeam = await call('POST', '/api/leads/assign/', manager, {
      lead_ids: [lead.id],
      assignee_id: otherAgent!.user.id,
    });
    expect(outOfTeam.statusCode).toBe(403);
    expect((await leadRow(lead.id)).assigneeUserId).toBe(teamAgent!.user.id);

    const assigned = await call('POST', '/api/leads/assign/', admin, {
      lead_ids: [lead.id, lead.id],
      assignee_id: otherAgent!.user.id,
    });
    expect(assigned.json()).toEqual({ updated: 1, lead_ids: [lead.id] });
    expect((await inboxOf(otherAgent!)).totals.leads).toBe(1);
    expect((await inboxOf(teamAgent!)).totals.leads).toBe(0);
    expect((await inboxOf(manager!)).totals.leads).toBe(0);
    const [event] = (await eventsOf(lead.id)).filter((e) => e.kind === 'assigned');
    expect(event).toMatchObject({ actor: 'agent', actorUserId: admin!.user.id, payload: { to: otherAgent!.user.id } });

    const bulk = await call('POST', '/api/leads/bulk-status/', admin, { lead_ids: [lead.id], status: 'lost' });
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json().fields).toEqual({ lost_reason: 'leads.errors.lost_reason_required' });
    const lost = await call('POST', '/api/leads/bulk-status/', admin, {
      lead_ids: [lead.id],
      status: 'lost',
      lost_reason: 'spam',
    });
    expect(lost.json()).toEqual({ updated: 1, lead_ids: [lead.id] });
    expect(await leadRow(lead.id)).toMatchObject({ status: 'lost', lostReason: 'spam' });
    // A lead of another agency among the ids: nothing changes.
    const theirs = await dubaiListing(elsewhere.people[0]!, elsewhere.agency.id);
    await inquire(theirs.id, { channel: 'phone', name: 'Not Yours', phone: '+971502220002' });
    const [foreign] = await t.database.db.select().from(leads).where(eq(leads.agencyId, elsewhere.agency.id));
    const mixed = await call('POST', '/api/leads/bulk-status/', admin, {
      lead_ids: [lead.id, foreign!.id],
      status: 'won',
    });
    expect(mixed.statusCode).toBe(404);
    expect((await leadRow(lead.id)).status).toBe('lost');
    expect((await leadRow(foreign!.id)).status).toBe('new');
  });
});

describe('working a lead', () => {
  async function oneLead(name = 'Worked Lead') {
    const { agency, people } = await agencyWith([{ role: 'owner' }, { role: 'agent' }]);
    const listing = await dubaiListing(people[1]!, agency.id, 'Marina flat');
    await inquire(listing.id, { channel: 'email', name, email: `${name.replace(/\W/g, '')}@example.com` });
    const lead = (await inboxOf(people[1]!)).results[0]!;
    return { agent: people[1]!, owner: people[0]!, listing, lead };
  }

  it('refuses bad input with a translated 422 and stores nothing', async () => {
    const { agent, lead } = await oneLead();
    const before = (await eventsOf(lead.id)).length;

    const long = await call('POST', `/api/leads/${lead.id}/notes/`, agent, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({
      code: 'validation_failed',
      message: 'A note holds at most 2,000 characters.',
      fields: { text: 'leads.errors.note_too_long' },
    });
    const past = await call('POST', `/api/leads/${lead.id}/reminders/`, agent, {
      due_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({
      message: 'Choose a future time.',
      fields: { due_at: 'leads.errors.reminder_past' },
    });
    const lost = await call('POST', `/api/leads/${lead.id}/status/`, agent, { status: 'lost' });
    expect(lost.statusCode).toBe(422);
    expect(lost.json().fields).toEqual({ lost_reason: 'leads.errors.lost_reason_required' });
    const odd = await call('POST', `/api/leads/${lead.id}/contact-log/`, agent, { channel: 'fax', outcome: 'reached' });
    expect(odd.json().fields).toEqual({ channel: 'leads.errors.channel_invalid' });
    const page = await call('GET', '/api/leads/?page=0&status=maybe', agent);
    expect(page.statusCode).toBe(422);
    expect(page.json().fields).toEqual({ page: 'leads.errors.page_invalid', status: 'leads.errors.status_invalid' });

    expect(await eventsOf(lead.id)).toHaveLength(before);
    expect(await leadRow(lead.id)).toMatchObject({ status: 'new', nextReminderAt: null });
    expect(await t.database.db.select().from(leadReminders).where(eq(leadReminders.leadId, lead.id))).toEqual([]);
  });

  it('notes, a logged call, statuses, and won offering to mark the listing sold', async () => {
    const { agent, lead, listing } = await oneLead();
    const noted = await call('POST', `/api/leads/${lead.id}/notes/`, agent, { text: '  Prefers a high floor  ' });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().events.at(-1)).toMatchObject({
      kind: 'note',
      actor: 'agent',
      actor_user: { id: agent.user.id },
      payload: { text: 'Prefers a high floor' },
    });

    const missed = await call('POST', `/api/leads/${lead.id}/contact-log/`, agent, {
      channel: 'phone',
      outcome: 'no_answer',
    });
    expect(missed.json()).toMatchObject({ status: 'new', first_response_at: null });
    const reached = await call('POST', `/api/leads/${lead.id}/contact-log/`, agent, {
      channel: 'whatsapp',
      outcome: 'reached',
    });
    expect(reached.statusCode).toBe(201);
    expect(reached.json()).toMatchObject({ status: 'contacted', waiting_minutes: null });
    expect(reached.json().first_response_at).not.toBeNull();
    expect(
      reached
        .json()
        .events.slice(-2)
        .map((e: { kind: string }) => e.kind),
    ).toEqual(['call_logged', 'status_change']);

    const won = await call('POST', `/api/leads/${lead.id}/status/`, agent, { status: 'won' });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({
      lead: { status: 'won', lost_reason: null },
      offer_mark_listing: { id: listing.id, title: 'Marina flat', purpose: 'sale' },
    });
    const notTheirs = await call('POST', `/api/leads/${lead.id}/status/`, agent, { status: 'won', listing_id: 1 });
    expect(notTheirs.json().fields).toEqual({ listing_id: 'leads.errors.listing_invalid' });
    const lost = await call('POST', `/api/leads/${lead.id}/status/`, agent, {
      status: 'lost',
      lost_reason: 'bought_elsewhere',
    });
    expect(lost.json()).toMatchObject({
      lead: { status: 'lost', lost_reason: 'bought_elsewhere' },
      offer_mark_listing: null,
    });
    const changes = (await eventsOf(lead.id)).filter((e) => e.kind === 'status_change').map((e) => e.payload);
    expect(changes).toEqual([
      { from: 'new', to: 'contacted' },
      { from: 'contacted', to: 'won' },
      { from: 'won', to: 'lost', lost_reason: 'bought_elsewhere' },
    ]);
  });

  it('a reminder is delivered at its time in the app and by e-mail, and stays overdue until done', async () => {
    const { agent, lead } = await oneLead('Reminder Person');
    const dueAt = new Date(Date.now() + scaled(1500));
    const set = await call('POST', `/api/leads/${lead.id}/reminders/`, agent, {
      due_at: dueAt.toISOString(),
      note: 'Send the floor plans',
      time_zone: 'Asia/Dubai',
    });
    expect(set.statusCode, set.body).toBe(201);
    expect(set.json()).toMatchObject({ next_reminder_at: dueAt.toISOString(), reminder_overdue: false });
    const [reminder] = set.json().reminders;
    expect(reminder).toMatchObject({ note: 'Send the floor plans', delivered_at: null, overdue: false });

    await t.app.services.jobs.settled();
    const [notice] = await t.database.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, agent.user.id), eq(userNotifications.kind, 'lead_reminder')));
    expect(notice!.payload).toMatchObject({
      title: 'Reminder Person',
      lead_id: lead.id,
      link: `/dashboard?tab=leads&lead=${lead.id}`,
      note: 'Send the floor plans',
    });
    const mail = await inbox.waitFor(agent.seed.email, /Reminder: Reminder Person/);
    expect(mail.text).toContain('Your note: Send the floor plans');
    expect(mail.text).toContain('(Asia/Dubai)');
    expect(mail.text).toContain(`http://baytak.test:8080/dashboard?tab=leads&lead=${lead.id}`);
    // The activity e-mail does not mail the same reminder a second time.
    await t.app.services.jobs.runNow('notifications.instant', {});
    await t.app.services.jobs.settled();
    expect(inbox.mailsTo(agent.seed.email).filter((m) => /Reminder/.test(m.subject))).toHaveLength(1);

    const overdue = (await inboxOf(agent)).results[0]!;
    expect(overdue).toMatchObject({ reminder_overdue: true, next_reminder_at: dueAt.toISOString() });
    const done = await call('POST', `/api/leads/${lead.id}/reminders/${reminder.id}/done/`, agent);
    expect(done.json()).toMatchObject({ next_reminder_at: null, reminder_overdue: false });
    expect(done.json().reminders[0].delivered_at).not.toBeNull();
    expect((await call('POST', `/api/leads/${lead.id}/reminders/${reminder.id}/done/`, agent)).statusCode).toBe(404);
  });
});

describe('chat', () => {
  it('a seeker’s message about a listing is a contact; the lister’s first reply answers the lead', async () => {
    const { agency, people } = await agencyWith([{ role: 'owner' }, { role: 'agent' }]);
    const [, agent] = people as [Signed, Signed];
    const listing = await dubaiListing(agent, agency.id);
    const seeker = await signedInUser(t, { fullName: 'Chatty Seeker', phoneNumber: '+971509998877' });
    // Signed in, they first sent the form (with a phone); their chat joins that lead.
    await inquire(listing.id, { channel: 'phone', name: 'Chatty', phone: '0509998877' }, seeker);
    const sent = await call('POST', '/api/chat/send/', seeker, {
      receiver_id: agent.user.id,
      message: 'Can I see it on Saturday?',
      listing_id: listing.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.agencyId, agency.id));
    expect(lead).toMatchObject({
      personUserId: seeker.user.id,
      channels: ['phone', 'chat'],
      contacts: 2,
      status: 'new',
      firstResponseAt: null,
      name: 'Chatty Seeker',
      phoneE164: '+971509998877',
    });

    // A colleague's message about the listing is no contact; the seeker's own second message is.
    await call('POST', '/api/chat/send/', people[0], {
      receiver_id: agent.user.id,
      message: 'Did they call back?',
      listing_id: listing.id,
    });
    expect((await leadRow(lead!.id)).contacts).toBe(2);

    const reply = await call('POST', '/api/chat/send/', agent, {
      receiver_id: seeker.user.id,
      message: 'Yes, 11am works.',
    });
    expect(reply.statusCode).toBe(201);
    const answered = await leadRow(lead!.id);
    expect(answered.status).toBe('contacted');
    expect(answered.firstResponseAt).not.toBeNull();
    const last = (await eventsOf(lead!.id)).at(-1)!;
    expect(last).toMatchObject({ kind: 'status_change', actor: 'system', payload: { from: 'new', to: 'contacted' } });
    // Only the first reply counts.
    await call('POST', '/api/chat/send/', agent, { receiver_id: seeker.user.id, message: 'See you.' });
    expect((await leadRow(lead!.id)).firstResponseAt).toEqual(answered.firstResponseAt);

    // Another seeker, never met before, chatting signed in: a lead of their account's e-mail.
    const second = await signedInUser(t, { fullName: 'Second Seeker' });
    await call('POST', '/api/chat/send/', second, {
      receiver_id: agent.user.id,
      message: 'Hi',
      listing_id: listing.id,
    });
    const [fresh] = await t.database.db.select().from(leads).where(eq(leads.personUserId, second.user.id));
    expect(fresh).toMatchObject({ personKey: second.seed.email.toLowerCase(), email: null, phoneE164: null });
  });
});

describe('CSV export', () => {
  it('has a byte-order mark, guards formulas, keeps Arabic, and an agent exports only their own', async () => {
    const { agency, people } = await agencyWith([{ role: 'owner' }, { role: 'agent' }, { role: 'agent' }]);
    const [owner, agentA, agentB] = people as Signed[];
    const a = await dubaiListing(agentA!, agency.id, 'Flat, with a comma');
    const b = await dubaiListing(agentB!, agency.id);
    await inquire(a.id, { channel: 'whatsapp', name: 'سارة أحمد', phone: '+971503330001' });
    await inquire(a.id, { channel: 'email', name: '=HYPERLINK("http://evil")', email: 'formula@example.com' });
    await inquire(b.id, { channel: 'phone', name: 'Agent B Lead', phone: '+971503330002' });

    const file = await call('GET', '/api/leads/export.csv', owner);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = file.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFLead id,Created,Name,Phone,')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(text).toContain('سارة أحمد');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(`"#${a.id} Flat, with a comma"`);
    expect(text).toContain("'+971503330001");

    const own = (await call('GET', '/api/leads/export.csv', agentB)).rawPayload.toString('utf8');
    expect(own.trim().split('\r\n')).toHaveLength(2);
    expect(own).toContain('Agent B Lead');
    expect(own).not.toContain('سارة');
    const arabic = await t.app.inject({
      method: 'GET',
      url: '/api/leads/export.csv?channel=whatsapp',
      headers: { cookie: owner!.cookie, 'x-locale': 'ar' },
    });
    expect(arabic.rawPayload.toString('utf8').startsWith('\uFEFFرقم العميل,')).toBe(true);

    const logged = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'leads_export'), eq(adminActions.targetId, agency.id)));
    expect(logged.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([
        { rows: 3, filters: {} },
        { rows: 1, filters: { channel: 'whatsapp' } },
      ]),
    );
    expect(logged.find((entry) => entry.adminId === agentB!.user.id)?.detail).toEqual({ rows: 1, filters: {} });
  });

  it('answers 413 "Narrow the filter" above 50,000 rows, before reading them', async () => {
    const { agency, people } = await agencyWith([{ role: 'owner' }]);
    const listing = await dubaiListing(people[0]!, agency.id);
    await t.database.db
      .execute(sql`insert into leads (agency_id, lister_user_id, assignee_user_id, person_key, name, listing_ids, contacts)
      select ${agency.id}, ${people[0]!.user.id}, ${people[0]!.user.id}, 'bulk:' || g, 'Bulk ' || g, array[${listing.id}]::int[], 1
      from generate_series(1, 50001) g`);
    const answer = await call('GET', '/api/leads/export.csv', people[0]);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      code: 'export_too_large',
      fields: { form: 'leads.errors.export_too_large' },
    });
    const page = await inboxOf(people[0]!, '?page=2');
    expect(page.totals).toEqual({ leads: 50001, contacts: 50001, capped: false });
    expect(page.results).toHaveLength(25);
    expect(page.pages).toBe(2001);
    expect((await call('GET', '/api/leads/export.csv?q=bulk%20500', people[0])).statusCode).toBe(200);
  });

  it('a search lists the newest matches first and counts up to 1,000 of them ("More than 1,000")', async () => {
    const { agency, people } = await agencyWith([{ role: 'owner' }]);
    const owner = people[0]!;
    const listing = await dubaiListing(owner, agency.id);
    // 3,000 leads, lead g active g minutes ago; every even one writes from gmail, every twentieth is 'vip'.
    await t.database.db.execute(sql`insert into leads (agency_id, lister_user_id, assignee_user_id, person_key, name,
        email, search_text, listing_ids, contacts, last_activity_at)
      select ${agency.id}, ${owner.user.id}, ${owner.user.id}, 'walk:' || g, 'Walker ' || g,
        case when g % 2 = 0 then 'walker' || g || '@gmail.com' else 'walker' || g || '@example.com' end,
        'walker ' || g || ' ' || case when g % 2 = 0 then 'walker' || g || '@gmail.com' else 'walker' || g || '@example.com' end
          || case when g % 20 = 0 then ' vip' else '' end,
        array[${listing.id}]::int[], 2, now() - make_interval(mins => g)
      from generate_series(1, 3000) g`);
    const names = (list: { results: { name: string }[] }) => list.results.map((r) => r.name);
    const evens = (from: number, n: number) => Array.from({ length: n }, (_, i) => `Walker ${from + 2 * i}`);

    // A common word: the page from the newest leads, the count stopped at 1,000.
    const common = await inboxOf(owner, '?q=gmail');
    expect(common.totals).toEqual({ leads: 1000, contacts: 0, capped: true });
    expect(common.pages).toBe(40);
    expect(names(common)).toEqual(evens(2, 25));
    expect(names(await inboxOf(owner, '?q=gmail&page=2'))).toEqual(evens(52, 25));
    // One lead in twenty: found in a second, longer look.
    const twentieths = await inboxOf(owner, '?q=vip');
    expect(twentieths.totals).toEqual({ leads: 150, contacts: 300, capped: false });
    expect(names(twentieths)).toEqual(Array.from({ length: 25 }, (_, i) => `Walker ${20 * (i + 1)}`));
    // A rare one, mostly among older leads than the first look goes: every match, newest first.
    const rare = await inboxOf(owner, '?q=walker%20299');
    expect(rare.totals).toEqual({ leads: 11, contacts: 22, capped: false });
    expect(names(rare)).toEqual(['Walker 299', ...Array.from({ length: 10 }, (_, i) => `Walker ${2990 + i}`)]);
    // With a filter too, and a search that matches nothing.
    expect((await inboxOf(owner, '?q=gmail&status=won')).totals).toEqual({ leads: 0, contacts: 0, capped: false });
    expect((await inboxOf(owner, '?q=nobody-here')).results).toEqual([]);
  });
});
