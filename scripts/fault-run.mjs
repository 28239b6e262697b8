/**
 * The manual fault run of issue 13 (decision 0025): two app processes (from source, tsx) on a
 * fresh PostgreSQL database and a private Redis, a mixed load of about 120 requests/s, and a fault
 * schedule: steady; Redis stopped 20 s then started; PostgreSQL down 15 s (every connection cut,
 * new ones refused, through an in-process TCP proxy) then up; SIGKILL of process 1 then a restart;
 * SIGTERM of process 2 (exit code and drain time) then a restart; steady.
 *
 *   node scripts/fault-run.mjs
 *
 * Needs PostgreSQL on 127.0.0.1:5432 (user postgres, no password; FAULT_PG_URL to change) and
 * /usr/bin/redis-server (FAULT_REDIS_SERVER). Settings: FAULT_RATE (120 requests/s),
 * FAULT_PHASE_SCALE (1; 0.5 halves every phase), FAULT_USERS (20).
 *
 * The load is what a site's clients do: chat sends and listing comments with an Idempotency-Key
 * (a network error, 5xx or 409 request_in_progress is retried with the same key up to 3 times),
 * likes in the explicit form {property_id, liked} (retried the same way, safe to repeat),
 * searches by city, logins with the right password, and socket.io clients that reconnect with a
 * fresh token after every drop. A small load balancer in front of the two processes sends to the
 * ones whose /api/health/ready answered 200 in the last half second (to both when none did).
 *
 * Afterwards it checks in the database that every acknowledged message and comment is stored
 * exactly once, that likes are the last acknowledged state, that every user can still log in, and
 * presence; prints a markdown table and writes scripts/benchmark/fault-results.md. The database
 * is dropped and every process it started is stopped at the end. Logs of the app processes stay
 * in $TMPDIR/estate-fault-run-<time>/.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const PG_URL = env.FAULT_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_SERVER = env.FAULT_REDIS_SERVER ?? '/usr/bin/redis-server';
const RATE = Number(env.FAULT_RATE ?? 120);
const SCALE = Number(env.FAULT_PHASE_SCALE ?? 1);
const USERS = Number(env.FAULT_USERS ?? 20);
const PASSWORD = 'fault-run-password-1';
const HANG_MS = 25_000;
const RESULTS_FILE = path.join(root, 'scripts/benchmark/fault-results.md');
const startedAt = new Date();
const logDir = fs.mkdtempSync(
  path.join(os.tmpdir(), `estate-fault-run-${startedAt.toISOString().slice(0, 19).replace(/:/g, '')}-`),
);
const dataDir = path.join(logDir, 'data');
const dbName = `estate_fault_${randomBytes(4).toString('hex')}`;
const t0 = performance.now();
const clock = () => ((performance.now() - t0) / 1000).toFixed(1).padStart(6);
const log = (message) => console.log(`[fault-run ${clock()}s] ${message}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Dependencies: a private Redis it can stop and start, a PostgreSQL proxy it can take down.
// ---------------------------------------------------------------------------------------------

const redis = { port: 0, child: null, expectedExit: false };

async function startRedis() {
  const child = spawn(REDIS_SERVER, ['--port', String(redis.port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = fs.createWriteStream(path.join(logDir, 'redis.log'), { flags: 'a' });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  redis.child = child;
  const deadline = Date.now() + 10_000;
  while (!(await answers(redis.port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}), see ${logDir}/redis.log`);
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await sleep(50);
  }
}

async function stopRedis() {
  const child = redis.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  redis.child = null;
}

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A TCP proxy to PostgreSQL: `down()` cuts every connection and refuses new ones until `up()`. */
async function pgProxy(target) {
  const sockets = new Set();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    down() {
      down = true;
      sockets.forEach((s) => s.destroy());
    },
    up() {
      down = false;
    },
    close() {
      sockets.forEach((s) => s.destroy());
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// App processes.
// ---------------------------------------------------------------------------------------------

const crashes = [];
let shuttingDown = false;
const apps = [];

function appProcess(index, port, databaseUrl, redisUrl) {
  const state = {
    index,
    port,
    base: `http://127.0.0.1:${port}`,
    child: null,
    expectedExit: false,
    ready: false,
    readyAt: 0,
    starts: 0,
  };
  const logFile = path.join(logDir, `app-${index}.log`);
  state.start = async () => {
    const started = now();
    state.expectedExit = false;
    state.starting = true;
    state.starts++;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_READ_URL: '',
        DATABASE_DIRECT_URL: '',
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        SEED_ON_START: 'false',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: '',
        CHAT_WS_URL: '',
        REGISTER_MAX_PER_IP: '1000000',
        LOGIN_MAX_PER_IP: '1000000',
        CHAT_SEND_PER_MINUTE: '100000',
        CONTENT_LIMIT_FACTOR: '1000',
        // LOGIN_MAX_PER_ACCOUNT keeps its default (5): the outage burst of logins must lock nobody out.
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = fs.createWriteStream(logFile, { flags: 'a' });
    out.write(`\n--- start ${state.starts} at ${clock()}s (pid ${child.pid}) ---\n`);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let tail = '';
    const keep = (chunk) => (tail = (tail + chunk).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    state.child = child;
    child.once('exit', (code, signal) => {
      state.ready = false;
      if (!state.expectedExit) {
        crashes.push({
          process: index,
          code,
          signal,
          at: clock(),
          phase: currentPhase?.name,
          tail,
          starting: state.starting,
        });
        log(`process ${index} EXITED UNEXPECTEDLY (code ${code}, signal ${signal}); log ${logFile}`);
        // As a supervisor (systemd, Kubernetes) would: start it again a second later.
        if (!shuttingDown)
          setTimeout(() => {
            if (shuttingDown || state.child !== child) return;
            state.start().then(
              (ms) => log(`process ${index} restarted by the supervisor in ${(ms / 1000).toFixed(1)} s`),
              (err) => log(`process ${index} restart failed: ${err.message}`),
            );
          }, 1000);
      }
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`process ${index} exited during start:\n${tail}`);
      const live = await fetch(`${state.base}/api/health/live`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (live) break;
      if (Date.now() > deadline) throw new Error(`process ${index} did not start:\n${tail}`);
      await sleep(100);
    }
    state.starting = false;
    return now() - started;
  };
  /** Sends `signal`; resolves with the exit code and the time it took. */
  state.stop = (signal) =>
    new Promise((resolve) => {
      const child = state.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve({ code: null, ms: 0 });
      state.expectedExit = true;
      const started = now();
      child.once('exit', (code, sig) => resolve({ code, signal: sig, ms: now() - started }));
      child.kill(signal);
    });
  return state;
}

/** The load balancer's view: a process is in while /api/health/ready answered 200 lately. */
let balancerTimer;
function startBalancer() {
  const check = async (app) => {
    const ok = await fetch(`${app.base}/api/health/ready`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    app.ready = ok && app.child?.exitCode === null;
  };
  balancerTimer = setInterval(() => apps.forEach((a) => void check(a)), 500);
}
let rr = 0;
function pickBase(not) {
  const ready = apps.filter((a) => a.ready);
  const pool = ready.length ? ready : apps;
  const choices = pool.length > 1 && not ? pool.filter((a) => a.base !== not) : pool;
  return choices[rr++ % choices.length].base;
}

// ---------------------------------------------------------------------------------------------
// Metrics.
// ---------------------------------------------------------------------------------------------

const phases = [];
let currentPhase = null;
function phaseStats(name) {
  return {
    name,
    start: now(),
    end: 0,
    requests: 0,
    ok: 0,
    client: {},
    s503: 0,
    codes503: {},
    s500: 0,
    sOther5xx: {},
    netErrors: 0,
    netKinds: {},
    latencies: [],
    hangs: 0,
    events: [],
    dropped: 0,
  };
}
const codeOf = (text) => /"code":"([a-z_]+)"/.exec(text)?.[1];
function record(phase, { status, ms, error, code }) {
  phase.requests++;
  phase.latencies.push(ms);
  if (ms > HANG_MS) phase.hangs++;
  if (error) {
    phase.netErrors++;
    phase.netKinds[error] = (phase.netKinds[error] ?? 0) + 1;
  } else if (status < 300) phase.ok++;
  else if (status < 500) {
    const k = code ? `${status} ${code}` : String(status);
    phase.client[k] = (phase.client[k] ?? 0) + 1;
  } else if (status === 503) {
    phase.s503++;
    const k = code ?? 'no code';
    phase.codes503[k] = (phase.codes503[k] ?? 0) + 1;
  } else if (status === 500) phase.s500++;
  else phase.sOther5xx[status] = (phase.sOther5xx[status] ?? 0) + 1;
}

/** One HTTP request, measured and counted in the phase it started in. */
const opLatencies = {};
async function request(base, method, url, { cookie, body, headers = {}, op = 'other' } = {}) {
  const phase = currentPhase;
  const opList = (opLatencies[op] ??= []);
  const started = now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(HANG_MS + 5000),
    });
    const text = await response.text();
    const ms = now() - started;
    if (phase) record(phase, { status: response.status, ms, code: codeOf(text) });
    if (phase) opList.push(ms);
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers, ms };
  } catch (err) {
    const ms = now() - started;
    const kind =
      err?.name === 'TimeoutError'
        ? 'timeout'
        : (err?.cause?.code ?? err?.cause?.name ?? err?.name ?? 'error') +
          (err?.cause?.code === 'UND_ERR_SOCKET' ? ` ${err.cause.message}` : '');
    if (phase) record(phase, { ms, error: kind });
    if (phase) opList.push(ms);
    return { status: 0, error: kind, ms };
  }
}

// ---------------------------------------------------------------------------------------------
// Users, listings, load.
// ---------------------------------------------------------------------------------------------

const CITIES = ['Lahore', 'Karachi', 'Islamabad', 'Dubai'];
const users = [];
const listingIds = [];

async function register(base, i) {
  const email = `fault-${i}-${randomBytes(3).toString('hex')}@example.com`;
  const r = await request(base, 'POST', '/api/auth/register/', {
    body: {
      full_name: `Fault User ${i}`,
      email,
      phone_number: '+92 300 1234567',
      password: PASSWORD,
      type: 'buyer',
      accept_terms: true,
    },
  });
  if (r.status !== 202) throw new Error(`register answered ${r.status}: ${r.text}`);
  // Sign-up starts no session (a verification link is mailed, decision 0027): the password logs in.
  const login = await request(base, 'POST', '/api/auth/login/', { body: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
  const sid = login.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return { i, id: login.json.user.id, email, cookie: sid.split(';')[0] };
}

async function insertListings(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const user of users) {
      const city = CITIES[user.i % CITIES.length];
      const {
        rows: [{ id }],
      } = await client.query(`select nextval(pg_get_serial_sequence('listings', 'id'))::int as id`);
      const lat = 31.47 + user.i / 1000;
      const lng = 74.45 + user.i / 1000;
      await client.query(
        `insert into listings (id, slug, owner_id, purpose, area_type, property_type, title, description, price,
           currency, bedrooms, bathrooms, amenities, country, city, city_key, address, latitude, longitude, location,
           area_size, area_unit, area_sqm, status)
         values ($1, $2, $3, 'sale', 'residential', 'house', $4, 'A quiet street.', $5, 'PKR', 3, 2, '{parking}',
           'PK', $6, $7, 'Street 5', $8, $9, point($9, $8), 10, 'marla', 252.9, 'for_sale')`,
        [
          id,
          `fault-house-${id}`,
          user.id,
          `Fault house ${user.i}`,
          20_000_000 + user.i,
          city,
          city.toLowerCase(),
          lat,
          lng,
        ],
      );
      await client.query(`insert into listing_price_history (listing_id, price, currency) values ($1, $2, 'PKR')`, [
        id,
        20_000_000 + user.i,
      ]);
      listingIds.push(id);
    }
  } finally {
    await client.end();
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sent = { chat: [], comment: [] };
const idem = {
  chat: { logical: 0, acked: 0, ackedAfterRetry: 0, replayed: 0, gaveUp: 0, gaveUpStatus: {} },
  comment: { logical: 0, acked: 0, ackedAfterRetry: 0, replayed: 0, gaveUp: 0, gaveUpStatus: {} },
};
const retryable = (r) =>
  r.status === 0 || r.status >= 500 || (r.status === 409 && r.json?.code === 'request_in_progress');

/** A write with an Idempotency-Key, retried with the same key after a network error, 5xx or 409 in progress. */
async function idempotent(kind, cookie, url, body, token) {
  const key = `${kind}-${token}`;
  const stats = idem[kind];
  stats.logical++;
  let base = pickBase();
  let r;
  let attempt = 0;
  for (; attempt <= 3; attempt++) {
    if (attempt > 0) {
      await sleep(r.status === 409 ? 1000 : [0, 300, 1000, 2000][attempt]);
      base = pickBase(base);
    }
    r = await request(base, 'POST', url, { cookie, body, headers: { 'Idempotency-Key': key }, op: kind });
    if (!retryable(r)) break;
  }
  if (r.status === 201) {
    stats.acked++;
    if (r.headers.get('idempotent-replayed') === 'true') stats.replayed++;
    if (attempt > 0) stats.ackedAfterRetry++;
    return { acked: true, token, id: r.json?.id };
  }
  stats.gaveUp++;
  const why = r.status === 0 ? r.error : String(r.status);
  stats.gaveUpStatus[why] = (stats.gaveUpStatus[why] ?? 0) + 1;
  return { acked: false, token };
}

async function chatSend() {
  const from = pick(users);
  let to = pick(users);
  while (to === from) to = pick(users);
  const token = randomBytes(8).toString('hex');
  const result = await idempotent(
    'chat',
    from.cookie,
    '/api/chat/send/',
    {
      receiver_id: to.id,
      message: `fault message ${token}`,
    },
    token,
  );
  sent.chat.push(result);
}

async function comment() {
  const user = pick(users);
  const listing = pick(listingIds);
  const token = randomBytes(8).toString('hex');
  const result = await idempotent(
    'comment',
    user.cookie,
    `/api/properties/${listing}/comments/`,
    { body: `fault comment ${token}` },
    token,
  );
  sent.comment.push(result);
}

/** Per (user, listing): the last acknowledged state and whether a later attempt was left unknown. */
const likes = new Map();
const likeStats = { attempts: 0, acked: 0, unknown: 0, skippedBusy: 0 };
async function like() {
  const user = pick(users);
  const listing = pick(listingIds);
  const pair = `${user.id}:${listing}`;
  const state = likes.get(pair) ?? { acked: undefined, busy: false, unknown: false, tried: undefined };
  likes.set(pair, state);
  if (state.busy) return void likeStats.skippedBusy++;
  state.busy = true;
  const liked = state.acked === undefined ? true : !state.acked;
  likeStats.attempts++;
  let base = pickBase();
  let r;
  for (let attempt = 0; attempt <= 3; attempt++) {
    if (attempt > 0) {
      await sleep([0, 300, 1000, 2000][attempt]);
      base = pickBase(base);
    }
    r = await request(base, 'POST', '/api/LikeOrUnlike/', {
      cookie: user.cookie,
      body: { property_id: listing, liked },
      op: 'like',
    });
    if (!retryable(r)) break;
  }
  if (r.status === 200 && r.json?.liked === liked) {
    state.acked = liked;
    state.unknown = false;
    likeStats.acked++;
  } else if (r.status === 0 || r.status >= 500) {
    // The last attempt may or may not have been applied.
    state.unknown = true;
    state.tried = liked;
    likeStats.unknown++;
  }
  state.busy = false;
}

async function search() {
  await request(pickBase(), 'GET', `/api/properties/?city=${encodeURIComponent(pick(CITIES))}`, { op: 'search' });
}

const loginStats = { attempts: 0, ok: 0, locked: 0 };
async function login(user = pick(users), base = pickBase()) {
  loginStats.attempts++;
  const r = await request(base, 'POST', '/api/auth/login/', {
    body: { email: user.email, password: PASSWORD },
    op: 'login',
  });
  if (r.status === 200) loginStats.ok++;
  if (r.status === 429) loginStats.locked++;
  return r;
}

const MIX = [
  [0.4, chatSend],
  [0.15, comment],
  [0.2, like],
  [0.22, search],
  [0.03, () => login()],
];
const MAX_IN_FLIGHT = 600;
let inFlight = 0;
let loadTimer;
const pending = new Set();
function startLoad() {
  let launched = 0;
  const began = now();
  loadTimer = setInterval(() => {
    const due = Math.floor(((now() - began) / 1000) * RATE);
    for (; launched < due; launched++) {
      if (inFlight >= MAX_IN_FLIGHT) {
        if (currentPhase) currentPhase.dropped++;
        continue;
      }
      let x = Math.random();
      let op = MIX.at(-1)[1];
      for (const [share, fn] of MIX) {
        if (x < share) {
          op = fn;
          break;
        }
        x -= share;
      }
      inFlight++;
      const p = op()
        .catch((err) => log(`load error: ${err?.stack ?? err}`))
        .finally(() => {
          inFlight--;
          pending.delete(p);
        });
      pending.add(p);
    }
  }, 10);
}

// ---------------------------------------------------------------------------------------------
// Sockets: clients that reconnect after any drop, and two pinned to process 1 for presence.
// ---------------------------------------------------------------------------------------------

const socketStats = { connects: 0, drops: 0, reasons: {}, resyncs: 0, messages: 0, failedAttempts: 0, reconnectMs: [] };
const sockets = [];
let socketsClosing = false;

async function chatToken(user, base) {
  const r = await request(base, 'POST', '/api/chat/token/', { cookie: user.cookie, op: 'chat token' });
  return r.status === 200 ? r.json.token : null;
}

function reconnectingClient(user) {
  const entry = { user, socket: null };
  sockets.push(entry);
  const open = async (droppedAt) => {
    while (!socketsClosing) {
      const base = pickBase();
      const token = await chatToken(user, base);
      if (token) {
        const socket = io(base, {
          path: '/socket.io/',
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
        });
        const ok = await new Promise((resolve) => {
          socket.once('connect', () => resolve(true));
          socket.once('connect_error', () => resolve(false));
          setTimeout(() => resolve(false), 5000);
        });
        if (ok && !socketsClosing) {
          entry.socket = socket;
          socketStats.connects++;
          if (droppedAt) socketStats.reconnectMs.push(now() - droppedAt);
          socket.on('message', () => socketStats.messages++);
          socket.on('resync', () => socketStats.resyncs++);
          socket.once('disconnect', (reason) => {
            if (socketsClosing) return;
            socketStats.drops++;
            socketStats.reasons[reason] = (socketStats.reasons[reason] ?? 0) + 1;
            void open(now());
          });
          return;
        }
        socket.close();
      }
      socketStats.failedAttempts++;
      await sleep(500);
    }
  };
  return open();
}

async function pinnedClient(user, base) {
  const token = await chatToken(user, base);
  const socket = io(base, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  sockets.push({ user, socket });
  return socket;
}

async function presenceOf(viewer, userId, base) {
  const r = await request(base, 'GET', `/api/chat/presence/user/${userId}/`, { cookie: viewer.cookie, op: 'presence' });
  return r.status === 200 ? r.json.is_online : undefined;
}

// ---------------------------------------------------------------------------------------------
// The run.
// ---------------------------------------------------------------------------------------------

const facts = {};
const cleanups = [];

async function phase(name, seconds, during) {
  const stats = phaseStats(name);
  phases.push(stats);
  currentPhase = stats;
  log(`phase ${name} (${Math.round(seconds * SCALE)} s)`);
  const ends = now() + seconds * SCALE * 1000;
  if (during) await during(stats);
  const left = ends - now();
  if (left > 0) await sleep(left);
  stats.end = now();
}

async function main() {
  log(`logs in ${logDir}; database ${dbName}`);
  redis.port = await freePort();
  await startRedis();
  cleanups.push(() => stopRedis());
  await adminQuery(`create database ${dbName}`);
  cleanups.push(() => adminQuery(`drop database if exists ${dbName} with (force)`));
  const target = new URL(PG_URL);
  const proxy = await pgProxy(target);
  cleanups.push(() => proxy.close());
  const directUrl = withDatabase(PG_URL, dbName);
  const proxied = new URL(directUrl);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const redisUrl = `redis://127.0.0.1:${redis.port}`;
  const [p1, p2] = await Promise.all([freePort(), freePort()]);
  apps.push(appProcess(1, p1, proxied.toString(), redisUrl), appProcess(2, p2, proxied.toString(), redisUrl));
  cleanups.push(() => Promise.all(apps.map((a) => a.stop('SIGKILL'))));
  // Both start at once on an empty database: one migrates, the other waits for it.
  const startMs = await Promise.all(apps.map((a) => a.start()));
  log(`processes up in ${startMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  startBalancer();
  await sleep(600);

  for (let i = 0; i < USERS; i++) users.push(await register(apps[i % 2].base, i));
  await insertListings(directUrl);
  log(`${users.length} users, ${listingIds.length} listings`);

  // Presence: the last two users have a socket on process 1 only (no reconnection); the first user
  // has a conversation with them, so may see their presence.
  const watcher = users[0];
  const pinned = users.slice(-2);
  for (const p of pinned) {
    const r = await request(apps[0].base, 'POST', '/api/chat/send/', {
      cookie: watcher.cookie,
      body: { receiver_id: p.id, message: `hello ${p.id}` },
    });
    if (r.status !== 201) throw new Error(`setup message answered ${r.status}: ${r.text}`);
  }
  for (const p of pinned) await pinnedClient(p, apps[0].base);
  const reconnecting = users.slice(1, 7);
  await Promise.all(reconnecting.map((u) => reconnectingClient(u)));
  log(`${sockets.length} sockets open`);
  await sleep(300);
  facts.pinnedOnlineBefore = await Promise.all(pinned.map((p) => presenceOf(watcher, p.id, apps[1].base)));

  startLoad();
  await phase('steady', 25);

  await phase('redis-down', 20, async () => {
    await stopRedis();
    log('redis stopped');
  });
  await phase('redis-back', 10, async (stats) => {
    const t = now();
    await startRedis();
    stats.events.push(`Redis started in ${((now() - t) / 1000).toFixed(1)} s`);
    log('redis started');
  });

  await phase('postgres-down', 15, async (stats) => {
    proxy.down();
    log('postgres down (connections cut, new ones refused)');
    // Six logins per account during the outage (the account limit is 5): none may count.
    await Promise.all(
      users.map(async (u) => {
        for (let k = 0; k < 6; k++) {
          const r = await login(u);
          stats.events.push(`outage-login:${r.status || r.error}`);
        }
      }),
    );
  });
  await phase('postgres-back', 10, async () => {
    proxy.up();
    log('postgres up');
  });

  let presenceWatch;
  await phase('sigkill-1', 25, async (stats) => {
    const killedAt = now();
    const { signal } = await apps[0].stop('SIGKILL');
    log(`process 1 killed (${signal})`);
    // The pinned users' presence, seen by their partner through process 2, until they read offline.
    presenceWatch = (async () => {
      const offlineAfter = [];
      for (const p of pinned) {
        for (;;) {
          const online = await presenceOf(watcher, p.id, apps[1].base);
          if (online === false) {
            offlineAfter.push((now() - killedAt) / 1000);
            break;
          }
          if (now() - killedAt > 90_000) {
            offlineAfter.push(Infinity);
            break;
          }
          await sleep(1000);
        }
      }
      return offlineAfter;
    })();
    await sleep(5000);
    const ms = await apps[0].start();
    stats.events.push(`process 1 restarted in ${(ms / 1000).toFixed(1)} s (5 s after the kill)`);
    facts.restartAfterKillMs = ms;
    log(`process 1 restarted in ${(ms / 1000).toFixed(1)} s`);
  });

  await phase('sigterm-2', 25, async (stats) => {
    const { code, signal, ms } = await apps[1].stop('SIGTERM');
    facts.sigterm = { code, signal, ms };
    stats.events.push(
      `process 2 exited with code ${code}${signal ? ` (signal ${signal})` : ''} after ${Math.round(ms)} ms`,
    );
    log(`process 2 exited ${code} after ${Math.round(ms)} ms`);
    const restart = await apps[1].start();
    stats.events.push(`process 2 restarted in ${(restart / 1000).toFixed(1)} s`);
  });

  await phase('steady-end', 25);

  clearInterval(loadTimer);
  currentPhase = phases.at(-1);
  log(`load stopped; waiting for ${pending.size} requests in flight`);
  await Promise.race([Promise.all(pending), sleep(40_000)]);
  facts.presenceOfflineAfter = await presenceWatch;
  log(`pinned users read offline after ${facts.presenceOfflineAfter.map((s) => `${s.toFixed(1)} s`).join(', ')}`);
  currentPhase = null;

  // No lockout: every account logs in with its password, through each process.
  const finalLogins = [];
  for (const u of users) for (const a of apps) finalLogins.push((await login(u, a.base)).status);
  facts.finalLogins = finalLogins;

  socketsClosing = true;
  shuttingDown = true;
  sockets.forEach((s) => s.socket?.close());
  await sleep(500);
  clearInterval(balancerTimer);
  const stops = await Promise.all(apps.map((a) => a.stop('SIGTERM')));
  facts.finalStops = stops;
  log(`processes stopped: ${stops.map((s) => `exit ${s.code} in ${Math.round(s.ms)} ms`).join(', ')}`);

  await verify(directUrl);
}

async function verify(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (table, column, prefix) => {
      const { rows } = await client.query(
        `select substr(${column}, length($1) + 1) as token, count(*)::int as n from ${table} where ${column} like $1 || '%' group by 1`,
        [prefix],
      );
      return new Map(rows.map((r) => [r.token, r.n]));
    };
    for (const [kind, table, column, prefix] of [
      ['chat', 'chat_messages', 'body', 'fault message '],
      ['comment', 'listing_comments', 'body', 'fault comment '],
    ]) {
      const stored = await count(table, column, prefix);
      const acked = sent[kind].filter((s) => s.acked);
      const missing = acked.filter((s) => !stored.has(s.token)).length;
      const duplicates = [...stored.values()].filter((n) => n > 1).length;
      const unacked = sent[kind].filter((s) => !s.acked);
      const storedUnacked = unacked.filter((s) => stored.has(s.token)).length;
      facts[kind] = {
        acked: acked.length,
        stored: stored.size,
        missing,
        duplicates,
        unacked: unacked.length,
        storedUnacked,
      };
    }
    const { rows: likeRows } = await client.query(
      `select user_id, listing_id from listing_likes where listing_id = any($1::int[])`,
      [listingIds],
    );
    const present = new Set(likeRows.map((r) => `${r.user_id}:${r.listing_id}`));
    let checked = 0;
    let mismatched = 0;
    let ambiguous = 0;
    for (const [pair, state] of likes) {
      if (state.acked === undefined && !state.unknown) continue;
      const isLiked = present.has(pair);
      if (state.unknown) {
        // The last attempt's fate is unknown: either the last acknowledged state or the attempted one.
        ambiguous++;
        if (isLiked !== state.tried && isLiked !== (state.acked ?? false)) mismatched++;
        continue;
      }
      checked++;
      if (isLiked !== state.acked) mismatched++;
    }
    const { rows: counters } = await client.query(
      `select count(*)::int as n from listings l where l.id = any($1::int[])
         and l.likes <> (select count(*) from listing_likes k where k.listing_id = l.id)`,
      [listingIds],
    );
    facts.likes = { checked, mismatched, ambiguous, counterMismatch: counters[0].n };
    const { rows: presence } = await client.query(
      `select count(*) filter (where is_online)::int as flagged,
              count(*) filter (where is_online and last_seen > now() - interval '60 seconds')::int as reads_online
         from user_presence`,
    );
    facts.presenceAfterStop = presence[0];
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Report.
// ---------------------------------------------------------------------------------------------

function report() {
  const fmt = (ms) =>
    Number.isFinite(ms) ? (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`) : '-';
  const codes = (o) =>
    Object.entries(o)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ') || '0';
  const lines = [];
  lines.push(
    '| phase | s | requests | 2xx | 4xx | 503 | 500 | other 5xx | network errors | p50 | p95 | max | crash | hang (>25 s) |',
    '| --- | --: | --: | --: | --- | --: | --: | --- | --- | --: | --: | --: | --- | --: |',
  );
  for (const p of phases) {
    const sorted = [...p.latencies].sort((a, b) => a - b);
    const crashed = crashes.filter((c) => c.phase === p.name && !c.starting);
    lines.push(
      `| ${p.name} | ${((p.end - p.start) / 1000).toFixed(0)} | ${p.requests} | ${p.ok} | ${codes(p.client)} | ${p.s503 ? `${p.s503} (${codes(p.codes503)})` : 0} | ${p.s500} | ${codes(p.sOther5xx)} | ${p.netErrors ? `${p.netErrors} (${codes(p.netKinds)})` : '0'} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(sorted.at(-1))} | ${crashed.length ? crashed.map((c) => `process ${c.process} exit ${c.code ?? c.signal}`).join(', ') : 'no'}${crashes.some((c) => c.phase === p.name && c.starting) ? ` (+${crashes.filter((c) => c.phase === p.name && c.starting).length} failed starts)` : ''} | ${p.hangs} |`,
    );
  }
  const phaseOf = (name) => phases.find((p) => p.name === name);
  const claims = [];
  const claim = (ok, text) => claims.push(`- **${ok ? 'PASS' : 'FAIL'}**: ${text}`);
  const running = crashes.filter((c) => !c.starting);
  const failedStarts = crashes.filter((c) => c.starting);
  claim(
    running.length === 0,
    `no running process exited unexpectedly (${running.length}: ${running.map((c) => `process ${c.process} exit ${c.code ?? c.signal} in ${c.phase} at ${c.at.trim()} s`).join(', ') || 'none'}); ${failedStarts.length} supervisor restarts exited during start (${failedStarts.map((c) => c.phase).join(', ') || 'none'})`,
  );
  const hangs = phases.reduce((n, p) => n + p.hangs, 0);
  const maxMs = Math.max(...phases.flatMap((p) => p.latencies));
  claim(hangs === 0, `no request took longer than 25 s (slowest ${fmt(maxMs)})`);
  const redisDown = phaseOf('redis-down');
  const redis5xx = redisDown
    ? redisDown.s503 + redisDown.s500 + Object.values(redisDown.sOther5xx).reduce((a, b) => a + b, 0)
    : NaN;
  claim(
    redis5xx === 0 && redisDown.netErrors === 0,
    `Redis stopped: ${redisDown.requests} requests, ${redis5xx} 5xx, ${redisDown.netErrors} network errors`,
  );
  const pgDown = phaseOf('postgres-down');
  const pgMax = Math.max(...pgDown.latencies);
  claim(
    pgDown.s500 === 0 && pgMax < 21_000,
    `PostgreSQL down: answers 503 (${pgDown.s503}), not 500 (${pgDown.s500}); slowest ${fmt(pgMax)} (bound: 20 s query timeout)`,
  );
  const outageLogins = pgDown.events.filter((e) => e.startsWith('outage-login:'));
  const outageCodes = {};
  for (const e of outageLogins) outageCodes[e.slice(13)] = (outageCodes[e.slice(13)] ?? 0) + 1;
  const loginsOk = facts.finalLogins?.every((s) => s === 200);
  claim(
    loginsOk,
    `no lockout: after ${outageLogins.length} logins during the outage (${codes(outageCodes)}; 6 per account, limit 5), all ${facts.finalLogins?.length} final logins (every user, each process) answered 200 (${codes(countOf(facts.finalLogins ?? []))})`,
  );
  const st = facts.sigterm;
  claim(
    st?.code === 0 && st.ms < 5000,
    `SIGTERM of process 2 under load: exit ${st?.code} after ${fmt(st?.ms)} (want 0 within 5 s)`,
  );
  const restart = facts.restartAfterKillMs;
  claim(restart !== undefined, `SIGKILL of process 1: restarted in ${fmt(restart)}`);
  for (const kind of ['chat', 'comment']) {
    const f = facts[kind];
    const s = idem[kind];
    claim(
      f.missing === 0 && f.duplicates === 0,
      `${kind === 'chat' ? 'chat messages' : 'comments'}: ${f.acked} acknowledged (${s.ackedAfterRetry} after a retry, ${s.replayed} of them replayed answers), ${f.missing} missing, ${f.duplicates} stored twice; ${f.unacked} given up after retries (${codes(s.gaveUpStatus)}), ${f.storedUnacked} of those stored anyway`,
    );
  }
  const l = facts.likes;
  claim(
    l.mismatched === 0 && l.counterMismatch === 0,
    `likes: ${l.checked} (user, listing) pairs match the last acknowledged state, ${l.mismatched} do not; ${l.ambiguous} whose last attempt went unanswered are either state; like counters off on ${l.counterMismatch} listings`,
  );
  const off = facts.presenceOfflineAfter ?? [];
  claim(
    facts.pinnedOnlineBefore?.every((x) => x === true) && off.every((s) => s <= 62),
    `presence: the killed process's two users (online before: ${facts.pinnedOnlineBefore}) read offline to their partner ${off.map((s) => `${s.toFixed(1)} s`).join(' and ')} after the SIGKILL (want ≤ 60 s, polled every 1 s)`,
  );
  const pres = facts.presenceAfterStop;
  claim(
    pres?.reads_online === 0,
    `after both processes stopped (SIGTERM), ${pres?.reads_online} users read online (${pres?.flagged} flagged online in user_presence, stale past 60 s)`,
  );
  const steadyEnd = phaseOf('steady-end');
  claim(
    steadyEnd.s503 + steadyEnd.s500 === 0 && steadyEnd.netErrors === 0,
    `recovered: the last steady phase had ${steadyEnd.s503 + steadyEnd.s500} 5xx and ${steadyEnd.netErrors} network errors`,
  );

  const s = socketStats;
  const rm = [...s.reconnectMs].sort((a, b) => a - b);
  const events = phases.flatMap((p) =>
    p.events.filter((e) => !e.startsWith('outage-login:')).map((e) => `${p.name}: ${e}`),
  );
  const totals = phases.reduce((n, p) => n + p.requests, 0);
  const seconds = phases.reduce((n, p) => n + (p.end - p.start) / 1000, 0);
  const dropped = phases.reduce((n, p) => n + p.dropped, 0);
  const details = [
    `- load: ${totals} requests in ${seconds.toFixed(0)} s (${(totals / seconds).toFixed(0)}/s, target ${RATE}/s; ${dropped} not sent because ${MAX_IN_FLIGHT} were in flight); chat ${idem.chat.logical} sends, comments ${idem.comment.logical}, likes ${likeStats.attempts} (${likeStats.acked} acknowledged), logins ${loginStats.attempts} (${loginStats.ok} ok, ${loginStats.locked} answered 429)`,
    `- sockets: ${s.connects} connections (${sockets.length} clients), ${s.drops} drops (${codes(s.reasons)}), reconnected in p50 ${fmt(percentile(rm, 50))} / max ${fmt(rm.at(-1))}, ${s.failedAttempts} failed attempts, ${s.resyncs} resync signals, ${s.messages} live messages received`,
    `- latency by kind (all phases): ${Object.entries(opLatencies)
      .map(([op, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return `${op} ${list.length} p50 ${fmt(percentile(sorted, 50))} p95 ${fmt(percentile(sorted, 95))}`;
      })
      .join('; ')}`,
    ...events.map((e) => `- ${e}`),
    `- final SIGTERM of both processes: ${(facts.finalStops ?? []).map((x) => `exit ${x.code} in ${fmt(x.ms)}`).join(', ')}`,
  ];
  if (running.length) {
    details.push('', 'Unexpected exits (last output):', '');
    for (const c of crashes)
      details.push('```', `process ${c.process} exit ${c.code ?? c.signal} in ${c.phase}`, c.tail, '```');
  }
  return {
    table: lines.join('\n'),
    claims: claims.join('\n'),
    details: details.join('\n'),
    failed: claims.some((c) => c.includes('FAIL')),
  };
}

function countOf(list) {
  const o = {};
  for (const x of list) o[x] = (o[x] ?? 0) + 1;
  return o;
}

// Whatever happens to this script, the processes it started go with it.
process.once('exit', () => {
  for (const child of [redis.child, ...apps.map((a) => a.child)]) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});
const loadBefore = os.loadavg();
let exitCode = 0;
try {
  await main();
  const { table, claims, details, failed } = report();
  const cpu = os.cpus();
  const text = [
    '# Fault run (issue 13)',
    '',
    `Run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL and Redis on the same machine, shared with other work (load average ${loadBefore[0].toFixed(1)} before the run, ${os.loadavg()[0].toFixed(1)} after).`,
    '',
    `Command: \`node scripts/fault-run.mjs\` (FAULT_RATE=${RATE}, FAULT_PHASE_SCALE=${SCALE}, FAULT_USERS=${USERS}).`,
    '',
    'Two app processes from source (NODE_ENV=test, LOG_LEVEL=warn) on a fresh database through a TCP proxy and a private',
    'redis-server; a client-side load balancer sends to the processes whose /api/health/ready answered 200 in the last',
    'half second. Chat sends and comments carry an Idempotency-Key and are retried with it up to 3 times after a network',
    'error, 5xx or 409 request_in_progress; likes use {property_id, liked} and are retried the same way. Each row counts',
    'every HTTP attempt started in that phase; latency is per attempt. Phases: steady; Redis stopped; Redis started;',
    'PostgreSQL down (connections cut, new ones refused; 6 logins per account meanwhile); PostgreSQL up; SIGKILL of',
    'process 1, restarted 5 s later; SIGTERM of process 2, restarted once it exited; steady.',
    '',
    table,
    '',
    claims,
    '',
    details,
    '',
  ].join('\n');
  console.log(`\n${text}`);
  fs.writeFileSync(RESULTS_FILE, text);
  log(`wrote ${path.relative(root, RESULTS_FILE)}`);
  if (failed) exitCode = 1;
} catch (err) {
  console.error(err);
  exitCode = 2;
} finally {
  socketsClosing = true;
  shuttingDown = true;
  clearInterval(loadTimer);
  clearInterval(balancerTimer);
  sockets.forEach((s) => s.socket?.close());
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch((err) => log(`cleanup: ${err}`));
  fs.rmSync(dataDir, { recursive: true, force: true });
  log(`done (logs kept in ${logDir})`);
  process.exit(exitCode);
}
