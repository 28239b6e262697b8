/**
 * A CPU profile of the app under one scenario of the benchmark's rotation, on the loaded benchmark
 * database (run scripts/benchmark/run.mjs once first): the production server with `--cpu-prof`,
 * autocannon on the scenario's requests, then the profile summed up (summarise.mjs). Issue 43.
 *
 *   node scripts/benchmark/profile/run.mjs filtered|keyword|detail|page|yardstick [seconds=20]
 *   PROFILE=0 node scripts/benchmark/profile/run.mjs filtered   (no profile: the CPU figures alone)
 *
 * It prints the app's CPU per answer (from /proc, as run.mjs reads it) and PostgreSQL's (every
 * process under the server's postmaster, so keep the machine otherwise quiet).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, measure, startChild } from '../bench-lib.mjs';
import { scenarioPaths } from '../rotation.mjs';
import { treeCpuMs } from '../run/cpu.mjs';
import { DATABASE_URL, DATA_DIR, root } from '../run/settings.mjs';
import { SERVER_NODE_FLAGS } from '../../server-process.mjs';
import { benchmarkLock } from '../run/lock.mjs';

const [scenario = 'filtered', secondsArg] = process.argv.slice(2);
benchmarkLock();
const seconds = Number(secondsArg ?? 20);
const profiling = process.env.PROFILE !== '0';
const dir = fs.mkdtempSync('/tmp/estate-profile-');

/** The PostgreSQL server's postmaster (a `postgres` process whose parent is not one). */
function postmaster() {
  const comm = (pid) => fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (comm(pid) !== 'postgres') continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      if (comm(parent) !== 'postgres') return Number(pid);
    } catch {
      // gone, or no /proc
    }
  }
  return undefined;
}

const client = new pg.Client({ connectionString: DATABASE_URL });
await client.connect();
const paths = await scenarioPaths(client);
await client.end();
const yardstick = scenario === 'yardstick';
const requests = {
  yardstick: paths.ids.map((id) => `/listing/${id}`),
  filtered: paths.filtered,
  keyword: paths.keyword,
  detail: paths.ids.map((id) => `/api/properties/${id}/`),
  page: paths.slugs.map((slug) => `/properties/${slug}`),
}[scenario];
if (!requests) throw new Error(`no scenario ${scenario}`);

const port = await freePort();
const server = yardstick
  ? await startChild(
      'Yardstick',
      [...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []), 'scripts/benchmark/yardstick.mjs'],
      { ...process.env, PORT: String(port), DATABASE_URL },
      port,
      requests[0],
      30_000,
    )
  : await startChild(
      'Server',
      [
        ...SERVER_NODE_FLAGS,
        ...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []),
        'apps/server/dist/server.js',
      ],
      {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL,
        DATA_DIR,
        LOG_LEVEL: 'warn',
        MAP_TILE_URL: 'off',
        RESPONSE_CACHE_SECONDS: '0',
        REDIS_URL: '',
        LOGIN_MAX_PER_IP: '1000000',
      },
      port,
      '/api/health',
      120_000,
    );
const list = requests.map((p) => ({ path: p }));
await measure(port, list, 3, { connections: 50 });
const pgPid = postmaster();
const before = [treeCpuMs(server.pid), pgPid && treeCpuMs(pgPid)];
const result = await measure(port, list, seconds, { connections: 50, record: true });
const after = [treeCpuMs(server.pid), pgPid && treeCpuMs(pgPid)];
const perAnswer = (i) => (before[i] === undefined ? '—' : ((after[i] - before[i]) / result.requests).toFixed(2));
console.log(
  `${scenario}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, ${result.bytes.toFixed(0)} bytes/answer, ` +
    `app CPU ${perAnswer(0)} ms/answer, PostgreSQL CPU ${perAnswer(1)} ms/answer${profiling ? ' (profiling)' : ''}`,
);
server.kill('SIGINT');
await new Promise((resolve) => server.once('exit', resolve));
if (!profiling) process.exit(0);
const [profile] = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
if (!profile) throw new Error(`no profile written in ${dir}`);
spawnSync('node', [path.join(root, 'scripts/benchmark/profile/summarise.mjs'), path.join(dir, profile), '45'], {
  stdio: 'inherit',
});
