/**
 * Finance rules (issue 41, decision 0071): anyone reads a market's rules in force today, each with
 * its authority and source; administrators alone add, change and delete them, every change in the
 * administrator log; bad input is a 400 naming the field.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceRule, FinanceRulesAnswer } from '@estate/shared/finance';
import { adminActions } from '../src/features/moderation/moderation.table.js';
import { asUser, caller } from './helpers/kit.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof asUser>>;
let member: Awaited<ReturnType<typeof asUser>>;
const call = caller(() => t);

const rule = {
  country: 'QA',
  kind: 'debt_burden_max',
  conditions: {},
  value: 50,
  authority: 'Qatar Central Bank',
  source_url: 'https://www.qcb.gov.qa/',
  valid_from: '2020-01-01',
  valid_to: null,
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await asUser(t, 'moderator');
  member = await asUser(t, 'user');
});
afterAll(() => t.close());

describe('finance rules', () => {
  it('the seeded rules of a market are public, each with its source', async () => {
    const answer = await call('GET', '/api/finance/rules/?country=AE');
    expect(answer.statusCode).toBe(200);
    // Guests' reads go through the guest cache (public when the cache is on; off in tests), a
    // signed-in reader's never.
    expect(answer.headers['cache-control']).not.toMatch(/private/);
    const signedIn = await call('GET', '/api/finance/rules/?country=AE', member);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const { results } = answer.json() as FinanceRulesAnswer;
    expect(results.length).toBeGreaterThan(5);
    expect(results.every((r) => r.source_url.startsWith('https://') && r.authority.length > 0)).toBe(true);
    expect(((await call('GET', '/api/finance/rules/?country=EG')).json() as FinanceRulesAnswer).results).toEqual([]);
    expect((await call('GET', '/api/finance/rules/?country=XX')).statusCode).toBe(400);
  });

  it('only administrators change them: guests 401, members 403', async () => {
    expect((await call('POST', '/api/admin/finance-rules/', null, rule)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/finance-rules/', member, rule)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/finance-rules/', member)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/admin/finance-rules/1/', member)).statusCode).toBe(403);
  });

  it('an administrator adds, changes, ends and deletes a rule, each change logged', async () => {
    const created = await call('POST', '/api/admin/finance-rules/', admin, rule);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as FinanceRule;
    let market = (await call('GET', '/api/finance/rules/?country=QA')).json() as FinanceRulesAnswer;
    expect(market.results.map((r) => r.id)).toEqual([id]);

    // Ended yesterday: no longer in force, still in the administrators' list.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const ended = await call('PUT', `/api/admin/finance-rules/${id}/`, admin, { ...rule, valid_to: yesterday });
    expect(ended.statusCode, ended.body).toBe(200);
    market = (await call('GET', '/api/finance/rules/?country=QA')).json() as FinanceRulesAnswer;
    expect(market.results).toEqual([]);
    const all = (await call('GET', '/api/admin/finance-rules/', admin)).json() as FinanceRulesAnswer;
    expect(all.results.find((r) => r.id === id)?.valid_to).toBe(yesterday);

    expect((await call('DELETE', `/api/admin/finance-rules/${id}/`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/finance-rules/${id}/`, admin)).statusCode).toBe(404);
    const logged = await t.database.db
      .select({ action: adminActions.action })
      .from(adminActions)
      .where(and(eq(adminActions.targetType, 'finance_rule'), eq(adminActions.targetId, id)));
    expect(logged.map((row) => row.action).sort()).toEqual([
      'create_finance_rule',
      'delete_finance_rule',
      'update_finance_rule',
    ]);
  });

  it('bad input is a 400 naming each field, and nothing is stored', async () => {
    const before = ((await call('GET', '/api/admin/finance-rules/', admin)).json() as FinanceRulesAnswer).results
      .length;
    const bad = await call('POST', '/api/admin/finance-rules/', admin, {
      ...rule,
      value: 101,
      source_url: 'http://insecure.example',
      conditions: { colour: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { fields: Record<string, string> }).fields)).toEqual(
      expect.arrayContaining(['value', 'source_url']),
    );
    const order = await call('POST', '/api/admin/finance-rules/', admin, { ...rule, valid_to: '2019-01-01' });
    expect(order.statusCode).toBe(400);
    expect((order.json() as { fields: Record<string, string> }).fields.valid_to).toBe(
      'finance.admin.errors.dates_order',
    );
    const after = ((await call('GET', '/api/admin/finance-rules/', admin)).json() as FinanceRulesAnswer).results.length;
    expect(after).toBe(before);
  });
});
