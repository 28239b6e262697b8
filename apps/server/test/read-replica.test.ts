/**
 * Read replicas (docs/decisions/0020-read-replicas.md, 0050).
 *
 * A private streaming pair (helpers/streaming-pair.ts). WAL replay on the replica is paused, so
 * whatever the replica answers is visibly older than the primary: a guest's search and detail show
 * the old state (served by the replica), the writer sees their own change at once (primary, through
 * the read-your-writes cookie) and goes back to a replica as soon as one is measured to hold it,
 * and with the replica stopped reads still answer from the primary. Reported as skipped, with the
 * reason, where the PostgreSQL server binaries are missing. It starts its own servers, so it runs
 * once, in the embedded-database pass of `npm test`. Faults of a replica: replica-faults.test.ts.
 *
 * The cookie tests at the end run on any database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppInstance } from '../src/app-types.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { READ_YOUR_WRITES_COOKIE, lastWrite } from '../src/plugins/read-your-writes.js';
import { createUser, testUserSeed } from '../src/seed/factories/user.factory.js';
import { logIn } from './helpers/kit.js';
import { insertListing } from './helpers/listings.js';
import { skipReason, sql, startStreamingPair, type StreamingPair } from './helpers/streaming-pair.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { scaled } from './helpers/time.js';

const cookieOf = (response: LightMyRequestResponse, name: string) => {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in ${response.statusCode}: ${response.body}`);
  return `${name}=${cookie.value}`;
};

describe.skipIf(skipReason)(`read replicas: a streaming pair${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let pair: StreamingPair;
  let database: Database;
  let app: AppInstance;
  const dataDir = skipReason ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'estate-replica-app-'));

  beforeAll(async () => {
    pair = await startStreamingPair();
    // A lag bound far above what the test takes: the paused replica stays in use for guests.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: pair.primaryUrl,
      DATABASE_READ_URL: pair.replicaUrl,
      DATABASE_REPLICA_MAX_LAG_SECONDS: '600',
    });
    database = await openDatabase({
      url: pair.primaryUrl,
      readUrls: config.DATABASE_READ_URL,
      replicaMaxLagMs: 600_000,
    });
    app = await buildApp({ config, database, web: 'off', logger: false });
  }, scaled(60_000));

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await pair?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, scaled(30_000));

  it(
    'serves guests’ search and detail from the replica, and the writer’s own reads from the primary',
    async () => {
      const seed = testUserSeed();
      const owner = await createUser(database.db, seed);
      const listing = await insertListing(database.db, owner.id, {
        title: 'Replica villa',
        city: 'Lahore',
        price: 1_000_000,
      });
      await pair.caughtUp();
      const login = await logIn(app, seed.email, seed.password);
      const sid = cookieOf(login, 'sid');

      // From here the replica keeps answering with what it has, while the primary moves on.
      await sql(pair.replicaUrl, 'select pg_wal_replay_pause()');
      const changed = await app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/price/`,
        headers: { cookie: sid },
        payload: { price: 2_000_000 },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().property.price).toBe(2_000_000); // the writing request reads the primary
      const ryw = cookieOf(changed, READ_YOUR_WRITES_COOKIE);
      await insertListing(database.db, owner.id, { title: 'Second villa', city: 'Lahore', price: 3_000_000 });

      const search = (cookie?: string) =>
        app.inject({ url: '/api/properties/?city=Lahore&sort=price_asc', headers: cookie ? { cookie } : {} });
      const detail = (cookie?: string) =>
        app.inject({ url: `/api/properties/${listing.slug}/`, headers: cookie ? { cookie } : {} });
      const prices = (r: LightMyRequestResponse) => (r.json().results as { price: number }[]).map((c) => c.price);

      // A guest: the replica, which has not replayed the price change nor the second listing.
      const guestSearch = await search();
      expect(guestSearch.statusCode, guestSearch.body).toBe(200);
      expect(prices(guestSearch)).toEqual([1_000_000]);
      expect((await detail()).json().price).toBe(1_000_000);
      const map = await app.inject({ url: '/api/properties/map/?city=Lahore' });
      expect(map.json().total).toBe(1);
      // Related listings and comments read the replica too (a standby refuses any write).
      for (const url of [`/api/properties/${listing.id}/related/`, `/api/properties/${listing.id}/comments/`]) {
        const answer = await app.inject({ url });
        expect(answer.statusCode, answer.body).toBe(200);
      }

      // The writer, with the cookie of their write: the primary, their change at once.
      const own = `${sid}; ${ryw}`;
      expect(prices(await search(own))).toEqual([2_000_000, 3_000_000]);
      expect((await detail(own)).json().price).toBe(2_000_000);

      // Signed in is not enough: without a fresh write the same user reads from the replica.
      expect(prices(await search(sid))).toEqual([1_000_000]);

      // The replica's health: behind (replay paused) but within this test's bound, so in use.
      const health = await app.inject({ url: '/api/health/ready' });
      expect(health.json().replicas).toEqual([
        { replica: 1, status: 'ok', lag_seconds: expect.any(Number), in_use: true, retry_in_seconds: 0 },
      ]);

      // Replay resumes: guests catch up, and the writer, still holding the cookie of their write, goes
      // back to the replica once it is measured to hold that write (not after a fixed window). Shown
      // by pausing replay again and writing once more: the writer then sees the replica's state.
      await sql(pair.replicaUrl, 'select pg_wal_replay_resume()');
      await pair.caughtUp();
      expect(prices(await search())).toEqual([2_000_000, 3_000_000]);
      await new Promise((r) => setTimeout(r, 1_500)); // past the clock margin (1 s) of the write
      await sql(pair.replicaUrl, 'select pg_wal_replay_pause()');
      await insertListing(database.db, owner.id, { title: 'Third villa', city: 'Lahore', price: 4_000_000 });
      let ownPrices: number[] = [];
      for (const deadline = Date.now() + scaled(15_000); Date.now() < deadline;) {
        ownPrices = prices(await search(own));
        if (ownPrices.length === 2) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(ownPrices).toEqual([2_000_000, 3_000_000]); // their change, from the replica
      expect(lastWrite(ryw.split('=')[1], 600_000 + 4_000)).toBeDefined(); // the cookie is still live
      await sql(pair.replicaUrl, 'select pg_wal_replay_resume()');
      await pair.caughtUp();
    },
    scaled(60_000),
  );

  it('keeps answering reads from the primary when the replica is down', async () => {
    await pair.stopReplica();
    const guestSearch = await app.inject({ url: '/api/properties/?city=Lahore' });
    expect(guestSearch.statusCode, guestSearch.body).toBe(200);
    expect(guestSearch.json().count).toBe(3);
    // The lag probe notices within its bound (2 s): the replica is reported and out of use.
    let health = await app.inject({ url: '/api/health' });
    for (const deadline = Date.now() + scaled(10_000); Date.now() < deadline;) {
      if (health.json().replicas[0].status === 'unreachable') break;
      await new Promise((r) => setTimeout(r, 200));
      health = await app.inject({ url: '/api/health' });
    }
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      replicas: [{ replica: 1, status: 'unreachable', lag_seconds: null, in_use: false }],
    });
  });
});

describe('read-your-writes cookie (any database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is set by a successful write, with its time, for the lag bound + 4 s', async () => {
    const seed = testUserSeed();
    await createUser(t.database.db, seed);
    const before = Date.now();
    const login = await logIn(t, seed.email, seed.password);
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === READ_YOUR_WRITES_COOKIE);
    // DATABASE_REPLICA_MAX_LAG_SECONDS (2) + 1 s of clock margin + 3 s of measurement age.
    expect(cookie).toMatchObject({ maxAge: 6, httpOnly: true, path: '/', sameSite: 'Lax' });
    const writtenAt = Number(cookie!.value);
    expect(writtenAt).toBeGreaterThanOrEqual(before);
    expect(writtenAt).toBeLessThanOrEqual(Date.now());
  });

  it('is not set by a read or a refused write', async () => {
    const read = await t.app.inject({ url: '/api/properties/' });
    expect(read.cookies.some((c) => c.name === READ_YOUR_WRITES_COOKIE)).toBe(false);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.cookies.some((c) => c.name === READ_YOUR_WRITES_COOKIE)).toBe(false);
  });

  it('reads one database on PGlite or without replicas', () => {
    expect(t.database.read).toBe(t.database.db);
  });

  it('honours a fresh cookie only, never one that reaches past the window', () => {
    const now = 1_000_000_000;
    expect(lastWrite(String(now - 3_000), 6_000, now)).toBe(now - 3_000);
    expect(lastWrite(String(now + 500), 6_000, now)).toBe(now + 500); // another host's clock
    expect(lastWrite(String(now - 6_000), 6_000, now)).toBeUndefined();
    expect(lastWrite(String(now + 3_600_000), 6_000, now)).toBeUndefined();
    expect(lastWrite('soon', 6_000, now)).toBeUndefined();
    expect(lastWrite('1e12', 6_000, now)).toBeUndefined();
    expect(lastWrite(undefined, 6_000, now)).toBeUndefined();
  });
});
