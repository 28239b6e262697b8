import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './helpers/kit.js';
import { createTestApp, sessionCookie, signedInUser, type TestApp } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

/**
 * Who is asking, kept per session for a few seconds (features/auth/session-memo.ts, decision 0039):
 * kept only while every change to the user or their sessions is heard from the database.
 */
describe('session memo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_MEMO_SECONDS: '30', LOGIN_MAX_PER_IP: '1000' });
    await t.app.ready();
  });
  afterAll(() => t.close());

  const memo = () => t.app.services.sessionMemo;
  const profile = (cookie: string) => t.app.inject({ url: '/api/auth/user/profile/', headers: { cookie } });
  const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
  const patchProfile = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/user/profile/', headers: { cookie }, payload });
  /** The database's notice reaches a PostgreSQL server's listener a little after the commit. */
  async function eventually(check: () => Promise<boolean>, ms = 3_000) {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error('not within 3 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const cookieOf = (res: LightMyRequestResponse, name: string) => {
    const found = res.cookies.find((c) => c.name === name);
    if (!found) throw new Error(`no ${name} cookie`);
    return `${name}=${found.value}`;
  };

  it('answers a kept session without asking the database, and only while the notice can tell it otherwise', async () => {
    await eventually(async () => {
      const me = await signedInUser(t);
      await profile(me.cookie);
      return memo().size() > 0;
    });
    const me = await signedInUser(t);
    expect((await profile(me.cookie)).statusCode).toBe(200);
    // With the notice switched off, the session's end goes unheard: the kept answer is what is served.
    await run(sql`alter table sessions disable trigger sessions_session_memo`);
    try {
      await run(sql`delete from sessions where user_id = ${me.user.id}`);
      expect((await profile(me.cookie)).statusCode).toBe(200);
    } finally {
      await run(sql`alter table sessions enable trigger sessions_session_memo`);
    }
    // A write reads the database (it must act on what is true now).
    const write = await patchProfile(me.cookie, { bio: 'x' });
    expect(write.statusCode).toBe(401);
  });

  it('logout ends the session at once', async () => {
    const me = await signedInUser(t);
    expect((await profile(me.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/user/logout/', headers: { cookie: me.cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await profile(me.cookie)).statusCode).toBe(401);
  });

  it('hears changes made elsewhere (another process, a person at psql) at commit', async () => {
    const me = await signedInUser(t);
    expect((await profile(me.cookie)).json().full_name).not.toBe('Renamed Elsewhere');
    await run(sql`update users set full_name = 'Renamed Elsewhere' where id = ${me.user.id}`);
    await eventually(async () => (await profile(me.cookie)).json().full_name === 'Renamed Elsewhere');

    await run(sql`update users set account_status = 'suspended' where id = ${me.user.id}`);
    await eventually(async () => (await profile(me.cookie)).statusCode === 401);

    const other = await signedInUser(t);
    expect((await profile(other.cookie)).statusCode).toBe(200);
    await run(sql`delete from sessions where user_id = ${other.user.id}`);
    await eventually(async () => (await profile(other.cookie)).statusCode === 401);
  });

  it('a visitor who changed something sees it on the next request', async () => {
    const me = await signedInUser(t);
    expect((await profile(me.cookie)).statusCode).toBe(200);
    const write = await patchProfile(me.cookie, { full_name: 'Changed Just Now' });
    expect(write.statusCode).toBe(200);
    // The browser sends the read-your-writes cookie the write set: no wait for any notice.
    const next = await profile(`${me.cookie}; ${cookieOf(write, 'ryw')}`);
    expect(next.json().full_name).toBe('Changed Just Now');
  });

  it('another user suspended by an administrator is signed out', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    const victim = await signedInUser(t);
    expect((await profile(victim.cookie)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.user.id}/suspend/`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'spam' },
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => (await profile(victim.cookie)).statusCode === 401);
  });

  it('keeps nothing while the notices cannot be heard', async () => {
    const me = await signedInUser(t);
    expect((await profile(me.cookie)).statusCode).toBe(200);
    expect(memo().size()).toBeGreaterThan(0);
    if (t.database.kind === 'postgres') {
      // The listening connection is cut: the memo forgets everything until it listens again.
      await run(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'estate-notices'`);
      await eventually(async () => memo().size() === 0);
      await run(sql`alter table sessions disable trigger sessions_session_memo`);
      try {
        // Unheard and not kept: the database answers, and the session's end is seen at once.
        const other = await signedInUser(t);
        await profile(other.cookie);
        await run(sql`delete from sessions where user_id = ${other.user.id}`);
        const seen = await profile(other.cookie);
        // Either the memo was still down (401 at once), or it was back and kept it before the delete.
        if (memo().size() === 0) expect(seen.statusCode).toBe(401);
      } finally {
        await run(sql`alter table sessions enable trigger sessions_session_memo`);
      }
      // It listens again by itself and keeps sessions again.
      await eventually(async () => {
        await profile(me.cookie);
        return memo().size() > 0;
      }, scaled(10_000));
    } else {
      memo().listening(false);
      try {
        expect(memo().size()).toBe(0);
        expect((await profile(me.cookie)).statusCode).toBe(200);
        expect(memo().size()).toBe(0);
      } finally {
        memo().listening(true);
      }
    }
  });

  it('a new login is seen at once, and unknown tokens are not kept', async () => {
    const me = await signedInUser(t);
    const login = await logIn(t, me.seed.email, me.seed.password);
    expect((await profile(sessionCookie(login))).statusCode).toBe(200);
    const before = memo().size();
    for (let i = 0; i < 20; i++) {
      expect((await profile(`sid=made-up-token-${i}`)).statusCode).toBe(401);
    }
    expect(memo().size()).toBe(before);
  });
});
