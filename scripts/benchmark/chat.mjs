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
 * Writes scripts/benchmark/chat-results.md. Before the load, the safety check every message goes
 * through (issue 42) is timed alone over 12,000 messages (scripts/benchmark/chat-safety.mjs).
 *
 * Latency = time the receiver's socket got the `message` event − time the sender started the
 * HTTP request (the time travels in the message text; every process is on this machine, so the
 * clocks agree). It covers the HTTP request, the database writes and the socket.io delivery.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { freePort, loadAverage, machine, percentile, recreateDatabase, writeResults } from './bench-lib.mjs';
import {
  DATABASE_URL,
  DATA_DIR,
  RATE,
  REDIS_URL,
  RESULTS_FILE,
  SECONDS,
  SENDERS,
  SOCKETS,
  WARMUP_SECONDS,
  WORKERS,
  log,
  now,
} from './chat/settings.mjs';
import { buildIfNeeded, startServer } from './chat/server.mjs';
import { createUsers } from './chat/users.mjs';
import { cpuSeconds, postgresCpuSeconds, serverPid } from './chat/cpu-time.mjs';
import { sendLoad, startWorker } from './chat/send-load.mjs';
import { measureSafetyCheck } from './chat/safety-check.mjs';

async function main() {
  const loadBefore = loadAverage();
  const limit = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim();
  if (limit !== 'unlimited' && Number(limit) < SOCKETS / WORKERS + 500) {
    log(`warning: ulimit -n is ${limit}; run "ulimit -n 65535" first if sockets fail to open`);
  }
  log('timing the safety check alone (12,000 messages in English, Arabic and Urdu)');
  const safety = measureSafetyCheck();
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
      ...(safety
        ? [
            `| Safety check alone, per message (in process, target p99 ≤ 1 ms) | ${f(safety.all.p50)} | ${f(safety.all.p95)} | ${safety.all.p99.toFixed(3)} | ${f(safety.all.max)} | ${safety.all.count} |`,
          ]
        : []),
    ].join('\n');
    const p99 = percentile(latencies, 99);
    const verdict = p99 < 100 ? `met (p99 ${f(p99)} ms < 100 ms)` : `missed (p99 ${f(p99)} ms ≥ 100 ms)`;
    const statuses = [...load.statuses].map(([code, n]) => `${code}×${n}`).join(' ');
    console.log(`\n${table}\n`);
    const report = `# Real-time chat benchmark

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node scripts/benchmark/chat.mjs\`.

- Machine: ${machine()}; PostgreSQL ${server_version} on the same machine (default settings);
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
    writeResults(RESULTS_FILE, report);
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
