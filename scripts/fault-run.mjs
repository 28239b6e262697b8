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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RATE, RESULTS_FILE, SCALE, USERS, dataDir, log, logDir, root, run, startedAt } from './fault-run/context.mjs';
import { redis } from './fault-run/dependencies.mjs';
import { apps, stopBalancer } from './fault-run/app-processes.mjs';
import { stopLoad } from './fault-run/load.mjs';
import { sockets } from './fault-run/sockets.mjs';
import { cleanups, facts, faultRun } from './fault-run/schedule.mjs';
import { report } from './fault-run/report.mjs';

// Whatever happens to this script, the processes it started go with it.
process.once('exit', () => {
  for (const child of [redis.child, ...apps.map((a) => a.child)]) {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});
const loadBefore = os.loadavg();
let exitCode = 0;
try {
  await faultRun();
  const { table, claims, details, failed } = report(facts);
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
  run.socketsClosing = true;
  run.shuttingDown = true;
  stopLoad();
  stopBalancer();
  sockets.forEach((s) => s.socket?.close());
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch((err) => log(`cleanup: ${err}`));
  fs.rmSync(dataDir, { recursive: true, force: true });
  log(`done (logs kept in ${logDir})`);
  process.exit(exitCode);
}
