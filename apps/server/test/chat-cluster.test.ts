/**
 * Two app processes behind one site: they share a PostgreSQL database and Redis, and a message
 * sent through one reaches a user connected to the other (socket.io Redis adapter); a periodic
 * sweep runs once per tick for the whole cluster, not once per process (lib/jobs.ts).
 *
 * Needs a PostgreSQL server (TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432) and Redis
 * (REDIS_URL, or redis://127.0.0.1:6379); reported as skipped, with the reason, when either does
 * not answer. `npm test` runs the server tests twice; this file runs in the PostgreSQL-server pass
 * and is skipped in the PGlite pass (TEST_DATABASE_URL set to empty).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@estate/shared';
import { adminQuery, withDatabase } from './helpers/test-database.js';
import * as files from './fixtures/upload-files.js';
import { startSourceApp } from './helpers/source-app-process.js';
import { dldPermit } from './helpers/permits.js';
import { scaled } from './helpers/time.js';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const pgServer = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether something accepts TCP connections at the URL's host and port (within a second). */
function answers(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const where = (url: string, defaultPort: number) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || defaultPort}`;
};
const [pgUp, redisUp] = await Promise.all([answers(pgServer, 5432), answers(redisUrl, 6379)]);
const skipReason =
  process.env.TEST_DATABASE_URL === '' && pgUp
    ? 'runs in the PostgreSQL-server pass (TEST_DATABASE_URL is empty here)'
    : !pgUp
      ? `no PostgreSQL on ${where(pgServer, 5432)}`
      : !redisUp
        ? `no Redis on ${where(redisUrl, 6379)}`
        : undefined;

const children: ChildProcess[] = [];
const clients: Client[] = [];
const dbName = `estate_cluster_${randomBytes(5).toString('hex')}`;
const dbUrl = withDatabase(pgServer, dbName);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-cluster-'));

// Whatever happens to the test run, the app processes go with it.
const killAll = () => children.forEach((c) => c.exitCode === null && c.signalCode === null && c.kill('SIGKILL'));
process.once('exit', killAll);

/** One app process of the cluster, answering once healthy; its base URL. */
async function startProcess(extra: Record<string, string> = {}, startMs = scaled(25_000)): Promise<string> {
  const { base } = await startSourceApp({
    startMs,
    onSpawn: (child) => children.push(child),
    env: {
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      CHAT_WS_URL: '',
      REGISTER_MAX_PER_IP: '100000',
      LOGIN_MAX_PER_IP: '100000',
      CHAT_SEND_PER_MINUTE: '1000',
      // Cron schedules checked every second, so the once-per-cluster test sees a tick at once.
      JOBS_CRON_CHECK_SECONDS: '1',
      // A few connections each: these processes serve a handful of requests, and the pass runs
      // other files beside this one on the same server (max_connections is 100 by default).
      DATABASE_POOL_SIZE: '5',
      ...extra,
    },
  });
  return base;
}

async function register(base: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${base}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: name,
      email,
      phone_number: '+92 300 1234567',
      password: 'cluster-password-1',
      type: 'buyer',
      accept_terms: true,
    }),
  });
  // Sign-up sends a verification link and starts no session (decision 0027); the password logs in.
  expect(response.status, await response.clone().text()).toBe(202);
  const cookie = await login(base, email);
  const profile = await fetch(`${base}/api/auth/user/profile/`, { headers: { cookie } });
  const user = (await profile.json()) as { id: number };
  return { id: user.id, cookie, email };
}

/** Another session (a second browser) of an account registered by `register`. */
async function login(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'cluster-password-1' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
}

/** Resolves with the reason when the server ends the connection; rejects after `ms`. */
function disconnection(client: Client, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected')), ms);
    client.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

async function post<T>(base: string, url: string, cookie: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function open(base: string, cookie: string): Promise<Client> {
  const { token, ws_url } = await post<{ token: string; ws_url: string }>(base, '/api/chat/token/', cookie);
  expect(ws_url).toBe(base);
  return openWith(ws_url, token);
}

function openWith(ws_url: string, token: string): Promise<Client> {
  const client: Client = connect(ws_url, {
    path: '/socket.io/',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  clients.push(client);
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });
}

/** The next `event` whose payload passes `match` (other runs may share the Redis server). */
function next<E extends keyof ServerToClientEvents>(
  client: Client,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off(event, handler as never);
      reject(new Error(`no matching '${String(event)}' event within ${ms} ms`));
    }, ms);
    const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      client.off(event, handler as never);
      resolve(payload);
    };
    client.on(event, handler as never);
  });
}

describe.skipIf(skipReason !== undefined)(
  `two app processes sharing PostgreSQL and Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let one: string;
    let two: string;
    let ali: { id: number; cookie: string };
    let sara: { id: number; cookie: string };

    beforeAll(async () => {
      await adminQuery(pgServer, `create database ${dbName}`);
      // Both start at once on an empty database: one migrates, the other waits for it.
      [one, two] = await Promise.all([startProcess(), startProcess()]);
      // User ids far from 1 so that another run sharing this Redis server never shares a channel.
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      await client.query(`select setval('users_id_seq', $1)`, [randomInt(1_000_000, 2_000_000_000)]);
      // Session ids too: sockets join `session:{id}`, and a logout disconnects that room everywhere.
      await client.query(`select setval('sessions_id_seq', $1)`, [randomInt(1_000_000, 2_000_000_000)]);
      await client.end();
      ali = await register(one, 'Ali Raza');
      sara = await register(two, 'Sara Khan');
    });

    afterAll(async () => {
      clients.forEach((c) => c.disconnect());
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const force = setTimeout(() => child.kill('SIGKILL'), 5000);
              child.once('exit', () => {
                clearTimeout(force);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
      await adminQuery(pgServer, `drop database if exists ${dbName} with (force)`).catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('delivers a message sent through process 1 to a user connected to process 2, and back', async () => {
      const saraOnTwo = await open(two, sara.cookie);
      const aliOnOne = await open(one, ali.cookie);

      const text = `Is the villa still available? ${randomBytes(4).toString('hex')}`;
      const message = next(saraOnTwo, 'message', (m) => m.message === text);
      const notification = next(saraOnTwo, 'notification', (n) => n.notification.last_message === text);
      const echo = next(aliOnOne, 'message', (m) => m.message === text);
      const sent = await post<{ id: number }>(one, '/api/chat/send/', ali.cookie, {
        receiver_id: sara.id,
        message: text,
      });
      expect(await message).toMatchObject({ id: sent.id, sender_id: ali.id, receiver_id: sara.id });
      expect(await notification).toMatchObject({
        type: 'new_notification',
        unread_count: 1,
        notification: { sender: { id: ali.id, name: 'Ali Raza' }, unread_count: 1, is_read: false },
      });
      expect((await echo).id).toBe(sent.id);

      // The reply goes the other way: sent through process 2, heard on process 1.
      const reply = `Yes, come and see it ${randomBytes(4).toString('hex')}`;
      const back = next(aliOnOne, 'message', (m) => m.message === reply);
      await post(two, '/api/chat/send/', sara.cookie, { receiver_id: ali.id, message: reply });
      expect(await back).toMatchObject({ sender_id: sara.id, receiver_id: ali.id });

      // Both processes read the same database.
      const page = await fetch(`${two}/api/chat/messages/${ali.id}/`, { headers: { cookie: sara.cookie } });
      const { results } = (await page.json()) as { results: { message: string }[] };
      expect(results.map((m) => m.message)).toEqual([text, reply]);
    });

    it('carries typing from a socket on process 1 to the receiver on process 2', async () => {
      const saraOnTwo = await open(two, sara.cookie);
      const aliOnOne = await open(one, ali.cookie);
      const typing = next(saraOnTwo, 'typing', (e) => e.sender_id === ali.id && e.is_typing);
      aliOnOne.emit('typing', { receiver_id: sara.id, is_typing: true });
      expect(await typing).toEqual({ sender_id: ali.id, is_typing: true });

      const stopped = next(saraOnTwo, 'typing', (e) => e.sender_id === ali.id && !e.is_typing);
      aliOnOne.emit('typing', { receiver_id: sara.id, is_typing: false });
      expect(await stopped).toEqual({ sender_id: ali.id, is_typing: false });
    });

    it('a logout through process 1 disconnects that session’s socket on process 2 at once, and only it', async () => {
      const nadia = await register(one, 'Nadia Aslam');
      const phone = await login(two, nadia.email);
      const laptopOnTwo = await open(two, nadia.cookie);
      const phoneOnOne = await open(one, phone);
      const ended = disconnection(laptopOnTwo);
      await post(one, '/api/auth/user/logout/', nadia.cookie);
      expect(await ended).toBe('io server disconnect');

      // The phone's session goes on, and still hears private messages.
      const text = `Still there? ${randomBytes(4).toString('hex')}`;
      const message = next(phoneOnOne, 'message', (m) => m.message === text);
      await post(two, '/api/chat/send/', sara.cookie, { receiver_id: nadia.id, message: text });
      expect(await message).toMatchObject({ receiver_id: nadia.id });
    });

    it('a password change through process 2 ends the other sessions’ sockets on process 1, not its own', async () => {
      const bilal = await register(one, 'Bilal Ahmed');
      const other = await login(one, bilal.email);
      const mineOnOne = await open(one, bilal.cookie);
      const theirsOnOne = await open(one, other);
      const ended = disconnection(theirsOnOne);
      await post(two, '/api/auth/user/change-password/', bilal.cookie, {
        current_password: 'cluster-password-1',
        new_password: 'cluster-password-2',
      });
      expect(await ended).toBe('io server disconnect');
      await new Promise((r) => setTimeout(r, 200));
      expect(mineOnOne.connected).toBe(true);
    });

    it('suspension through process 1 and deletion through process 2 end the accounts’ sockets on the other process', async () => {
      const admin = await register(one, 'Noor Admin');
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      await client.query('update users set is_admin = true where id = $1', [admin.id]);
      await client.end();

      const spammer = await register(two, 'Spam Account');
      const spammerSockets = [await open(two, spammer.cookie), await open(one, spammer.cookie)];
      const suspendedEnds = Promise.all(spammerSockets.map((s) => disconnection(s)));
      await post(one, `/api/admin/users/${spammer.id}/suspend/`, admin.cookie, { reason: 'Spam in chat' });
      expect(await suspendedEnds).toEqual(['io server disconnect', 'io server disconnect']);

      const leaving = await register(one, 'Leaving User');
      const leavingOnOne = await open(one, leaving.cookie);
      const deletedEnds = disconnection(leavingOnOne);
      await post(two, '/api/auth/user/delete/', leaving.cookie, {
        confirmation: leaving.email,
        password: 'cluster-password-1',
      });
      expect(await deletedEnds).toBe('io server disconnect');
    });

    it('a chat token opens one connection, whichever process it is used on', async () => {
      const { token } = await post<{ token: string }>(one, '/api/chat/token/', ali.cookie);
      await openWith(one, token);
      await expect(openWith(two, token)).rejects.toThrow('unauthorized');
    });

    it('an account holds at most 10 sockets, counted across both processes', async () => {
      const busy = await register(two, 'Busy Person');
      for (let i = 0; i < 10; i++) await open(i % 2 ? one : two, busy.cookie);
      // Counted through the adapter: when the other process does not answer in time (a loaded
      // machine; it once failed so beside the build), the handshake lets the connection in rather
      // than refusing everyone. So an 11th that got in is closed and tried again until refused.
      const deadline = Date.now() + scaled(20_000);
      for (;;) {
        await new Promise((r) => setTimeout(r, 200));
        const extra = await open(one, busy.cookie).catch((error: unknown) => error as Error);
        if (extra instanceof Error) {
          expect(extra.message).toContain('too_many_connections');
          break;
        }
        extra.disconnect();
        if (Date.now() > deadline) throw new Error('an 11th connection was never refused');
      }
    });

    it(
      'a listing published just before its process is killed still reaches the matching demand',
      async () => {
        // A database of its own, served by one process whose worker sleeps a minute between looks:
        // the job waits in the table when the process is killed (SIGKILL, no shutdown at all).
        // A copy of this run's migrated template: this test is about the job, not the migrations, and
        // two processes migrating from scratch took more than 30 s on a busy machine.
        const lonely = `estate_kill_${randomBytes(5).toString('hex')}`;
        // (Run without TEST_DATABASE_URL, the global setup made no template on the server.)
        const template = process.env.TEST_DATABASE_URL ? ` template ${inject('postgresTemplate')}` : '';
        await adminQuery(pgServer, `create database ${lonely}${template}`);
        try {
          const env = { DATABASE_URL: withDatabase(pgServer, lonely), REDIS_URL: '', JOBS_POLL_SECONDS: '60' };
          const doomed = await startProcess(env);
          const child = children.at(-1)!;
          const seeker = await register(doomed, 'Hira Shah');
          const lister = await register(doomed, 'Adnan Malik');
          await post(doomed, '/api/demands/', seeker.cookie, {
            title: 'Flat in JLT wanted',
            description: 'Close to the metro.',
            purpose: 'rent',
            property_type: 'apartment',
            city: 'Dubai',
            budget_min: 70000,
            budget_max: 90000,
            currency: 'AED',
            bedrooms: 1,
          });
          const { body, contentType } = files.multipart(await files.png(800, 600), 'front.png');
          const upload = await fetch(`${doomed}/api/uploads/featured/`, {
            method: 'POST',
            headers: { cookie: lister.cookie, 'content-type': contentType },
            body: new Uint8Array(body),
          });
          const { id: featured } = (await upload.json()) as { id: string };
          await post(doomed, '/api/properties/', lister.cookie, {
            purpose: 'rent',
            area_type: 'residential',
            property_type: 'apartment',
            title: 'Sunny flat with a balcony in JLT',
            description: 'Walk to the metro.',
            price: 85000,
            currency: 'AED',
            rent_frequency: 'year',
            bedrooms: 1,
            bathrooms: 2,
            country: 'AE',
            city: 'dubai',
            address: 'Cluster D, Jumeirah Lake Towers',
            latitude: 25.0693,
            longitude: 55.1417,
            area_unit: 'sqft',
            area_size: 850,
            featured_image: featured,
            ...dldPermit(),
          });
          child.kill('SIGKILL');
          await new Promise((resolve) => child.once('exit', resolve));

          const client = new pg.Client({ connectionString: withDatabase(pgServer, lonely) });
          await client.connect();
          try {
            const notified = async () =>
              (await client.query(`select count(*)::int as n from user_notifications where user_id = $1`, [seeker.id]))
                .rows[0].n as number;
            expect(await notified()).toBe(0);
            const waiting = await client.query(`select state from pgboss.job where name = 'listing.published'`);
            expect(waiting.rows.map((r) => r.state)).toEqual(['created']);

            // The next process on that database delivers it.
            await startProcess({ ...env, JOBS_POLL_SECONDS: '0.5' });
            const deadline = Date.now() + scaled(15_000);
            while ((await notified()) === 0) {
              if (Date.now() > deadline) throw new Error('the demand was never notified');
              await new Promise((r) => setTimeout(r, 200));
            }
            expect(await notified()).toBe(1);
          } finally {
            await client.end();
          }
        } finally {
          for (const child of children.slice(2))
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await adminQuery(pgServer, `drop database if exists ${lonely} with (force)`).catch(() => {});
        }
        // Two process starts (up to 25 s each on a busy machine) and the delivery (15 s): the file's
        // 30 s limit was shorter than its own steps' (it failed so beside the build, issue 40).
      },
      scaled(90_000),
    );

    it(
      'WEB_CONCURRENCY=2 runs two app processes on one port, replaces one that dies and drains both on SIGTERM',
      async () => {
        // A database of its own (a copy of the run's migrated template, as above).
        const shared = `estate_procs_${randomBytes(5).toString('hex')}`;
        const template = process.env.TEST_DATABASE_URL ? ` template ${inject('postgresTemplate')}` : '';
        await adminQuery(pgServer, `create database ${shared}${template}`);
        try {
          // Few connections each: this run's other files share the PostgreSQL server's 100.
          const env = {
            DATABASE_URL: withDatabase(pgServer, shared),
            WEB_CONCURRENCY: '2',
            LOG_LEVEL: 'info',
            DATABASE_POOL_SIZE: '4',
          };
          // Two processes compile the sources (tsx) one after the other: give them longer on a busy machine.
          const base = await startProcess(env, scaled(60_000));
          const primary = children.at(-1)!;
          // The primary's log says how many app processes listen.
          let listening = 0;
          primary.stdout!.on('data', (chunk: Buffer) => {
            for (const [, n] of String(chunk).matchAll(/"msg":"(\d) of 2 app processes listen"/g))
              listening = Number(n);
          });
          const appProcesses = () =>
            fs.readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8').split(/\s+/).filter(Boolean);
          const until = async (what: string, check: () => boolean, ms = 20_000) => {
            const deadline = Date.now() + ms;
            while (!check()) {
              if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
              await new Promise((r) => setTimeout(r, 100));
            }
          };
          await until('two app processes', () => appProcesses().length === 2 && listening === 2, 60_000);
          const [first, second] = appProcesses();

          // Two users on the shared port chat with each other, wherever their connections landed.
          const hina = await register(base, 'Hina Iqbal');
          const omar = await register(base, 'Omar Farooq');
          const omarSocket = await open(base, omar.cookie);
          const hinaSocket = await open(base, hina.cookie);
          const text = `Still for rent? ${randomBytes(4).toString('hex')}`;
          const delivered = next(omarSocket, 'message', (m) => m.message === text);
          const echo = next(hinaSocket, 'message', (m) => m.message === text);
          await post(base, '/api/chat/send/', hina.cookie, { receiver_id: omar.id, message: text });
          expect((await delivered).sender_id).toBe(hina.id);
          expect((await echo).receiver_id).toBe(omar.id);

          // One app process dies: the other answers every request meanwhile, and a new one replaces it.
          process.kill(Number(first), 'SIGKILL');
          await until('the killed process to be gone', () => !appProcesses().includes(first!));
          for (let i = 0; i < 10; i++) {
            const health = await fetch(`${base}/api/health`, { headers: { connection: 'close' } });
            expect(health.status).toBe(200);
          }
          listening = 0;
          await until('a replacement', () => appProcesses().length === 2 && listening === 2, 60_000);
          expect(appProcesses()).toContain(second);
          expect(appProcesses()).not.toContain(first);

          // SIGTERM to the primary: both drain and exit, then the primary, with code 0.
          const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
          const pids = appProcesses().map(Number);
          primary.kill('SIGTERM');
          expect(await exited).toBe(0);
          for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
        } finally {
          await adminQuery(pgServer, `drop database if exists ${shared} with (force)`).catch(() => {});
        }
      },
      scaled(150_000),
    );

    it('runs the every-minute ad expiry sweep once per minute for both processes together', async () => {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      try {
        const done = async () =>
          (
            await client.query(
              `select count(*)::int as n from pgboss.job where name = 'ads.expire' and state = 'completed'`,
            )
          ).rows[0].n as number;
        const deadline = Date.now() + scaled(20_000);
        while ((await done()) === 0) {
          if (Date.now() > deadline) throw new Error('the sweep never ran');
          await new Promise((r) => setTimeout(r, 250));
        }
        // Both processes check the schedule every second: give them a few more checks each.
        await new Promise((r) => setTimeout(r, scaled(3000)));
        // pg-boss turns a due tick into a job through its send-it queue, one job per schedule and
        // database minute (its singleton). Counted by the minute the sweep job was created, a tick
        // handled a second late (a loaded machine at a minute's end) would share its minute with
        // the next tick, so the ticks are counted where they are decided.
        const ticks = (
          await client.query<{ minute: string; jobs: number }>(
            `select singleton_on::text as minute, count(*)::int as jobs from pgboss.job
             where name = '__pgboss__send-it' and data->>'name' = 'ads.expire' group by 1 order by 1`,
          )
        ).rows;
        expect(ticks.length).toBeGreaterThan(0);
        for (const tick of ticks) expect(tick.jobs, `minute ${tick.minute}`).toBe(1);
        // And no sweep job beyond one per tick, whichever process ran it.
        const sweeps = (await client.query(`select count(*)::int as n from pgboss.job where name = 'ads.expire'`))
          .rows[0].n as number;
        expect(sweeps).toBeLessThanOrEqual(ticks.length);
        expect(sweeps).toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    });
  },
);
