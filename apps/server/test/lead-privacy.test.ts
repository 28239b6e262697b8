/**
 * Seeker privacy (issue 36, J3.8): a person who deletes their account leaves anonymised leads
 * (no name, phone, e-mail or search text; the counts stay), in the deletion's transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
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
