/**
 * The agency's wallet as the dashboard shows it (issue 36, decision 0044): the balance, this
 * month's spending, and each member's allowance and use, as far as the member may see; moving
 * one's own credits in (owner, admin) and setting allowances (owner, admin) refused to the rest.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../src/features/credits/credits.table.js';
import { agencyWith, type Signed } from './helpers/agency-leads.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { caller } from './helpers/kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
});
afterAll(async () => {
  await t?.close();
});

const call = caller(() => t);
const walletOf = async (who: Signed) => {
  const answer = await call('GET', '/api/agencies/mine/', who);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().wallet;
};
const ids = (wallet: { members: { id: number }[] }) => wallet.members.map((m) => m.id).sort((a, b) => a - b);

describe("the agency's wallet", () => {
  it('shows the balance and spending to each role as far as it may see, and moves credits in for owners and admins only', async () => {
    const { agency, people } = await agencyWith(t, [
      { role: 'owner' },
      { role: 'admin' },
      { role: 'manager' },
      { role: 'agent', manager: 2 },
      { role: 'agent' },
    ]);
    const [owner, admin, manager, teamAgent, otherAgent] = people as [Signed, Signed, Signed, Signed, Signed];
    const db = t.database.db;
    await db.insert(creditLedger).values([
      { userId: owner.user.id, amount: 200, reason: 'admin_grant' },
      { userId: manager.user.id, amount: 50, reason: 'admin_grant' },
    ]);

    // Only owners and admins move their own credits in; more than they have is refused.
    expect((await call('POST', '/api/agencies/mine/credits/', manager, { amount: 10 })).statusCode).toBe(403);
    expect((await call('POST', '/api/agencies/mine/credits/', otherAgent, { amount: 10 })).statusCode).toBe(403);
    expect((await call('POST', '/api/agencies/mine/credits/', owner, { amount: 201 })).statusCode).toBe(402);
    expect((await call('POST', '/api/agencies/mine/credits/', owner, { amount: 0 })).statusCode).toBe(400);
    const moved = await call('POST', '/api/agencies/mine/credits/', owner, { amount: 120 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().wallet).toMatchObject({ balance: 120, own_credits: 80, agency_spent_this_month: 0 });

    // Spending this month by two agents, and an older spend that no longer counts against the month.
    await db.insert(creditLedger).values([
      { userId: teamAgent.user.id, agencyId: agency.id, amount: -30, reason: 'purchase' },
      { userId: otherAgent.user.id, agencyId: agency.id, amount: -10, reason: 'purchase' },
      {
        userId: otherAgent.user.id,
        agencyId: agency.id,
        amount: -5,
        reason: 'purchase',
        createdAt: sql`date_trunc('month', now()) - interval '3 days'` as never,
      },
    ]);

    // Owners and admins set allowances; a manager and an agent cannot (403), and nothing changes.
    const set = (who: Signed, member: Signed, value: number | null) =>
      call('PATCH', `/api/agencies/mine/members/${member.user.id}/`, who, { monthly_credit_allowance: value });
    expect((await set(manager, teamAgent, 1000)).statusCode).toBe(403);
    expect((await set(otherAgent, otherAgent, 1000)).statusCode).toBe(403);
    expect((await set(admin, teamAgent, -1)).statusCode).toBe(400);
    expect((await set(admin, teamAgent, 40)).statusCode).toBe(200);

    const all = await walletOf(owner);
    expect(all).toMatchObject({ balance: 75, agency_spent_this_month: 40, own_credits: 80, spent_this_month: 0 });
    expect(ids(all)).toEqual(people.map((p) => p.user.id).sort((a, b) => a - b));
    expect(all.members.find((m: { id: number }) => m.id === teamAgent.user.id)).toEqual({
      id: teamAgent.user.id,
      spent_this_month: 30,
      monthly_allowance: 40,
    });
    expect((await walletOf(admin)).own_credits).toBe(0);

    // A manager sees their team (and themselves), not the agency's total, and cannot move credits.
    const team = await walletOf(manager);
    expect(team).toMatchObject({ balance: 75, agency_spent_this_month: null, own_credits: null });
    expect(ids(team)).toEqual([manager.user.id, teamAgent.user.id].sort((a, b) => a - b));

    // An agent sees only their own allowance and use.
    const own = await walletOf(otherAgent);
    expect(own).toMatchObject({ balance: 75, spent_this_month: 10, agency_spent_this_month: null, own_credits: null });
    expect(own.members).toEqual([{ id: otherAgent.user.id, spent_this_month: 10, monthly_allowance: null }]);
    const mine = await walletOf(teamAgent);
    expect(mine).toMatchObject({ spent_this_month: 30, monthly_allowance: 40 });
    expect(ids(mine)).toEqual([teamAgent.user.id]);

    // Outside any agency there is no wallet.
    const outsider = await signedInUser(t);
    expect(await walletOf(outsider)).toBeNull();
  });
});
