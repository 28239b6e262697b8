/**
 * Replicas that step aside (issue 38, R3 and R4; decision 0050), on a private streaming pair
 * (helpers/streaming-pair.ts) with the default bounds: 2 s to connect or answer, 2 s of lag.
 *
 * - A replica behind a frozen network (a proxy that holds every byte): searches answer 200 from the
 *   primary within the replica timeout, the replica's circuit breaker opens, readiness reports it
 *   out of use, and after the thaw the breaker closes and the replica is read again.
 * - A lagging replica (replay paused while the primary writes): once it is measured more than 2 s
 *   behind it is not read (guests see the primary's data) and readiness reports its lag.
 *
 * Runs once, in the embedded-database pass of `npm test` (it starts its own servers).
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
import type { ReplicaStatus } from '../src/db/read-routing.js';
import { createUser, testUserSeed } from '../src/seed/factories/user.factory.js';
import { freezeProxy } from './helpers/freeze-proxy.js';
import { insertListing } from './helpers/listings.js';
import { skipReason, sql, startStreamingPair, type StreamingPair } from './helpers/streaming-pair.js';
import { scaled } from './helpers/time.js';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, scaled(30_000));

/** The app on the pair, reading the replica at `replicaUrl` with the default bounds. */
async function appOn(pair: StreamingPair, replicaUrl: string): Promise<{ app: AppInstance; database: Database }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-replica-fault-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: pair.primaryUrl,
    DATABASE_READ_URL: replicaUrl,
  });
  const database = await openDatabase({
    url: pair.primaryUrl,
    readUrls: config.DATABASE_READ_URL,
    replicaTimeoutMs: config.DATABASE_REPLICA_TIMEOUT_SECONDS * 1000,
    replicaMaxLagMs: config.DATABASE_REPLICA_MAX_LAG_SECONDS * 1000,
  });
  const app = await buildApp({ config, database, web: 'off', logger: false });
  cleanups.push(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database };
}

const replicaOf = async (app: AppInstance): Promise<ReplicaStatus> => {
  const ready = await app.inject({ url: '/api/health/ready' });
  expect(ready.statusCode, ready.body).toBe(200);
  return ready.json().replicas[0];
};

/** Polls readiness until the replica's report matches, or 20 s pass (then the last report). */
async function replicaBecomes(
  app: AppInstance,
  wanted: (r: ReplicaStatus) => boolean,
  between?: () => Promise<unknown>,
) {
  let report = await replicaOf(app);
  for (const deadline = Date.now() + scaled(20_000); !wanted(report) && Date.now() < deadline;) {
    await between?.();
    await new Promise((r) => setTimeout(r, 250));
    report = await replicaOf(app);
  }
  return report;
}

const count = (r: LightMyRequestResponse) => (r.json() as { count: number }).count;

describe.skipIf(skipReason)(`replicas that step aside${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let pair: StreamingPair;

  beforeAll(async () => {
    pair = await startStreamingPair();
    cleanups.push(() => pair.close());
  }, scaled(60_000));

  it(
    'a frozen replica: searches answer from the primary within the bound; the breaker opens, then closes',
    async () => {
      const proxy = await freezeProxy(pair.replicaPort);
      cleanups.push(() => proxy.close());
      const { app, database } = await appOn(pair, pair.replicaUrl.replace(`:${pair.replicaPort}/`, `:${proxy.port}/`));
      const owner = await createUser(database.db, testUserSeed());
      for (let i = 0; i < 3; i++) await insertListing(database.db, owner.id, { city: 'Multan', price: 100_000 + i });
      await pair.caughtUp();
      const search = (min: number) => app.inject({ url: `/api/properties/?city=Multan&min_price=${min}` });
      expect(count(await search(1))).toBe(3);
      expect(await replicaOf(app)).toMatchObject({ status: 'ok', in_use: true, retry_in_seconds: 0 });

      proxy.freeze();
      // Concurrent searches on pooled connections and new ones: each waits at most the replica
      // timeout (2 s), then the primary answers (the fault run saw 20 s hangs and 503s).
      const started = Date.now();
      const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => search(i)));
      const took = Date.now() - started;
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.map(count)).toEqual([3, 3, 3, 3, 3, 3]);
      expect(took).toBeLessThan(scaled(15_000)); // 2 s of timeout plus a starved machine's slack, not 20 s
      // The breaker is open: the next searches do not wait for the replica at all.
      const open = await replicaOf(app);
      expect(open).toMatchObject({ in_use: false });
      expect(open.retry_in_seconds).toBeGreaterThan(0);
      for (let i = 0; i < 3; i++) expect((await search(10 + i)).statusCode).toBe(200);

      // Thawed: after its wait the breaker lets one read try the replica, which answers: closed.
      proxy.thaw();
      const closed = await replicaBecomes(
        app,
        (r) => r.in_use && r.retry_in_seconds === 0 && r.status === 'ok',
        () => search(Math.floor(Math.random() * 1000)),
      );
      expect(closed).toMatchObject({ status: 'ok', in_use: true, retry_in_seconds: 0 });
      expect(count(await search(1))).toBe(3);
    },
    scaled(90_000),
  );

  it(
    'a lagging replica: past 2 s of measured lag it is not read, and readiness reports its lag',
    async () => {
      const { app, database } = await appOn(pair, pair.replicaUrl);
      const owner = await createUser(database.db, testUserSeed());
      const listing = await insertListing(database.db, owner.id, { city: 'Quetta', price: 500_000 });
      await pair.caughtUp();
      const guestPrice = async () => {
        const answer = await app.inject({ url: '/api/properties/?city=Quetta' });
        expect(answer.statusCode, answer.body).toBe(200);
        return (answer.json().results as { price: number }[])[0]!.price;
      };
      expect(await guestPrice()).toBe(500_000);

      await sql(pair.replicaUrl, 'select pg_wal_replay_pause()');
      cleanups.push(() => sql(pair.replicaUrl, 'select pg_wal_replay_resume()').catch(() => {}));
      await sql(pair.primaryUrl, `update listings set price = 600000 where id = ${listing.id}`);
      // The primary keeps writing, the replica does not replay: its measured lag grows past 2 s.
      const lagging = await replicaBecomes(app, (r) => r.status === 'lagging');
      expect(lagging).toMatchObject({ replica: 1, status: 'lagging', in_use: false });
      expect(lagging.lag_seconds).toBeGreaterThanOrEqual(2); // more than 2 s, shown to a tenth
      // Guests now read the primary: the new price, not the replica's old one.
      expect(await guestPrice()).toBe(600_000);
      const replicaHas = await sql<{ price: number }>(
        pair.replicaUrl,
        `select price from listings where id = ${listing.id}`,
      );
      expect(Number(replicaHas[0]!.price)).toBe(500_000); // the replica still holds the old price

      // Replay resumes: measured caught up, it is read again.
      await sql(pair.replicaUrl, 'select pg_wal_replay_resume()');
      const back = await replicaBecomes(app, (r) => r.status === 'ok' && r.in_use);
      expect(back).toMatchObject({ status: 'ok', in_use: true });
      expect(back.lag_seconds).toBeLessThanOrEqual(2);
      expect(await guestPrice()).toBe(600_000);
    },
    scaled(90_000),
  );
});
