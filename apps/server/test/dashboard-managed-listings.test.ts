/**
 * The dashboard's listings tab for an agency (issue 36, "who may act"): `scope=managed` lists what
 * features/access says the member manages (the agency's for an owner or admin, the team's for a
 * manager), with who lists each; an agent or a lone lister asking for it gets 403, and nobody
 * sees another agency's or a member's personal listings through it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardListingsAnswer } from '@estate/shared';
import { agencyWith, dubaiListing, type Signed } from './helpers/agency-leads.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const listingsOf = async (who: Signed | null, query = '') => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/listings/${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });
  return { status: answer.statusCode, body: answer.json() as DashboardListingsAnswer };
};
const titles = (answer: DashboardListingsAnswer) => answer.results.map((r) => r.title).sort();

describe('the listings tab for an agency', () => {
  it('lists the agency’s listings to its owner, the team’s to a manager, and refuses agents and outsiders', async () => {
    const { agency, people } = await agencyWith(t, [
      { role: 'owner', name: 'Owner Olivia' },
      { role: 'manager', name: 'Manager Maha' },
      { role: 'agent', name: 'Agent Anas', manager: 1 },
      { role: 'agent', name: 'Agent Basma' },
    ]);
    const [owner, manager, anas, basma] = people as [Signed, Signed, Signed, Signed];
    const other = await agencyWith(t, [{ role: 'owner', name: 'Rival Rania' }]);
    const outsider = await signedInUser(t, { fullName: 'Lone Lister' });

    await dubaiListing(t, owner, agency.id, 'Owner office listing');
    await dubaiListing(t, anas, agency.id, 'Anas team listing');
    await dubaiListing(t, basma, agency.id, 'Basma agency listing');
    await dubaiListing(t, basma, null, 'Basma personal listing');
    await dubaiListing(t, other.people[0]!, other.agency.id, 'Rival listing');
    await dubaiListing(t, outsider, null, 'Lone listing');

    const all = await listingsOf(owner, '?scope=managed');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ scope: 'managed', managed: 'all', count: 3 });
    expect(titles(all.body)).toEqual(['Anas team listing', 'Basma agency listing', 'Owner office listing']);
    expect(all.body.results.find((r) => r.title === 'Anas team listing')?.lister).toEqual({
      id: anas.user.id,
      name: 'Agent Anas',
    });
    expect(all.body.filter_counts.for_sale).toBe(3);

    // Their own tab stays their own, and says what else they manage.
    const mine = await listingsOf(owner);
    expect(mine.body).toMatchObject({ scope: 'mine', managed: 'all' });
    expect(titles(mine.body)).toEqual(['Owner office listing']);

    const team = await listingsOf(manager, '?scope=managed');
    expect(team.status).toBe(200);
    expect(team.body).toMatchObject({ managed: 'team' });
    expect(titles(team.body)).toEqual(['Anas team listing']);

    // An agent lists their own (in the agency or not) and manages nobody else's.
    const agentMine = await listingsOf(basma);
    expect(agentMine.body.managed).toBeNull();
    expect(titles(agentMine.body)).toEqual(['Basma agency listing', 'Basma personal listing']);
    expect((await listingsOf(basma, '?scope=managed')).status).toBe(403);
    expect((await listingsOf(outsider, '?scope=managed')).status).toBe(403);
    expect((await listingsOf(null, '?scope=managed')).status).toBe(401);
    expect((await listingsOf(owner, '?scope=everyone')).status).toBe(400);

    // Another agency's owner sees only their own agency's.
    expect(titles((await listingsOf(other.people[0]!, '?scope=managed')).body)).toEqual(['Rival listing']);
  });
});
