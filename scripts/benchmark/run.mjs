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
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, measure, recreateDatabase, signIn, startAppServer, startChild } from './bench-lib.mjs';
import { bulkLoadListings } from './load.mjs';
import { scenarioPaths } from './rotation.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
const LISTINGS = Number(env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(env.BENCH_SECONDS ?? 15);
/** RESPONSE_CACHE_SECONDS of the measured server: 0 (every request reaches the database) is the headline. */
const CACHE_SECONDS = Number(env.BENCH_CACHE_SECONDS ?? 0);
const SOAK_MINUTES = Number(env.BENCH_SOAK_MINUTES ?? 0);
const PROCESSES = Number(env.BENCH_PROCESSES ?? 1);
const REDIS_URL = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOAD_MINUTES = Number(env.BENCH_LOAD_MINUTES ?? 20);
const RESULTS_FILE = `scripts/benchmark/results-${LISTINGS}-cache-${CACHE_SECONDS}s.md`;
const WARMUP_SECONDS = 3;
const DATA_DIR = path.join(os.tmpdir(), 'estate-bench-data');
/** Every demo account's password (apps/server/src/seed/factories/user.factory.ts, DEMO_PASSWORD). */
const DEMO_PASSWORD = 'demo-password';

/** Issue 11: throughput as a ratio to the yardstick, and the detail page's p95. */
const TARGETS = {
  filtered: { ratio: 0.5 },
  keyword: { ratio: 0.3 },
  map: { ratio: 0.3 },
  detailJson: { ratio: 0.6 },
  detailHtml: { ratio: 0.15, p95: 150 },
};
/** The soak's memory rule: RSS growth over its last 80 % below 5 % or below 30 MB. */
const SOAK_RULE = { fromShare: 0.2, percent: 5, mb: 30 };
const SOAK_RULE_TEXT = `the app's RSS over the last ${100 - SOAK_RULE.fromShare * 100} % of the soak (mean of the last 5 s minus the mean of the 5 s from the ${SOAK_RULE.fromShare * 100} % mark) grows by less than ${SOAK_RULE.percent} % or by less than ${SOAK_RULE.mb} MB`;

const log = (message) => console.log(`[bench] ${message}`);
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

/**
 * Samples the resident memory (MB) of a process and its children every second: with
 * WEB_CONCURRENCY above 1 the app is a primary and its app processes.
 */
function rssSampler(pid) {
  const started = Date.now();
  const samples = [];
  const rssOf = (id) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]) / 1024;
    } catch {
      return NaN;
    }
  };
  const read = () => {
    try {
      const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean);
      const total = [pid, ...children].map(rssOf).reduce((sum, mb) => sum + (Number.isFinite(mb) ? mb : 0), 0);
      if (total) return total;
    } catch {
      // no /proc: ask ps
    }
    const kb = spawnSync('ps', ['-o', 'rss=', '--pid', String(pid), '--ppid', String(pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
    return kb ? kb / 1024 : NaN;
  };
  const take = () => {
    const mb = read();
    if (Number.isFinite(mb)) samples.push({ t: Date.now() - started, mb });
  };
  take();
  const timer = setInterval(take, 1000);
  return {
    samples,
    now: () => Date.now() - started,
    latest: () => samples.at(-1)?.mb ?? NaN,
    stop: () => {
      take();
      clearInterval(timer);
    },
  };
}

const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Least-squares slope of RSS over time, in MB per minute. */
function slopePerMinute(samples) {
  if (samples.length < 2) return NaN;
  const mt = mean(samples.map((s) => s.t));
  const mm = mean(samples.map((s) => s.mb));
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.t - mt) * (s.mb - mm);
    den += (s.t - mt) ** 2;
  }
  return den ? (num / den) * 60_000 : NaN;
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const fmtInt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');

async function main() {
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
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
      const figures = await measure(scenario.port, scenario.requests, SECONDS, {
        connections: CONNECTIONS,
        record: true,
      });
      const row = {
        ...scenario,
        ...figures,
        example: example.path,
        variants: new Set(scenario.requests.map((r) => r.path)).size,
        rss: memory.latest(),
      };
      rows.push(row);
      log(
        `  ${fmtInt(row.rps)} req/s, p50 ${fmt(row.p50)} ms, p95 ${fmt(row.p95)} ms, p97.5 ${fmt(row.p975)} ms, p99 ${fmt(row.p99)} ms, failed ${row.failed}`,
      );
    }
    const [first, last] = rows.filter((r) => r.yardstick);
    const yardstickRps = (first.rps + last.rps) / 2;
    for (const row of rows) {
      row.ratio = row.rps / yardstickRps;
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

    const table = [
      '| Scenario | Requests/s | Ratio | Target | p50 (ms) | p95 (ms) | p97.5 (ms) | p99 (ms) | Requests | Failed | App RSS (MB) | Result |',
      '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows.map((r) => {
        const target = r.yardstick
          ? 'yardstick'
          : `≥ ${r.target.ratio}×${r.target.p95 !== undefined ? `, p95 ≤ ${r.target.p95} ms` : ''}`;
        const result = r.yardstick ? '' : r.pass ? 'PASS' : `FAIL (${r.why})`;
        return `| ${r.name} | ${fmtInt(r.rps)} | ${fmt(r.ratio, 2)}× | ${target} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p975)} | ${fmt(r.p99)} | ${r.requests} | ${r.failed} | ${r.yardstick ? '' : fmtInt(r.rss)} | ${result} |`;
      }),
    ].join('\n');
    const drift = ((last.rps - first.rps) / first.rps) * 100;
    const passed = rows.filter((r) => !r.yardstick && r.pass).length;
    const judged = rows.filter((r) => !r.yardstick).length;
    const summary = [
      `- Yardstick: ${fmtInt(first.rps)} req/s first, ${fmtInt(last.rps)} req/s last (${drift >= 0 ? '+' : ''}${fmt(drift)} % drift); the ratios divide by their mean, ${fmtInt(yardstickRps)} req/s.`,
      `- Scenarios meeting their target: ${passed} of ${judged}.`,
      `- App process memory (RSS, sampled every second over ${fmt(memoryFigures.minutes)} min from the end of the first app scenario's warm-up): start ${fmtInt(memoryFigures.start)} MB, max ${fmtInt(memoryFigures.max)} MB, end ${fmtInt(memoryFigures.end)} MB; slope over the second half ${fmt(memoryFigures.slope, 2)} MB/min.`,
      soak
        ? `- Soak (${soak.minutes} min, every scenario in rotation, ${soak.variants} requests in the cycle): ${fmtInt(soak.rps)} req/s, p95 ${fmt(soak.p95)} ms, p99 ${fmt(soak.p99)} ms, ${soak.requests} requests, ${soak.failed} failed; RSS at its start ${fmtInt(soak.start)} MB, at the ${SOAK_RULE.fromShare * 100} % mark ${fmtInt(soak.base)} MB, max ${fmtInt(soak.max)} MB, end ${fmtInt(soak.end)} MB; growth over the last ${100 - SOAK_RULE.fromShare * 100} % ${fmt(soak.growth)} MB (${fmt(soak.growthPercent)} %), slope ${fmt(soak.slope, 2)} MB/min: **${soak.pass ? 'PASS' : 'FAIL'}**. Rule: PASS when ${SOAK_RULE_TEXT}.`
        : `- Memory soak: not run (BENCH_SOAK_MINUTES=0), so memory is not judged; with BENCH_SOAK_MINUTES=10 it is PASS when ${SOAK_RULE_TEXT}.`,
    ].join('\n');
    console.log(`\n${table}\n\n${summary}\n`);

    const report = `# Benchmark results

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`${[
      ['BENCH_LISTINGS', env.BENCH_LISTINGS],
      ['BENCH_CACHE_SECONDS', env.BENCH_CACHE_SECONDS],
      ['BENCH_SECONDS', env.BENCH_SECONDS],
      ['BENCH_CONNECTIONS', env.BENCH_CONNECTIONS],
      ['BENCH_SOAK_MINUTES', env.BENCH_SOAK_MINUTES],
      ['BENCH_PROCESSES', env.BENCH_PROCESSES],
    ]
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${v} `)
      .join('')}node scripts/benchmark/run.mjs\`.

- Machine: ${machine}; load average before the run ${loadBefore};
  PostgreSQL ${server_version} on the same machine (shared_buffers ${shared_buffers}, effective_cache_size ${effective_cache_size}, otherwise defaults), autocannon on it too.
- Data: ${total.toLocaleString('en-US')} listings (the demo seed plus a bulk load of variations of it).
- Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per scenario after a ${WARMUP_SECONDS} s warm-up,
  requests rotating over many different filters, words, map boxes, slugs and ids.
- App: ${PROCESSES === 1 ? 'one process' : `${PROCESSES} processes sharing the port (WEB_CONCURRENCY=${PROCESSES}) and Redis`}, pool of ${env.DATABASE_POOL_SIZE ?? 20} connections each; the yardstick is one process.
- Response cache (RESPONSE_CACHE_SECONDS): ${CACHE_SECONDS ? `${CACHE_SECONDS} s` : 'off: every request reaches the database and the renderer'}.
- Yardstick: a bare Fastify + pg route reading one listing by id (\`select * from listings where id = $1\`,
  pool of 20; scripts/benchmark/yardstick.mjs), measured first and last in this run with the same settings.
  Ratio = the scenario's requests per second ÷ the mean of both yardstick runs.
- Targets (issue 11): filtered search ≥ 0.5×, keyword search ≥ 0.3×, map ≥ 0.3×, detail data ≥ 0.6×,
  detail page ≥ 0.15× with p95 ≤ 150 ms, for guests and signed-in users alike. PASS also needs no failed request.
- Signed in: the session cookie of ${user.email} (logged in through \`POST /api/auth/login/\`), who owns ${user.pending} pending listings, ${user.matching} of them for sale in the searched cities. Their first-page searches add the own-pending-listings query: own pending listings were in the answer of ${ownPending.filtered.hits} of ${ownPending.filtered.checked} sampled filtered searches and ${ownPending.keyword.hits} of ${ownPending.keyword.checked} keyword searches. The map shows public pins only, for everyone. One signed-in detail request in ten is one of the user's own pending listings.
- Latency percentiles are computed from every response's time.

${table}

${summary}

Example requests (each scenario rotates over the number of variants shown):

${rows.map((r) => `- ${r.name} (${r.variants} variants): \`${r.example}\` — statuses ${r.statuses}`).join('\n')}
`;
    fs.writeFileSync(path.join(root, RESULTS_FILE), report);
    // Written as the repository's format check expects (aligned tables).
    spawnSync('npx', ['prettier', '--write', RESULTS_FILE], { cwd: root, stdio: 'ignore' });
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
