/**
 * Faults (issue 13, decision 0025): dependencies that are down or frozen never hang a request
 * past its bound or stop the process, and a SIGTERM drains cleanly. Runs without a PostgreSQL or
 * Redis server: the frozen dependencies are local "black holes" (they accept a connection and
 * never answer) and closed ports.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/database.js';
import { createUser, testUserSeed } from '../src/seed/factories/user.factory.js';
import { adminQuery, withDatabase } from './helpers/test-database.js';
import { connectedChatSocket } from './helpers/chat-socket.js';
import { freePort } from './helpers/free-port.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { insertListing } from './helpers/listings.js';
import { scaled } from './helpers/time.js';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A server that accepts TCP connections and never says a word (a frozen network or process). */
async function blackHole(): Promise<number> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    sockets.forEach((s) => s.destroy());
    return new Promise((resolve) => server.close(resolve));
  });
  return (server.address() as net.AddressInfo).port;
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return { ...result, ms: Date.now() - started };
};

describe('a frozen PostgreSQL', () => {
  it(
    'fails a query within the pool bound (5 s to connect), never hangs',
    async () => {
      const port = await blackHole();
      const database = await openDatabase({ url: `postgres://app@127.0.0.1:${port}/estate`, migrate: false });
      cleanups.push(() => database.close().catch(() => {}));
      const query = await timed(() => database.db.execute(sql`select 1`).then((r) => r));
      expect(query.ok).toBe(false);
      expect(query.ms).toBeLessThan(scaled(7_000));
      // Readiness asks on a connection of its own, bounded at 2 s.
      const ping = await timed(() => database.ping());
      expect(ping.ok).toBe(false);
      expect(ping.ms).toBeLessThan(scaled(5_000));
    },
    scaled(20_000),
  );
});

describe.each([
  ['refuses connections', async () => freePort()],
  ['is frozen', blackHole],
])('Redis that %s', (_what, redisPort) => {
  let t: TestApp;

  it(
    'the app starts, reports itself ready (Redis unreachable), and logs in and comments within 5 s',
    async () => {
      const port = await redisPort();
      const started = await timed(() =>
        createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, LOGIN_MAX_PER_IP: '1000', CONTENT_LIMIT_FACTOR: '1' }),
      );
      expect(started.ok).toBe(true);
      t = (started as { value: TestApp }).value;
      cleanups.push(() => t.close());
      // It does not wait for Redis (which would be forever): any bound shows it; a loaded CI box is slow.
      expect(started.ms).toBeLessThan(scaled(30_000));

      const ready = await timed(() => t.app.inject({ url: '/api/health/ready' }));
      expect(ready.ms).toBeLessThan(scaled(5_000));
      const report = (ready as { value: { statusCode: number; json(): unknown } }).value;
      expect(report.statusCode).toBe(200);
      expect(report.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'unreachable', draining: false });
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);

      const login = await timed(() => signedInUser(t, { fullName: 'Redis Down' }));
      expect(login.ms).toBeLessThan(scaled(5_000));
      const { user, cookie } = (login as { value: Awaited<ReturnType<typeof signedInUser>> }).value;
      const listing = await insertListing(t.database.db, user.id);
      const comment = (body: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/properties/${listing.id}/comments/`,
          headers: { cookie },
          payload: { body },
        });
      const first = await timed(() => comment('Still works without Redis'));
      expect(first.ms).toBeLessThan(scaled(5_000));
      expect((first as { value: { statusCode: number } }).value.statusCode).toBe(201);
      // The limits still hold, counted in this process's memory.
      const codes = [];
      for (let i = 0; i < 6; i++) codes.push((await comment(`Burst ${i}`)).statusCode);
      expect(codes.at(-1)).toBe(429);
    },
    scaled(60_000),
  );
});

describe('readiness and liveness', () => {
  it('a draining process answers live, not ready (503 with Retry-After); on PostgreSQL statements are bounded', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'not_configured', draining: false });
    t.app.lifecycle.draining = true;
    for (const url of ['/api/health/ready', '/api/health']) {
      const draining = await t.app.inject({ url });
      expect(draining.statusCode).toBe(503);
      expect(draining.headers['retry-after']).toBe('5');
      expect(draining.json()).toMatchObject({ status: 'error', draining: true });
    }
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);

    if (t.database.kind !== 'postgres') return;
    const settings = await t.database.db.execute<{ statement: string; idle: string }>(
      sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    const [row] = ((settings as { rows?: unknown[] }).rows ?? settings) as { statement: string; idle: string }[];
    expect(row).toEqual({ statement: '15s', idle: '10s' });
  });
});

/** Whether something accepts TCP connections on 127.0.0.1:port within a second. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * A TCP proxy to 127.0.0.1:target whose connections can be cut (a network blip), and which can be
 * `down` (new connections dropped at once, as by a stopped server).
 */
async function cuttableProxy(target: number) {
  const pairs = new Set<net.Socket>();
  const state = { down: false };
  const server = net.createServer((client) => {
    if (state.down) return void client.destroy();
    const upstream = net.connect({ host: '127.0.0.1', port: target });
    for (const s of [client, upstream]) {
      pairs.add(s);
      s.on('error', () => {});
      s.on('close', () => pairs.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    pairs.forEach((s) => s.destroy());
    return new Promise((resolve) => server.close(resolve));
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => pairs.forEach((s) => s.destroy()),
    state,
  };
}

const redisPort = Number(new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379').port || 6379);
const redisUp = await answers(redisPort);

describe.skipIf(!redisUp)(
  `a cut link to Redis${redisUp ? '' : ` (skipped: no Redis on 127.0.0.1:${redisPort})`}`,
  () => {
    it(
      'tells this process’s chat clients to catch up once the link is back (no message silently missed)',
      async () => {
        const proxy = await cuttableProxy(redisPort);
        const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}`, LOGIN_MAX_PER_IP: '1000' });
        cleanups.push(() => t.close());
        const { cookie } = await signedInUser(t, { fullName: 'Resync Reader' });
        const { token } = (await t.app.inject({ method: 'POST', url: '/api/chat/token/', headers: { cookie } })).json();
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = t.app.server.address() as net.AddressInfo;
        const socket = await connectedChatSocket(`http://127.0.0.1:${port}`, token);
        cleanups.push(() => void socket.close());
        // Let the subscriber settle, then cut every connection to Redis.
        await new Promise((r) => setTimeout(r, 500));
        const resync = new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 10_000);
          socket.once('resync', () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        proxy.cut();
        expect(await resync).toBe(true);
        expect(socket.connected).toBe(true);
      },
      scaled(30_000),
    );
  },
);

const pgServer = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgServer)(
  `a PostgreSQL outage${pgServer ? '' : ' (skipped: runs in the PostgreSQL-server pass)'}`,
  () => {
    it(
      'answers 503 with Retry-After within the bounds, locks nobody out, and recovers by itself',
      async () => {
        const name = `estate_test_${randomBytes(6).toString('hex')}`;
        await adminQuery(pgServer!, `create database ${name} template ${inject('postgresTemplate')}`);
        cleanups.push(() => adminQuery(pgServer!, `drop database if exists ${name} with (force)`));
        const target = new URL(pgServer!);
        const proxy = await cuttableProxy(Number(target.port || 5432));
        const viaProxy = new URL(withDatabase(pgServer!, name));
        viaProxy.host = `127.0.0.1:${proxy.port}`;
        const database = await openDatabase({ url: viaProxy.toString(), migrate: false });
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'estate-outage-')),
          LOG_LEVEL: 'silent',
          RESPONSE_CACHE_SECONDS: '0',
          LOGIN_MAX_PER_ACCOUNT: '3',
        });
        const app = await buildApp({ config, database, web: 'off', logger: false });
        cleanups.push(async () => {
          proxy.state.down = false;
          await app.close();
          await database.close().catch(() => {});
        });
        const user = await createUser(database.db, testUserSeed({ fullName: 'Outage Owner' }));
        const login = (password: string) =>
          app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: user.email, password } });
        expect((await app.inject({ url: '/api/properties/' })).statusCode).toBe(200);

        // A transaction holding a connection between its queries when the cut comes: its connection's
        // 'error' must not be an uncaught exception (it took both processes down in the fault run).
        const holding = database.db
          .transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await new Promise((r) => setTimeout(r, 500));
            await tx.execute(sql`select 1`);
          })
          .then(
            () => 'committed',
            () => 'failed',
          );
        await new Promise((r) => setTimeout(r, 100));
        proxy.state.down = true;
        proxy.cut();
        expect(await holding).toBe('failed');
        const search = await timed(() => app.inject({ url: '/api/properties/' }));
        const answer = (search as { value: { statusCode: number; headers: Record<string, unknown>; json(): unknown } })
          .value;
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.json()).toMatchObject({ code: 'service_unavailable' });
        expect(search.ms).toBeLessThan(scaled(7_000));
        expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
        expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
        // Five logins during the outage (more than the account's budget of 3): none counts.
        for (let i = 0; i < 5; i++) expect((await login('demo-password')).statusCode).toBe(503);

        proxy.state.down = false;
        expect((await app.inject({ url: '/api/properties/' })).statusCode).toBe(200);
        expect((await login('demo-password')).statusCode).toBe(200);
      },
      scaled(90_000),
    );
  },
);
