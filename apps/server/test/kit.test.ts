/**
 * The shared test kit (helpers/kit.ts) makes people the app itself tells apart: each role of
 * `asUser` is checked against what the app answers that person, so a test that asks for a
 * moderator or an agency admin really gets one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aListing, anAgency, asUser, caller, logIn } from './helpers/kit.js';
import { createTestApp, sessionCookie, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const call = caller(() => t);

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
});
afterAll(() => t.close());

describe('the test kit', () => {
  it('asUser: a moderator opens the administrator console, a member and an agent do not', async () => {
    const moderator = await asUser(t, 'moderator');
    const member = await asUser(t, 'user');
    const agent = await asUser(t, 'agent');
    expect((await call('GET', '/api/admin/actions/', moderator)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/actions/', member)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/actions/', agent)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/actions/')).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user/profile/', agent.cookie)).json()).toMatchObject({ type: 'agent' });
  });

  it('asUser: each agency role is the role the agency answers, in the same agency when asked', async () => {
    const owner = await asUser(t, 'agency-owner');
    expect(owner.agencyId).toEqual(expect.any(Number));
    for (const role of ['admin', 'manager', 'agent'] as const) {
      const person = await asUser(t, `agency-${role}`, { agencyId: owner.agencyId });
      const mine = (await call('GET', '/api/agencies/mine/', person)).json();
      expect(mine.role).toBe(role);
    }
    const mine = (await call('GET', '/api/agencies/mine/', owner)).json();
    expect(mine.role).toBe('owner');
    expect(mine.members).toHaveLength(4);
    const elsewhere = await asUser(t, 'agency-admin');
    expect(elsewhere.agencyId).not.toBe(owner.agencyId);
    expect((await anAgency(t)).id).not.toBe(owner.agencyId);
  });

  it('logIn answers a session for the right password only; aListing makes a public listing of its owner', async () => {
    const member = await asUser(t, 'user', { password: 'kit-password-1' });
    expect((await logIn(t, member.seed.email, 'wrong-password')).statusCode).toBe(401);
    const session = sessionCookie(await logIn(t, member.seed.email, 'kit-password-1'));
    expect((await call('GET', '/api/auth/user/profile/', session)).statusCode).toBe(200);
    const listing = await aListing(t, member, { title: 'Kit test flat' }, { status: 'for_sale' });
    const page = await call('GET', `/api/properties/${listing.id}/`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ id: listing.id, title: 'Kit test flat', status: 'for_sale' });
  });
});
