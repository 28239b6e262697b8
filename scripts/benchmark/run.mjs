/**
 * Search and detail-page speed on 100,000 listings, against the production build on PostgreSQL.
 *
 *   node scripts/benchmark/run.mjs
 *
 * Settings (environment): BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/estate_bench;
 * the database is dropped and created again), BENCH_LISTINGS (100000), BENCH_CONNECTIONS (50),
 * BENCH_SECONDS (15 per scenario, after a 3 s warm-up), BENCH_SKIP_LOAD=1 (reuse a loaded database),
 * BENCH_BUILD=1 (build even when a build exists), BENCH_CACHE_SECONDS (the server's response cache,
 * 15 as in production; 0 measures every request cold). Writes scripts/benchmark/results-cache-<n>s.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, recreateDatabase } from './bench-lib.mjs';
import { bulkLoadListings } from './load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
const LISTINGS = Number(env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(env.BENCH_SECONDS ?? 15);
/** RESPONSE_CACHE_SECONDS of the measured server: 15 as in production, 0 for every request cold. */
const CACHE_SECONDS = Number(env.BENCH_CACHE_SECONDS ?? 15);
const RESULTS_FILE = `scripts/benchmark/results-cache-${CACHE_SECONDS}s.md`;
const WARMUP_SECONDS = 3;
const DATA_DIR = path.join(os.tmpdir(), 'estate-bench-data');

const log = (message) => console.log(`[bench] ${message}`);

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

async function startServer(port) {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL,
      DATA_DIR,
      SEED_ON_START: 'true',
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: 'off',
      RESPONSE_CACHE_SECONDS: String(CACHE_SECONDS),
      // Benchmark traffic comes from one address: keep rate limits out of the measurement.
      LOGIN_MAX_PER_IP: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill();
  throw new Error('Server did not start within 2 minutes');
}

/** Request paths for each scenario, many different ones so caches do not flatter the figures. */
async function scenarios(client) {
  const cities = (
    await client.query(`select city, country, count(*)::int n, avg(latitude) lat, avg(longitude) lng,
        percentile_cont(array[0.2, 0.4, 0.6, 0.8]) within group (order by price) as prices
      from listings where purpose = 'sale' and status in ('for_sale', 'active')
      group by city, country order by n desc limit 6`)
  ).rows;
  const filtered = [];
  for (const c of cities) {
    const [p20, p40, p60, p80] = c.prices.map((p) => Math.round(p));
    for (const [min, max] of [
      [p20, p60],
      [p40, p80],
      [0, p40],
      [p60, 0],
      [p20, p80],
    ]) {
      for (const bedrooms of [2, 3, 4]) {
        const q = new URLSearchParams({ purpose: 'sale', city: c.city, bedrooms: String(bedrooms) });
        if (min) q.set('min_price', String(min));
        if (max) q.set('max_price', String(max));
        filtered.push(`/api/properties/?${q}`);
      }
    }
  }
  const words = [
    'villa',
    'apartment',
    'penthouse',
    'furnished',
    'parking',
    'garden',
    'corner plot',
    'office',
    'shop',
    'warehouse',
    'sea view',
    'marina',
    'DHA',
    'Bahria',
    'Olaya',
    'Zamalek',
    'Pearl',
    'luxury',
    'brand new',
    'investment',
    'شقة',
    'فيلا',
    'للبيع',
    'للإيجار',
    'أرض',
  ];
  const keyword = words.flatMap((q) => [
    `/api/properties/?${new URLSearchParams({ q })}`,
    `/api/properties/?${new URLSearchParams({ q, page: '2' })}`,
  ]);
  const map = [];
  for (const c of cities) {
    for (const [dx, dy, half] of [
      [0, 0, 0.12],
      [0.03, -0.02, 0.08],
      [-0.04, 0.03, 0.15],
      [0.02, 0.04, 0.05],
      [0, 0, 0.3],
    ]) {
      const lng = Number(c.lng) + dx;
      const lat = Number(c.lat) + dy;
      const bbox = [lng - half, lat - half * 0.7, lng + half, lat + half * 0.7].map((n) => n.toFixed(4)).join(',');
      map.push(`/api/properties/map/?bbox=${bbox}`);
      map.push(`/api/properties/map/?bbox=${bbox}&purpose=rent`);
    }
  }
  const slugs = (
    await client.query(`select slug from listings where status in ('for_sale','for_rent','active','sold','rented')
      order by hashint4(id) limit 2000`)
  ).rows.map((r) => `/properties/${r.slug}`);
  return [
    { name: 'Filtered search', example: filtered[0], paths: filtered },
    { name: 'Keyword search', example: keyword[0], paths: keyword },
    { name: 'Map area', example: map[0], paths: map },
    { name: 'Detail page (SSR HTML)', example: slugs[0], paths: slugs },
    {
      name: 'Detail data (JSON API)',
      example: `/api${slugs[0]}/`,
      paths: slugs.map((s) => `/api${s}/`),
    },
  ];
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(port, paths, seconds, record) {
  let i = 0;
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }),
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
  return { result, latencies, statuses };
}

async function main() {
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
  if (env.BENCH_SKIP_LOAD !== '1') {
    log(`recreating ${DATABASE_URL}`);
    await recreateDatabase(DATABASE_URL, DATA_DIR);
  }
  buildIfNeeded();
  const port = await freePort();
  log(`starting the production server on port ${port} (seeds the demo on first start)`);
  const server = await startServer(port);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const existing = (await client.query('select count(*)::int as n from listings')).rows[0].n;
    if (existing < LISTINGS) {
      log(`bulk-loading ${LISTINGS} listings...`);
      const ms = await bulkLoadListings(client, LISTINGS);
      log(`loaded in ${(ms / 1000).toFixed(1)} s`);
    }
    const total = (await client.query('select count(*)::int as n from listings')).rows[0].n;
    const { server_version } = (await client.query('show server_version')).rows[0];
    const list = await scenarios(client);
    const rows = [];
    for (const scenario of list) {
      const check = await fetch(`http://127.0.0.1:${port}${scenario.example}`);
      if (!check.ok) log(`warning: ${scenario.example} answered ${check.status}`);
      log(`${scenario.name}: warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s at ${CONNECTIONS} connections`);
      await measure(port, scenario.paths, WARMUP_SECONDS, false);
      const { result, latencies, statuses } = await measure(port, scenario.paths, SECONDS, true);
      const ok = [...statuses].filter(([code]) => code >= 200 && code < 400).reduce((s, [, n]) => s + n, 0);
      rows.push({
        name: scenario.name,
        example: scenario.example,
        variants: scenario.paths.length,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        rps: result.requests.average,
        requests: latencies.length,
        failed: latencies.length - ok + result.errors + result.timeouts,
        statuses: [...statuses].map(([code, n]) => `${code}×${n}`).join(' '),
      });
    }
    const table = [
      '| Scenario | p50 (ms) | p95 (ms) | p99 (ms) | Requests/s | Requests | Failed |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${r.requests} | ${r.failed} |`,
      ),
    ].join('\n');
    console.log(`\n${table}\n`);
    const report = `# Benchmark results

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node scripts/benchmark/run.mjs\`.

- Machine: ${machine}; load average before the run ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')};
  PostgreSQL ${server_version} on the same machine (default settings), autocannon on it too.
- Data: ${total.toLocaleString('en-US')} listings (the demo seed plus a bulk load of variations of it).
- Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per scenario after a ${WARMUP_SECONDS} s warm-up,
  requests rotating over many different filters, words, map boxes and slugs.
- Response cache (RESPONSE_CACHE_SECONDS): ${CACHE_SECONDS ? `${CACHE_SECONDS} s, as in production` : 'off: every request reaches the database and the renderer'}.
- Latency percentiles are computed from every response's time; the target is p95 < 50 ms.

${table}

Example requests (each scenario rotates over the number of variants shown):

${rows.map((r) => `- ${r.name} (${r.variants} variants): \`${r.example}\` — statuses ${r.statuses}`).join('\n')}
`;
    fs.writeFileSync(path.join(root, RESULTS_FILE), report);
    // Written as the repository's format check expects (aligned tables).
    spawnSync('npx', ['prettier', '--write', RESULTS_FILE], { cwd: root, stdio: 'ignore' });
    log(`wrote ${RESULTS_FILE}`);
  } finally {
    await client.end();
    // Let requests autocannon abandoned at the end finish before the pool closes.
    await new Promise((r) => setTimeout(r, 2000));
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
