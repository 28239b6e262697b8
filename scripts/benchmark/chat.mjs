/**
 * Real-time chat speed: 5,000 socket.io connections on one production server process, messages
 * sent at 500 per second through POST /api/chat/send/, delivery latency measured at the receivers.
 *
 *   node scripts/benchmark/chat.mjs
 *
 * Settings (environment): BENCH_CHAT_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/estate_chat_bench; dropped and created again),
 * BENCH_SOCKETS (5000), BENCH_RATE (500 messages/s), BENCH_SECONDS (20, after a 3 s warm-up),
 * BENCH_WORKERS (2 client processes sharing the sockets), BENCH_SENDERS (500 of the connected users
 * send), BENCH_REDIS=1 (the server uses REDIS_URL or redis://127.0.0.1:6379, as a cluster would),
 * BENCH_PROFILE=1 (CPU profile of the server in $TMPDIR/estate-chat-profile),
 * BENCH_BUILD=1 (build the server even when dist/server.js is newer than its sources).
 * Writes scripts/benchmark/chat-results.md.
 *
 * Latency = time the receiver's socket got the `message` event − time the sender started the
 * HTTP request (the time travels in the message text; every process is on this machine, so the
 * clocks agree). It covers the HTTP request, the database writes and the socket.io delivery.
 */
import { fork, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, recreateDatabase } from './bench-lib.mjs';
import { SERVER_NODE_FLAGS } from '../server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const DATABASE_URL = env.BENCH_CHAT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_chat_bench';
const SOCKETS = Number(env.BENCH_SOCKETS ?? 5000);
const RATE = Number(env.BENCH_RATE ?? 500);
const SECONDS = Number(env.BENCH_SECONDS ?? 20);
const WORKERS = Number(env.BENCH_WORKERS ?? 2);
const SENDERS = Math.min(SOCKETS, Number(env.BENCH_SENDERS ?? 500));
const REDIS_URL = env.BENCH_REDIS === '1' ? (env.REDIS_URL ?? 'redis://127.0.0.1:6379') : '';
const WARMUP_SECONDS = 3;
/** BENCH_PROFILE=1: the server writes a CPU profile (.cpuprofile) into the temporary folder on exit. */
const PROFILE =
  env.BENCH_PROFILE === '1' ? `--cpu-prof --cpu-prof-dir=${path.join(os.tmpdir(), 'estate-chat-profile')}` : '';
const RESULTS_FILE = 'scripts/benchmark/chat-results.md';
const DATA_DIR = path.join(os.tmpdir(), 'estate-chat-bench-data');
const now = () => performance.timeOrigin + performance.now();
const sha256 = (s) => createHash('sha256').update(s).digest('hex');
const log = (message) => console.log(`[chat-bench] ${message}`);

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// ---------------------------------------------------------------------------------------------
// Client worker: opens its share of the sockets, records when each `message` arrives.
// ---------------------------------------------------------------------------------------------
async function worker() {
  const { io } = await import('socket.io-client');
  let base;
  const latencies = [];
  const notificationLatencies = [];
  let received = 0;
  let warmupReceived = 0;
  const connectTimes = [];
  const sockets = [];
  let failed = 0;

  const openOne = ({ id, token }) =>
    new Promise((resolve) => {
      const started = now();
      const socket = io(base, { path: '/socket.io/', auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on('message', (m) => {
        if (m.receiver_id !== id) return; // the sender's own copy
        const at = now();
        const [phase, sent] = m.message.split(' ');
        if (phase === 'w') return void warmupReceived++;
        received++;
        latencies.push(at - Number(sent));
      });
      socket.on('notification', (n) => {
        const [phase, sent] = n.notification.last_message.split(' ');
        if (phase === 'm') notificationLatencies.push(now() - Number(sent));
      });
      socket.once('connect', () => {
        connectTimes.push(now() - started);
        resolve();
      });
      socket.once('connect_error', (error) => {
        failed++;
        if (failed <= 3) console.error(`[worker ${process.pid}] connect_error: ${error.message}`);
        resolve();
      });
    });

  process.on('message', async (command) => {
    if (command.type === 'connect') {
      base = command.base;
      const users = command.users;
      const started = now();
      // A few hundred handshakes in flight at a time, as a crowd of browsers arriving would be.
      let next = 0;
      await Promise.all(
        Array.from({ length: 100 }, async () => {
          while (next < users.length) await openOne(users[next++]);
        }),
      );
      process.send({ type: 'connected', ms: now() - started, connectTimes, failed });
    } else if (command.type === 'collect') {
      const dropped = sockets.filter((s) => !s.connected).length;
      process.send({
        type: 'results',
        latencies,
        notificationLatencies,
        received,
        warmupReceived,
        dropped,
        cpu: process.cpuUsage(),
      });
    } else if (command.type === 'close') {
      sockets.forEach((s) => s.disconnect());
      setTimeout(() => process.exit(0), 200);
    }
  });
  process.send({ type: 'ready' });
}

// ---------------------------------------------------------------------------------------------
// Coordinator
// ---------------------------------------------------------------------------------------------
/** The server bundle, built again when missing or older than its sources. */
function buildIfNeeded() {
  const bundle = path.join(root, 'apps/server/dist/server.js');
  const newest = (dir) =>
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(ts|json)$/.test(e.name))
      .reduce((t, e) => Math.max(t, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
  const stale =
    !fs.existsSync(bundle) ||
    fs.statSync(bundle).mtimeMs <
      Math.max(newest(path.join(root, 'apps/server/src')), newest(path.join(root, 'packages/shared/src')));
  if (!stale && env.BENCH_BUILD !== '1') return;
  log('building the server bundle (npm run build -w @estate/server)...');
  const lock = spawnSync('sh', ['-c', 'command -v flock'], { encoding: 'utf8' }).stdout.trim();
  const [cmd, args] = lock
    ? ['flock', ['/tmp/estate-build.lock', 'npm', 'run', 'build', '-w', '@estate/server']]
    : ['npm', ['run', 'build', '-w', '@estate/server']];
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Build failed');
}

async function startServer(port) {
  // Thousands of sockets: raise the open-file limit as far as the hard limit allows.
  const child = spawn(
    'sh',
    [
      '-c',
      `ulimit -n 65535 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "${process.execPath}" ${PROFILE} ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/server.js`,
    ],
    {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL,
        REDIS_URL,
        DATA_DIR,
        SEED_ON_START: 'false',
        LOG_LEVEL: 'warn',
        MAP_TILE_URL: 'off',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        CHAT_WS_URL: '',
        // Benchmark traffic comes from one address and few accounts: keep rate limits out of it.
        CHAT_SEND_PER_MINUTE: '1000000',
        LOGIN_MAX_PER_IP: '1000000',
        REGISTER_MAX_PER_IP: '1000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error('Server did not start within a minute');
}

/** Users, their sessions (cookies) and chat tokens, written straight into the database. */
async function createUsers(client, n) {
  const people = Array.from({ length: n }, (_, i) => ({
    n: i + 1,
    session: randomBytes(32).toString('base64url'),
    token: randomBytes(32).toString('base64url'),
  }));
  await client.query(
    `insert into users (full_name, email, slug, password_hash, type, phone_number, terms_accepted_at)
     select 'Bench User ' || i, 'bench' || i || '@example.com', 'bench-user-' || i, 'not-a-password-hash',
       'buyer', '+92 300 0000000', now()
     from generate_series(1, $1) as i`,
    [n],
  );
  const ids = new Map(
    (await client.query(`select id, email from users where email like 'bench%@example.com'`)).rows.map((r) => [
      Number(/^bench(\d+)@/.exec(r.email)[1]),
      r.id,
    ]),
  );
  for (const p of people) p.id = ids.get(p.n);
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select unnest($1::text[]), unnest($2::int[]), now() + interval '1 day'`,
    [people.map((p) => sha256(p.session)), people.map((p) => p.id)],
  );
  await client.query(
    `insert into chat_tokens (token_hash, session_id, user_id, expires_at)
     select t.hash, s.id, s.user_id, now() + interval '1 hour'
     from unnest($1::text[], $2::text[]) as t(hash, session_hash) join sessions s on s.token_hash = t.session_hash`,
    [people.map((p) => sha256(p.token)), people.map((p) => sha256(p.session))],
  );
  return people;
}

/** CPU seconds used so far by a process (utime + stime from /proc), or by every postgres process. */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
function postgresCpuSeconds() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(entry);
    } catch {
      // gone
    }
  }
  return total;
}
const serverPid = (shell) => {
  // `sh -c 'exec node'` replaces the shell, so the pid is node's.
  return shell.pid;
};

function startWorker() {
  const child = fork(fileURLToPath(import.meta.url), ['--worker'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map();
  child.on('message', (m) => {
    const resolve = waiting.get(m.type);
    if (resolve) {
      waiting.delete(m.type);
      resolve(m);
    }
  });
  const reply = (type) => new Promise((resolve) => waiting.set(type, resolve));
  const ready = reply('ready');
  return {
    child,
    ready,
    async ask(command, answer, data = {}) {
      const promise = reply(answer);
      child.send({ type: command, ...data });
      return promise;
    },
  };
}

/** Sends `rate` messages a second for `seconds` (open loop), from random senders to random others. */
async function sendLoad({ port, people, senders, rate, seconds, phase, record }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const statuses = new Map();
  const sendTimes = [];
  let sent = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const total = Math.round(rate * seconds);
  const started = now();
  const one = () => {
    const sender = senders[Math.floor(Math.random() * senders.length)];
    let receiver;
    do receiver = people[Math.floor(Math.random() * people.length)];
    while (receiver.id === sender.id);
    const at = now();
    const body = JSON.stringify({
      receiver_id: receiver.id,
      message: `${phase} ${at.toFixed(3)} hello from the benchmark`,
    });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    sent++;
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/chat/send/',
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: `sid=${sender.session}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            inFlight--;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (record) sendTimes.push(now() - at);
            resolve();
          });
        },
      );
      req.on('error', () => {
        inFlight--;
        statuses.set('error', (statuses.get('error') ?? 0) + 1);
        resolve();
      });
      req.end(body);
    });
  };
  const pending = [];
  // Every 10 ms, however many messages are due by now.
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((now() - started) / 1000) * rate));
      while (sent < due) pending.push(one());
      if (sent >= total) return resolve();
      setTimeout(tick, 10);
    };
    tick();
  });
  const elapsed = (now() - started) / 1000;
  await Promise.all(pending);
  agent.destroy();
  return { sent, statuses, sendTimes, elapsed, maxInFlight };
}

async function main() {
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  const limit = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim();
  if (limit !== 'unlimited' && Number(limit) < SOCKETS / WORKERS + 500) {
    log(`warning: ulimit -n is ${limit}; run "ulimit -n 65535" first if sockets fail to open`);
  }
  log(`recreating ${DATABASE_URL}`);
  await recreateDatabase(DATABASE_URL, DATA_DIR);
  buildIfNeeded();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`starting the production server on port ${port}${REDIS_URL ? ` with Redis (${REDIS_URL})` : ''}`);
  const server = await startServer(port);
  const workers = [];
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { server_version } = (await client.query('show server_version')).rows[0];
    log(`creating ${SOCKETS} users with sessions and chat tokens`);
    const people = await createUsers(client, SOCKETS);
    const senders = people.slice(0, SENDERS);

    log(`opening ${SOCKETS} socket.io connections from ${WORKERS} client processes`);
    const share = Math.ceil(SOCKETS / WORKERS);
    for (let w = 0; w < WORKERS; w++) {
      const users = people.slice(w * share, (w + 1) * share).map(({ id, token }) => ({ id, token }));
      workers.push({ ...startWorker(), users });
    }
    await Promise.all(workers.map((w) => w.ready));
    const setupStarted = now();
    const connected = await Promise.all(workers.map((w) => w.ask('connect', 'connected', { base, users: w.users })));
    const setupSeconds = (now() - setupStarted) / 1000;
    const connectTimes = connected.flatMap((c) => c.connectTimes).sort((a, b) => a - b);
    const connectFailed = connected.reduce((s, c) => s + c.failed, 0);
    log(
      `${connectTimes.length} connected in ${setupSeconds.toFixed(1)} s (handshake p50 ${percentile(connectTimes, 50).toFixed(0)} ms, p99 ${percentile(connectTimes, 99).toFixed(0)} ms), ${connectFailed} failed`,
    );
    const online = (await client.query('select count(*)::int n from user_presence where is_online')).rows[0].n;

    log(`warm-up: ${WARMUP_SECONDS} s at ${RATE} messages/s`);
    await sendLoad({ port, people, senders, rate: RATE, seconds: WARMUP_SECONDS, phase: 'w', record: false });
    await new Promise((r) => setTimeout(r, 1000));

    log(`measuring: ${SECONDS} s at ${RATE} messages/s`);
    const cpuBefore = { server: cpuSeconds(serverPid(server)), postgres: postgresCpuSeconds(), me: process.cpuUsage() };
    const load = await sendLoad({ port, people, senders, rate: RATE, seconds: SECONDS, phase: 'm', record: true });
    const cpuAfter = {
      server: cpuSeconds(serverPid(server)),
      postgres: postgresCpuSeconds(),
      me: process.cpuUsage(cpuBefore.me),
    };
    await new Promise((r) => setTimeout(r, 2000)); // stragglers
    const results = await Promise.all(workers.map((w) => w.ask('collect', 'results')));

    const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const notificationLatencies = results.flatMap((r) => r.notificationLatencies).sort((a, b) => a - b);
    const sendTimes = load.sendTimes.sort((a, b) => a - b);
    const received = results.reduce((s, r) => s + r.received, 0);
    const dropped = results.reduce((s, r) => s + r.dropped, 0);
    const ok = load.statuses.get(201) ?? 0;
    const clientCpu = results.reduce((s, r) => s + (r.cpu.user + r.cpu.system) / 1e6, 0);
    const window = load.elapsed;
    const pct = (seconds) => `${Math.round((seconds / window) * 100)} %`;
    const cpu = {
      server: cpuAfter.server - cpuBefore.server,
      postgres: cpuAfter.postgres - cpuBefore.postgres,
      sender: (cpuAfter.me.user + cpuAfter.me.system) / 1e6,
    };
    const f = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
    const row = (name, list) =>
      `| ${name} | ${f(percentile(list, 50))} | ${f(percentile(list, 95))} | ${f(percentile(list, 99))} | ${f(list.at(-1))} | ${list.length} |`;
    const table = [
      '| Measured | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | Count |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      row('Delivery: send → receiver gets `message`', latencies),
      row('Delivery: send → receiver gets `notification`', notificationLatencies),
      row('POST /api/chat/send/ answered (sender side)', sendTimes),
      row('Connection handshake (during setup)', connectTimes),
    ].join('\n');
    const p99 = percentile(latencies, 99);
    const verdict = p99 < 100 ? `met (p99 ${f(p99)} ms < 100 ms)` : `missed (p99 ${f(p99)} ms ≥ 100 ms)`;
    const statuses = [...load.statuses].map(([code, n]) => `${code}×${n}`).join(' ');
    console.log(`\n${table}\n`);
    const report = `# Real-time chat benchmark

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node scripts/benchmark/chat.mjs\`.

- Machine: ${machine}; PostgreSQL ${server_version} on the same machine (default settings);
  load average before the run ${loadBefore} (other work on the machine shares the cores too).
  Everything shares these cores: the server, PostgreSQL, ${WORKERS} client processes holding the sockets
  and the process sending the messages.
- Server: one production process (\`apps/server/dist/server.js\`), ${REDIS_URL ? `Redis adapter (${REDIS_URL})` : 'no Redis (in-process socket.io adapter)'},
  rate limits raised out of the way.
- Connections: ${SOCKETS.toLocaleString('en-US')} socket.io clients (WebSocket transport), one user each, in ${WORKERS} processes;
  ${connectTimes.length.toLocaleString('en-US')} connected in ${setupSeconds.toFixed(1)} s (${connectFailed} failed);
  ${online.toLocaleString('en-US')} users online in \`user_presence\` afterwards; ${dropped} dropped during the run.
- Load: ${RATE} messages/s for ${SECONDS} s (open loop, after a ${WARMUP_SECONDS} s warm-up) through
  \`POST /api/chat/send/\` over 64 keep-alive connections, from ${SENDERS} connected senders to random connected receivers.
  Sent ${load.sent.toLocaleString('en-US')} (${(load.sent / window).toFixed(0)}/s achieved; statuses ${statuses}),
  delivered ${received.toLocaleString('en-US')} (${((received / Math.max(1, ok)) * 100).toFixed(2)} % of those accepted); at most ${load.maxInFlight} requests in flight.
- CPU used during the ${window.toFixed(1)} s window (100 % = one core): server ${pct(cpu.server)}, PostgreSQL ${pct(cpu.postgres)},
  socket clients ${pct(clientCpu)} (whole run), sender ${pct(cpu.sender)}.
- Target p99 < 100 ms on 2 cores: **${verdict}**.

${table}

Latency is the receiver's clock when the \`message\` (or \`notification\`) event arrived minus the
sender's clock just before the HTTP request went out (same machine, same clock): the HTTP request,
the session lookup, the database transaction (message insert plus the notification upsert) and the
socket.io delivery. The \`notification\` event additionally waits for the unread-total query.
`;
    fs.writeFileSync(path.join(root, RESULTS_FILE), report);
    // Formatted as the repository's other Markdown (npm run format:check).
    spawnSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', RESULTS_FILE], { cwd: root, stdio: 'ignore' });
    log(`wrote ${RESULTS_FILE}`);
  } finally {
    await client.end().catch(() => {});
    await Promise.all(
      workers.map(
        (w) =>
          new Promise((resolve) => {
            if (w.child.exitCode !== null) return resolve();
            w.child.once('exit', resolve);
            w.child.send({ type: 'close' });
            setTimeout(() => w.child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
    // Let the server record everyone offline before it stops.
    const deadline = Date.now() + 20_000;
    const check = new pg.Client({ connectionString: DATABASE_URL });
    await check.connect().catch(() => {});
    while (Date.now() < deadline) {
      const online = await check
        .query('select count(*)::int n from user_presence where is_online')
        .then((r) => r.rows[0].n)
        .catch(() => 0);
      if (!online) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await check.end().catch(() => {});
    server.kill('SIGTERM');
  }
}

if (process.argv.includes('--worker')) {
  worker().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
