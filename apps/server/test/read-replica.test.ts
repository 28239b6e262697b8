/**
 * Read replicas (docs/decisions/0020-read-replicas.md).
 *
 * The streaming pair: a private primary made with initdb in a temp folder and a replica made from
 * it with pg_basebackup, each on a free port, started with pg_ctl (as the postgres user when the
 * tests run as root). WAL replay on the replica is paused, so whatever the replica answers is
 * visibly older than the primary: a guest's search and detail show the old state (served by the
 * replica), the writer sees their own change at once (primary, through the read-your-writes
 * cookie), and with the replica stopped reads still answer from the primary. Reported as skipped,
 * with the reason, where the PostgreSQL server binaries are missing. It starts its own servers, so
 * it runs once, in the embedded-database pass of `npm test`.
 *
 * The cookie tests at the end run on any database.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppInstance } from '../src/app-types.js';
import { loadConfig } from '../src/config/env.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { READ_YOUR_WRITES_COOKIE, recentWrite } from '../src/plugins/read-your-writes.js';
import { createUser, testUserSeed } from '../src/seed/factories/user.factory.js';
import { insertListing } from './helpers/listings.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { freePort } from './helpers/free-port.js';

const run = promisify(execFile);

const binDir = ['15', '16', '17', '14']
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .find((dir) => ['initdb', 'pg_ctl', 'pg_basebackup'].every((b) => fs.existsSync(path.join(dir, b))));
const asRoot = process.getuid?.() === 0;
const postgresUser = asRoot ? await userIds('postgres') : null;

const skipReason = !binDir
  ? 'no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) in /usr/lib/postgresql/*/bin'
  : asRoot && !postgresUser
    ? 'running as root and there is no postgres user to run the servers as'
    : process.env.TEST_DATABASE_URL
      ? 'runs once, in the embedded-database pass (it starts its own PostgreSQL servers)'
      : undefined;

async function userIds(name: string): Promise<{ uid: number; gid: number } | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (the server refuses root). */
function pgBin(name: string, args: string[]) {
  const file = path.join(binDir!, name);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

async function sql<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const cookieOf = (response: LightMyRequestResponse, name: string) => {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in ${response.statusCode}: ${response.body}`);
  return `${name}=${cookie.value}`;
};

describe.skipIf(skipReason)(`read replicas: a streaming pair${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  const base = skipReason ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'estate-replica-'));
  const primaryDir = path.join(base, 'primary');
  const replicaDir = path.join(base, 'replica');
  let primaryUrl = '';
  let replicaUrl = '';
  let database: Database;
  let app: AppInstance;
  let dataDir = '';
  const started: string[] = [];

  const pgCtlStart = async (dir: string, port: number) => {
    await pgBin('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '30', '-o', `-p ${port}`, 'start']);
    started.push(dir);
  };

  /** Waits until the replica has replayed everything the primary has written so far. */
  async function replicaCaughtUp() {
    const [{ lsn }] = await sql<{ lsn: string }>(primaryUrl, 'select pg_current_wal_insert_lsn()::text as lsn');
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const [{ done }] = await sql<{ done: boolean }>(
        replicaUrl,
        `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`,
      );
      if (done) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the replica did not catch up within 10 s');
  }

  beforeAll(async () => {
    if (postgresUser) fs.chownSync(base, postgresUser.uid, postgresUser.gid);
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;

    await pgBin('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    fs.appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${base}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        'fsync = off',
        'shared_buffers = 32MB',
        '',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(primaryDir, 'pg_hba.conf'),
      'local all all trust\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n',
    );
    await pgCtlStart(primaryDir, primaryPort);
    await pgBin('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    await pgCtlStart(replicaDir, replicaPort);

    dataDir = path.join(base, 'app');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: replicaUrl,
    });
    database = await openDatabase({ url: primaryUrl, readUrls: config.DATABASE_READ_URL });
    app = await buildApp({ config, database, web: 'off', logger: false });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    for (const dir of started.reverse()) {
      await pgBin('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    }
    if (base) fs.rmSync(base, { recursive: true, force: true });
  }, 30_000);

  it('serves guests’ search and detail from the replica, and the writer’s own reads from the primary', async () => {
    const seed = testUserSeed();
    const owner = await createUser(database.db, seed);
    const listing = await insertListing(database.db, owner.id, {
      title: 'Replica villa',
      city: 'Lahore',
      price: 1_000_000,
    });
    await replicaCaughtUp();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: seed.email, password: seed.password ?? 'demo-password' },
    });
    const sid = cookieOf(login, 'sid');

    // From here the replica keeps answering with what it has, while the primary moves on.
    await sql(replicaUrl, 'select pg_wal_replay_pause()');
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

    // The replica's health, then replay resumes and guests catch up.
    const health = await app.inject({ url: '/api/health' });
    expect(health.json().replicas).toEqual([{ replica: 1, status: 'ok', lag_seconds: expect.any(Number) }]);
    await sql(replicaUrl, 'select pg_wal_replay_resume()');
    await replicaCaughtUp();
    expect(prices(await search())).toEqual([2_000_000, 3_000_000]);
  });

  it('keeps answering reads from the primary when the replica is down', async () => {
    await pgBin('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop']);
    const guestSearch = await app.inject({ url: '/api/properties/?city=Lahore' });
    expect(guestSearch.statusCode, guestSearch.body).toBe(200);
    expect(guestSearch.json().count).toBe(2);
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      replicas: [{ replica: 1, status: 'unreachable', lag_seconds: null }],
    });
  });
});

describe('read-your-writes cookie (any database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is set by a successful write, for READ_YOUR_WRITES_SECONDS', async () => {
    const seed = testUserSeed();
    await createUser(t.database.db, seed);
    const before = Math.floor(Date.now() / 1000);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: seed.email, password: seed.password ?? 'demo-password' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === READ_YOUR_WRITES_COOKIE);
    expect(cookie).toMatchObject({ maxAge: 5, httpOnly: true, path: '/', sameSite: 'Lax' });
    const until = Number(cookie!.value);
    // Five seconds from the write, whenever the (possibly slow) request made it.
    const after = Math.ceil(Date.now() / 1000);
    expect(until).toBeGreaterThanOrEqual(before + 5);
    expect(until).toBeLessThanOrEqual(after + 5);
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
    const now = 1_000_000;
    expect(recentWrite(String(now + 3), 5, now)).toBe(true);
    expect(recentWrite(String(now - 1), 5, now)).toBe(false);
    expect(recentWrite(String(now + 3600), 5, now)).toBe(false);
    expect(recentWrite('soon', 5, now)).toBe(false);
    expect(recentWrite(undefined, 5, now)).toBe(false);
  });
});
