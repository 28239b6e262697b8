/**
 * Round robin of the contacts made to an agency itself (issue 36, J3.5): its page's contact form
 * (guests allowed, the inquiry's rules) makes a lead of the agency with no listing, given to the
 * members in rotation one after another, skipping paused ones; a known person keeps their agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { userNotifications } from '../src/features/notifications/notification.table.js';
import { agencyMembers } from '../src/features/agencies/agency.table.js';
import { leadEvents, leads } from '../src/features/leads/lead.table.js';
import { agencyWith, caller, type Signed } from './helpers/agency-leads.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const db = () => t.database.db;

describe('round robin of the agency page contacts', () => {
  const contact = (slug: string, payload: object, who?: Signed) =>
    call('POST', `/api/agencies/${slug}/contact/`, who, { name: 'Someone', message: 'Looking for a flat', ...payload });
  const assigneeOf = async (agencyId: number, email: string) => {
    const [lead] = await db()
      .select()
      .from(leads)
      .where(sql`${leads.agencyId} = ${agencyId} and ${leads.email} = ${email}`);
    return lead!;
  };

  it('alternates among the members in rotation, skips paused ones, keeps a known person with their agent', async () => {
    const { agency, people } = await agencyWith(t, [
      { role: 'owner', name: 'Rotation Owner' },
      { role: 'agent', name: 'First In Turn', inRotation: true },
      { role: 'agent', name: 'Paused One', inRotation: true, paused: true },
      { role: 'agent', name: 'Third In Turn', inRotation: true },
    ]);
    const [, first, paused, third] = people as [Signed, Signed, Signed, Signed];
    const order: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const answer = await contact(agency.slug, { email: `rr-${agency.id}-${i}@example.test` });
      expect(answer.statusCode, answer.body).toBe(200);
      order.push((await assigneeOf(agency.id, `rr-${agency.id}-${i}@example.test`)).assigneeUserId!);
    }
    expect(order).toEqual([first.user.id, third.user.id, first.user.id, third.user.id]);

    // The lead: the agency's, no listing, a form contact with the message, assigned by the system.
    const lead = await assigneeOf(agency.id, `rr-${agency.id}-1@example.test`);
    expect(lead).toMatchObject({ listingIds: [], channels: ['form'], contacts: 1, status: 'new' });
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, lead.id)).orderBy(leadEvents.id);
    expect(events.map((e) => [e.kind, e.actor])).toEqual([
      ['form', 'seeker'],
      ['assigned', 'system'],
    ]);
    expect(events[0]!.payload).toMatchObject({ message: 'Looking for a flat', via: 'agency_page' });
    // The assignee is told in the app, and sees it in their inbox.
    const notices = await db().select().from(userNotifications).where(eq(userNotifications.userId, first.user.id));
    expect(notices.some((n) => n.kind === 'agency_contact' && n.payload.lead_id === lead.id)).toBe(true);
    const inbox = await call('GET', '/api/leads/', first);
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().results.some((r: { id: number }) => r.id === lead.id)).toBe(true);

    // The same person again: the same lead and agent; the turn does not move.
    await contact(agency.slug, { email: `rr-${agency.id}-1@example.test`, phone: '' });
    expect(await assigneeOf(agency.id, `rr-${agency.id}-1@example.test`)).toMatchObject({
      assigneeUserId: first.user.id,
      contacts: 2,
    });
    // Back from pause: after the third comes the first, then the one back.
    await db().update(agencyMembers).set({ paused: false }).where(eq(agencyMembers.userId, paused.user.id));
    const next: number[] = [];
    for (let i = 5; i <= 7; i++) {
      await contact(agency.slug, { email: `rr-${agency.id}-${i}@example.test` });
      next.push((await assigneeOf(agency.id, `rr-${agency.id}-${i}@example.test`)).assigneeUserId!);
    }
    expect(next).toEqual([first.user.id, paused.user.id, third.user.id]);
  });

  it('shares contacts sent at once evenly; with nobody in rotation they go to the owner; bad input changes nothing', async () => {
    const { agency, people } = await agencyWith(t, [
      { role: 'owner', name: 'Busy Owner' },
      { role: 'agent', name: 'Even One', inRotation: true },
      { role: 'agent', name: 'Even Two', inRotation: true },
    ]);
    const [owner, one, two] = people as [Signed, Signed, Signed];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => contact(agency.slug, { phone: `+97150${String(9000000 + i)}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const assigned = await db()
      .select({ assignee: leads.assigneeUserId })
      .from(leads)
      .where(eq(leads.agencyId, agency.id));
    expect(assigned.filter((r) => r.assignee === one.user.id)).toHaveLength(3);
    expect(assigned.filter((r) => r.assignee === two.user.id)).toHaveLength(3);

    await db().update(agencyMembers).set({ inRotation: false }).where(eq(agencyMembers.agencyId, agency.id));
    await contact(agency.slug, { email: `owner-gets-${agency.id}@example.test` });
    expect((await assigneeOf(agency.id, `owner-gets-${agency.id}@example.test`)).assigneeUserId).toBe(owner.user.id);

    const before = await db().select().from(leads).where(eq(leads.agencyId, agency.id));
    const noAddress = await contact(agency.slug, {});
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().fields).toMatchObject({ phone: 'leads.agency_contact.phone_or_email_required' });
    const tooLong = await contact(agency.slug, { email: 'long@example.test', message: 'x'.repeat(2001) });
    expect(tooLong.json().fields).toMatchObject({ message: 'listing_rules.message_too_long' });
    expect((await contact('no-such-agency', { email: 'lost@example.test' })).statusCode).toBe(404);
    // A member writing to their own agency is no lead.
    expect((await contact(agency.slug, { email: 'member@example.test' }, one)).statusCode).toBe(200);
    expect(await db().select().from(leads).where(eq(leads.agencyId, agency.id))).toHaveLength(before.length);
  });
});
