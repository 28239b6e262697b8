/**
 * Search and detail speed against the production build on PostgreSQL, read as ratios to a yardstick
 * measured in the same run (issue 11): a bare Fastify + pg route reading one listing by id
 * (scripts/benchmark/yardstick.mjs), so the figures hold on a noisy machine.
 *
 *   node scripts/benchmark/run.mjs                                   (100,000 listings, cache off)
 *   BENCH_LISTINGS=1000000 node scripts/benchmark/run.mjs            (the headline run)
 *   BENCH_LISTINGS=1000000 BENCH_SOAK_MINUTES=10 node scripts/benchmark/run.mjs   (plus the memory soak)
 *
 * Order: yardstick, the five guest scenarios, the search scenarios and the detail data again signed
 * in (a demo user who owns pending listings that match), the yardstick again (the ratios use the mean
 * of both), then the soak when asked. The app process's RSS is sampled every second throughout.
 *
 * Settings (environment):
 *   BENCH_DATABASE_URL   default postgres://postgres@127.0.0.1:5432/estate_bench; dropped and created again
 *   BENCH_LISTINGS       listings bulk-loaded on top of the demo (100000; 1000000 is the headline)
 *   BENCH_CONNECTIONS    autocannon connections (50)
 *   BENCH_SECONDS        seconds measured per scenario, after a 3 s warm-up (15)
 *   BENCH_CACHE_SECONDS  the server's RESPONSE_CACHE_SECONDS (0: off, the headline; 15 as in production)
 *   BENCH_SOAK_MINUTES   minutes of a mixed rotation of every scenario, for the memory trend (0: none)
 *   BENCH_PROCESSES      app processes sharing the port (the server's WEB_CONCURRENCY; default 1)
 *   BENCH_REDIS_URL      the Redis they share when there are several (redis://127.0.0.1:6379)
 *   BENCH_LOAD_MINUTES   how long the bulk load may take before the run gives up (20)
 *   BENCH_SKIP_LOAD=1    reuse a loaded database; BENCH_BUILD=1 builds even when a build exists
 * Writes scripts/benchmark/results-<listings>-cache-<n>s.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  fmt,
  freePort,
  loadAverage,
  machine,
  measure,
  recreateDatabase,
  signIn,
  startAppServer,
  startChild,
  writeResults,
} from './bench-lib.mjs';
import { bulkLoadListings } from './load.mjs';
import { scenarioPaths } from './rotation.mjs';
import {
  CACHE_SECONDS,
  CONNECTIONS,
  DATABASE_URL,
  DATA_DIR,
  DEMO_PASSWORD,
  LISTINGS,
  LOAD_MINUTES,
  PROCESSES,
  REDIS_URL,
  RESULTS_FILE,
  SECONDS,
  SOAK_MINUTES,
  SOAK_RULE,
  TARGETS,
  WARMUP_SECONDS,
  env,
  log,
  root,
} from './run/settings.mjs';
import { treeCpuMs } from './run/cpu.mjs';
import { benchmarkLock } from './run/lock.mjs';
import { mean, rssSampler, slopePerMinute } from './run/memory.mjs';
import { fmtInt, resultsReport } from './run/report.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function buildIfNeeded() {
  const built =
    fs.existsSync(path.join(root, 'apps/server/dist/server.js')) && fs.existsSync(path.join(root, 'apps/web/build'));
  if (built && env.BENCH_BUILD !== '1') return;
  log('building (npm run build)...');
  // Several people may build in this tree at once: take the shared build lock when there is one.
  const command = spawnSync('sh', ['-c', 'command -v flock'], { encoding: 'utf8' }).stdout.trim()
    ? ['flock', ['/tmp/estate-build.lock', 'npm', 'run', 'build']]
    : ['npm', ['run', 'build']];
  const result = spawnSync(command[0], command[1], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Build failed');
}

const startServer = (port) =>
  startAppServer({
    port,
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    settings: {
      SEED_ON_START: 'true',
      RESPONSE_CACHE_SECONDS: String(CACHE_SECONDS),
      // Several app processes share rate limits, chat rooms and cache invalidation through Redis.
      WEB_CONCURRENCY: String(PROCESSES),
      REDIS_URL: PROCESSES > 1 ? REDIS_URL : '',
    },
  });

const startYardstick = (port, id) =>
  startChild(
    'Yardstick',
    ['scripts/benchmark/yardstick.mjs'],
    { ...env, PORT: String(port), DATABASE_URL },
    port,
    `/listing/${id}`,
    30_000,
  );

/** The bulk load, given BENCH_LOAD_MINUTES before the run gives up, with a line every minute. */
async function loadListings(client) {
  const started = Date.now();
  const ticker = setInterval(
    () => log(`still loading (${((Date.now() - started) / 60_000).toFixed(0)} min)...`),
    60_000,
  );
  let timer;
  try {
    return await Promise.race([
      bulkLoadListings(client, LISTINGS),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`The bulk load took more than ${LOAD_MINUTES} min (BENCH_LOAD_MINUTES)`)),
          LOAD_MINUTES * 60_000,
        );
      }),
    ]);
  } finally {
    clearInterval(ticker);
    clearTimeout(timer);
  }
}

/** How many of `paths` (first page only) answer, with the cookie, at least one of the user's pending listings. */
async function countOwnPendingHits(port, paths, cookie, sample = 20) {
  let checked = 0;
  let hits = 0;
  for (const p of paths.filter((p) => !p.includes('page=')).slice(0, sample)) {
    const res = await fetch(`http://127.0.0.1:${port}${p}`, { headers: { cookie } });
    if (!res.ok) continue;
    checked++;
    const body = await res.json();
    if (body.results?.some((r) => r.status === 'pending')) hits++;
  }
  return { checked, hits };
}

async function main() {
  benchmarkLock();
  const loadBefore = loadAverage();
  if (env.BENCH_SKIP_LOAD !== '1') {
    log(`recreating ${DATABASE_URL}`);
    await recreateDatabase(DATABASE_URL, DATA_DIR);
  }
  buildIfNeeded();
  const port = await freePort();
  log(`starting the production server on port ${port} (seeds the demo on first start)`);
  const server = await startServer(port);
  let yardstick;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const existing = (await client.query('select count(*)::int as n from listings')).rows[0].n;
    if (existing < LISTINGS) {
      log(`bulk-loading ${LISTINGS} listings (allowed ${LOAD_MINUTES} min)...`);
      const ms = await loadListings(client);
      log(`loaded in ${(ms / 1000).toFixed(1)} s`);
    }
    const total = (await client.query('select count(*)::int as n from listings')).rows[0].n;
    const { server_version } = (await client.query('show server_version')).rows[0];
    const { shared_buffers } = (await client.query('show shared_buffers')).rows[0];
    const { effective_cache_size } = (await client.query('show effective_cache_size')).rows[0];
    if (parseInt(shared_buffers, 10) < 1024 && /MB$/.test(shared_buffers)) {
      log(
        `warning: shared_buffers is ${shared_buffers}; 1,000,000 listings are 2.5 GB with their indexes (decision 0019 runs with 4GB)`,
      );
    }
    const paths = await scenarioPaths(client);
    const user = await signIn(client, port, paths.cityKeys, DEMO_PASSWORD);
    log(
      `signed in as ${user.email} (${user.pending} pending listings, ${user.matching} matching the filtered searches)`,
    );
    const ownPending = {
      filtered: await countOwnPendingHits(port, paths.filtered, user.cookie),
      keyword: await countOwnPendingHits(port, paths.keyword, user.cookie),
    };
    log(
      `own pending listings answered in ${ownPending.filtered.hits}/${ownPending.filtered.checked} sampled filtered searches, ${ownPending.keyword.hits}/${ownPending.keyword.checked} keyword searches`,
    );
    const yardstickPort = await freePort();
    yardstick = await startYardstick(yardstickPort, paths.ids[0]);

    const guest = (list) => list.map((p) => ({ path: p }));
    const signedIn = (list) => list.map((p) => ({ path: p, cookie: user.cookie }));
    // Signed in, one detail request in ten is one of the user's own pending listings (owner-only).
    const signedInDetail = paths.slugs.map((s, i) => ({
      path: `/api/properties/${i % 10 === 9 && user.pendingSlugs.length ? user.pendingSlugs[Math.floor(i / 10) % user.pendingSlugs.length] : s}/`,
      cookie: user.cookie,
    }));
    const yardstickRequests = paths.ids.map((id) => ({ path: `/listing/${id}` }));
    const yardstickScenario = (name) => ({
      name,
      yardstick: true,
      port: yardstickPort,
      requests: yardstickRequests,
    });
    const app = (name, target, requests, who) => ({ name, target, who, port, requests });
    const plan = [
      yardstickScenario('Yardstick (first)'),
      app('Filtered search', TARGETS.filtered, guest(paths.filtered), 'guest'),
      app('Keyword search', TARGETS.keyword, guest(paths.keyword), 'guest'),
      app('Map area', TARGETS.map, guest(paths.map), 'guest'),
      app('Detail data (JSON)', TARGETS.detailJson, guest(paths.slugs.map((s) => `/api/properties/${s}/`)), 'guest'),
      app('Detail page (HTML)', TARGETS.detailHtml, guest(paths.slugs.map((s) => `/properties/${s}`)), 'guest'),
      app('Filtered search, signed in', TARGETS.filtered, signedIn(paths.filtered), 'signed in'),
      app('Keyword search, signed in', TARGETS.keyword, signedIn(paths.keyword), 'signed in'),
      app('Map area, signed in', TARGETS.map, signedIn(paths.map), 'signed in'),
      app('Detail data (JSON), signed in', TARGETS.detailJson, signedInDetail, 'signed in'),
      yardstickScenario('Yardstick (last)'),
    ];

    const memory = rssSampler(server.pid);
    let memoryStart;
    const rows = [];
    for (const scenario of plan) {
      const example = scenario.requests[0];
      const check = await fetch(`http://127.0.0.1:${scenario.port}${example.path}`, {
        headers: example.cookie ? { cookie: example.cookie } : {},
      });
      if (!check.ok) log(`warning: ${example.path} answered ${check.status}`);
      log(`${scenario.name}: warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s at ${CONNECTIONS} connections`);
      await measure(scenario.port, scenario.requests, WARMUP_SECONDS, { connections: CONNECTIONS });
      if (!scenario.yardstick && memoryStart === undefined) memoryStart = memory.now();
      // The CPU the measured process (and its workers) used while it answered, per answer (issue 43).
      const measuredPid = scenario.yardstick ? yardstick.pid : server.pid;
      const cpuBefore = treeCpuMs(measuredPid);
      const figures = await measure(scenario.port, scenario.requests, SECONDS, {
        connections: CONNECTIONS,
        record: true,
      });
      const cpuAfter = treeCpuMs(measuredPid);
      const row = {
        ...scenario,
        ...figures,
        cpuMs: cpuBefore === undefined ? undefined : (cpuAfter - cpuBefore) / Math.max(1, figures.requests),
        example: example.path,
        variants: new Set(scenario.requests.map((r) => r.path)).size,
        rss: memory.latest(),
      };
      rows.push(row);
      log(
        `  ${fmtInt(row.rps)} req/s, p50 ${fmt(row.p50)} ms, p95 ${fmt(row.p95)} ms, p97.5 ${fmt(row.p975)} ms, p99 ${fmt(row.p99)} ms, failed ${row.failed}, CPU ${fmt(row.cpuMs, 2)} ms and ${fmtInt(row.bytes)} bytes an answer`,
      );
    }
    const [first, last] = rows.filter((r) => r.yardstick);
    const yardstickRps = (first.rps + last.rps) / 2;
    const yardstickCpuMs = (first.cpuMs + last.cpuMs) / 2;
    for (const row of rows) {
      row.ratio = row.rps / yardstickRps;
      row.cpuRatio = row.cpuMs / yardstickCpuMs;
      if (row.yardstick) continue;
      const reasons = [];
      if (!(row.ratio >= row.target.ratio)) reasons.push(`ratio below ${row.target.ratio}×`);
      if (row.target.p95 !== undefined && !(row.p95 <= row.target.p95)) reasons.push(`p95 above ${row.target.p95} ms`);
      if (row.failed) reasons.push(`${row.failed} failed`);
      row.pass = reasons.length === 0;
      row.why = reasons.join(', ');
    }

    // The memory soak: every scenario's requests interleaved, for BENCH_SOAK_MINUTES.
    let soak;
    if (SOAK_MINUTES > 0) {
      const mixes = plan.filter((s) => !s.yardstick).map((s) => s.requests);
      const longest = Math.max(...mixes.map((m) => m.length));
      const mixed = [];
      for (let k = 0; k < longest; k++) for (const m of mixes) mixed.push(m[k % m.length]);
      const seconds = Math.round(SOAK_MINUTES * 60);
      log(`soak: ${SOAK_MINUTES} min of every scenario in rotation at ${CONNECTIONS} connections`);
      const from = memory.now();
      const figures = await measure(port, mixed, seconds, { connections: CONNECTIONS, record: true });
      const to = memory.now();
      const inSoak = memory.samples.filter((s) => s.t >= from && s.t <= to);
      const mark = from + (to - from) * SOAK_RULE.fromShare;
      const lastPart = inSoak.filter((s) => s.t >= mark);
      const base = mean(inSoak.filter((s) => s.t >= mark && s.t < mark + 5000).map((s) => s.mb));
      const end = mean(inSoak.filter((s) => s.t > to - 5000).map((s) => s.mb));
      const growth = end - base;
      soak = {
        ...figures,
        minutes: SOAK_MINUTES,
        variants: mixed.length,
        start: inSoak[0]?.mb,
        base,
        end,
        max: Math.max(...inSoak.map((s) => s.mb)),
        growth,
        growthPercent: (growth / base) * 100,
        slope: slopePerMinute(lastPart),
        pass: growth < (base * SOAK_RULE.percent) / 100 || growth < SOAK_RULE.mb,
      };
    }
    memory.stop();

    const measured = memory.samples.filter((s) => s.t >= (memoryStart ?? 0));
    const memoryFigures = {
      start: measured[0]?.mb,
      max: Math.max(...measured.map((s) => s.mb)),
      end: measured.at(-1)?.mb,
      slope: slopePerMinute(measured.slice(Math.floor(measured.length / 2))),
      minutes: ((measured.at(-1)?.t ?? 0) - (measured[0]?.t ?? 0)) / 60_000,
      samples: measured.length,
    };

    const { table, summary, report } = resultsReport({
      rows,
      first,
      last,
      yardstickRps,
      memoryFigures,
      soak,
      machine: machine(),
      loadBefore,
      database: { server_version, shared_buffers, effective_cache_size, total },
      user,
      ownPending,
    });
    console.log(`\n${table}\n\n${summary}\n`);

    writeResults(RESULTS_FILE, report);
    log(`wrote ${RESULTS_FILE}`);
  } finally {
    await client.end();
    // Let requests autocannon abandoned at the end finish before the pools close.
    await sleep(2000);
    yardstick?.kill('SIGTERM');
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
