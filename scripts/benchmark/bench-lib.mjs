import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../server-process.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Drops and creates the benchmark database of `databaseUrl`, and empties its data folder. */
export async function recreateDatabase(databaseUrl, dataDir) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** A port nobody is listening on, on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts `node <args>` in the repository and waits until `readyPath` on `port` answers 2xx. */
export async function startChild(name, args, childEnv, port, readyPath, timeoutMs) {
  const child = spawn(process.execPath, args, { cwd: root, env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  child.kill();
  throw new Error(`${name} did not start within ${timeoutMs / 1000} s`);
}

/** Logs in through the app's own login endpoint; answers the session cookie (`sid=...`). */
export async function logIn(port, email, password) {
  // No Origin or Referer: the CSRF check (plugins/csrf.ts) lets non-browser clients through.
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Login as ${email} answered ${res.status}: ${await res.text()}`);
  const setCookies = res.headers.getSetCookie?.() ?? [res.headers.get('set-cookie') ?? ''];
  const cookie = setCookies
    .map((c) => c.split(';')[0])
    .filter((c) => c.startsWith('sid='))
    .join('; ');
  if (!cookie) throw new Error('Login answered no session cookie');
  return cookie;
}

/**
 * Signs in, through the app's own login endpoint, as the demo user with the most pending listings
 * that the filtered searches match (sale, in the searched cities): their searches run the
 * own-pending-listings query on top of the public one.
 */
export async function signIn(client, port, cityKeys, password) {
  const { rows } = await client.query(
    `select u.id, u.email,
        count(*) filter (where l.purpose = 'sale' and l.city_key = any($1))::int as matching,
        count(*)::int as pending
      from listings l join users u on u.id = l.owner_id
      where l.status = 'pending'
      group by u.id, u.email order by matching desc, pending desc limit 1`,
    [cityKeys],
  );
  if (!rows.length) throw new Error('No user owns a pending listing: the signed-in pass needs one.');
  const user = rows[0];
  const cookie = await logIn(port, user.email, password);
  const profile = await fetch(`http://127.0.0.1:${port}/api/auth/user/profile/`, { headers: { cookie } });
  if (!profile.ok) throw new Error(`The session cookie is not accepted (profile answered ${profile.status})`);
  const pendingSlugs = (
    await client.query(
      `select slug from listings where owner_id = $1 and status = 'pending' order by hashint4(id)
      limit 200`,
      [user.id],
    )
  ).rows.map((r) => r.slug);
  return { ...user, cookie, pendingSlugs };
}

/**
 * Calls `listener(text, params)` for every statement this process sends through node-postgres (the
 * app's own, when the app runs in this process); returns the function that stops it. Start it before
 * the app opens its connections: each connection binds its `query` when it connects
 * (apps/server/src/db/prepared-statements.ts), so one opened earlier is not observed.
 */
export function observeQueries(listener) {
  const originalQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function observedQuery(config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    if (text) listener(text, Array.isArray(values) ? values : (config?.values ?? []));
    return originalQuery.call(this, config, values, callback);
  };
  return () => {
    pg.Client.prototype.query = originalQuery;
  };
}

/** A statement that reads (what EXPLAIN and the replay look at). */
export const isRead = (text) => /^\s*(select|with)\b/i.test(text);

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A number with `digits` decimals, or a dash when there is none. */
export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/** The machine, as every results file describes it. */
export const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;

/** The load averages over 1, 5 and 15 minutes, as `0.5 / 0.7 / 0.9`. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** Writes a results file (`file` relative to the repository), formatted as the repository's format check expects. */
export function writeResults(file, text) {
  fs.writeFileSync(path.join(root, file), text);
  spawnSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', file], { cwd: root, stdio: 'ignore' });
}

/** One autocannon run rotating over `requests` ({ path, cookie? }), as every scenario is measured. */
export async function measure(port, requests, seconds, { connections, record = false }) {
  let i = 0;
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const next = requests[i++ % requests.length];
          return {
            ...req,
            path: next.path,
            headers: next.cookie ? { ...req.headers, cookie: next.cookie } : req.headers,
          };
        },
      },
    ],
  });
  if (record) {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  }
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const ok = [...statuses].filter(([code]) => code >= 200 && code < 400).reduce((s, [, n]) => s + n, 0);
  return {
    rps: result.requests.average,
    requests: latencies.length,
    // Bytes an answer, headers included, as sent (autocannon asks for no compression).
    bytes: result.throughput.total / Math.max(1, result.requests.total),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    failed: latencies.length - ok + result.errors + result.timeouts,
    statuses: [...statuses].map(([code, n]) => `${code}×${n}`).join(' '),
  };
}

/**
 * The app's production build (apps/server/dist) on `port` against `databaseUrl`, as every benchmark
 * runs it; `settings` adds to or overrides the environment (cache, processes, Redis, seeding).
 */
export const startAppServer = ({ port, databaseUrl, dataDir, settings = {} }) =>
  startChild(
    'Server',
    [...SERVER_NODE_FLAGS, 'apps/server/dist/server.js'],
    {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: 'off',
      RESPONSE_CACHE_SECONDS: '0',
      REDIS_URL: '',
      // Benchmark traffic comes from one address: keep rate limits out of the measurement.
      LOGIN_MAX_PER_IP: '1000000',
      ...settings,
    },
    port,
    '/api/health',
    120_000,
  );

/**
 * The app built in this process on `databaseUrl` (no HTTP server, no web pages, response cache off,
 * rate limits out of the way), for scripts that record the SQL it sends; run them with
 * `node --import tsx`. Answers `{ app, database }`; close both when done.
 */
export async function inProcessApp(databaseUrl, dataDir) {
  const { buildApp } = await import(path.join(root, 'apps/server/src/app.ts'));
  const { loadConfig } = await import(path.join(root, 'apps/server/src/config/env.ts'));
  const { openDatabase } = await import(path.join(root, 'apps/server/src/db/database.ts'));
  const database = await openDatabase({ url: databaseUrl });
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RESPONSE_CACHE_SECONDS: '0',
    LOGIN_MAX_PER_IP: '1000000',
  });
  const app = await buildApp({ config, database, web: 'off', logger: false });
  return { app, database };
}
