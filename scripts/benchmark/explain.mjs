/**
 * EXPLAIN ANALYZE over every query of the benchmark's rotation, on an idle database.
 *
 *   node --import tsx scripts/benchmark/explain.mjs
 *
 * Builds the app in this process (no HTTP, response cache off) on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/estate_bench, loaded by run.mjs), sends it each request of the
 * rotation (filtered, keyword, map, detail; as a guest and signed in) and records the SQL the app
 * runs. Each distinct statement is then run EXPLAIN (ANALYZE, BUFFERS) EXPLAIN_RUNS times (5); the
 * script prints the p95 of the database time (planning + execution) over all of them, the slowest
 * statements with their plans' first lines, and any sequential scan of `listings`.
 *
 * Exits 1 when the p95 is above EXPLAIN_BUDGET_MS (5) or a statement scans `listings` whole.
 * EXPLAIN_SAMPLE (default all) takes every n-th request of each scenario, for a quick run.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { scenarioPaths } from './rotation.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
const RUNS = Number(env.EXPLAIN_RUNS ?? 5);
const BUDGET_MS = Number(env.EXPLAIN_BUDGET_MS ?? 5);
const SAMPLE = Number(env.EXPLAIN_SAMPLE ?? 1);

/** Every statement the app sends while `capture` is set, with its parameters. */
const captured = [];
let capture = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function patchedQuery(config, values, callback) {
  if (capture) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : (config?.values ?? []);
    if (text && /^\s*(select|with)\b/i.test(text)) captured.push({ scenario: capture, text, params });
  }
  return originalQuery.call(this, config, values, callback);
};

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Plan nodes, depth first. */
function* nodes(plan) {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

/** EXPLAIN ANALYZE of one statement, RUNS times: database times (ms) and the plan's summary. */
export async function explain(client, { text, params }, runs = RUNS) {
  const times = [];
  let plan;
  for (let i = 0; i < runs; i++) {
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${text}`, params);
    const result = rows[0]['QUERY PLAN'][0];
    times.push(result['Planning Time'] + result['Execution Time']);
    plan = result.Plan;
  }
  const all = [...nodes(plan)];
  const seqScans = all.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'listings');
  const listingRows = all
    .filter((n) => n['Relation Name'] === 'listings' && /Scan/.test(n['Node Type']))
    .reduce(
      (sum, n) => sum + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1) + (n['Rows Removed by Filter'] ?? 0),
      0,
    );
  const outline = all
    .slice(0, 6)
    .map(
      (n) =>
        `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`,
    )
    .join(' > ');
  return { times, seqScans: seqScans.length, listingRows, outline };
}

async function main() {
  const { buildApp } = await import(path.join(root, 'apps/server/src/app.ts'));
  const { loadConfig } = await import(path.join(root, 'apps/server/src/config/env.ts'));
  const { openDatabase } = await import(path.join(root, 'apps/server/src/db/database.ts'));
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const database = await openDatabase({ url: DATABASE_URL });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL,
    DATA_DIR: path.join(os.tmpdir(), 'estate-bench-data'),
    LOG_LEVEL: 'silent',
    RESPONSE_CACHE_SECONDS: '0',
    LOGIN_MAX_PER_IP: '1000000',
  });
  const app = await buildApp({ config, database, web: 'off', logger: false });
  try {
    const rotation = await scenarioPaths(client);
    const { rows: owners } = await client.query(
      `select u.email from listings l join users u on u.id = l.owner_id where l.status = 'pending'
       group by u.email order by count(*) desc limit 1`,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: owners[0].email, password: 'demo-password' },
    });
    const sid = login.cookies.find((c) => c.name === 'sid');
    if (!sid) throw new Error(`login answered ${login.statusCode}`);
    const every = (list) => list.filter((_, i) => i % SAMPLE === 0);
    const detail = every(rotation.slugs.slice(0, 200)).map((s) => `/api/properties/${s}/`);
    const passes = [
      ['filtered', every(rotation.filtered)],
      ['keyword', every(rotation.keyword)],
      ['map', every(rotation.map)],
      ['detail', detail],
    ];
    for (const [name, paths] of passes) {
      for (const [who, cookie] of [
        ['guest', undefined],
        ['signed in', `sid=${sid.value}`],
      ]) {
        capture = `${name} (${who})`;
        for (const url of paths) {
          const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
          if (res.statusCode !== 200) console.warn(`${url} answered ${res.statusCode}`);
        }
        capture = null;
      }
    }
    const distinct = new Map();
    for (const q of captured) {
      const key = `${q.text}\u0000${JSON.stringify(q.params)}`;
      if (!distinct.has(key)) distinct.set(key, q);
    }
    console.log(`${captured.length} statements captured, ${distinct.size} distinct; ${RUNS} EXPLAIN ANALYZE runs each`);
    const results = [];
    for (const q of distinct.values()) results.push({ ...q, ...(await explain(client, q)) });
    const times = results.flatMap((r) => r.times).sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const byScenario = new Map();
    for (const r of results) byScenario.set(r.scenario, [...(byScenario.get(r.scenario) ?? []), ...r.times]);
    console.log('\n| Scenario | statements | p50 (ms) | p95 (ms) | max (ms) |\n| --- | ---: | ---: | ---: | ---: |');
    for (const [scenario, list] of byScenario) {
      const sorted = list.sort((a, b) => a - b);
      console.log(
        `| ${scenario} | ${sorted.length / RUNS} | ${percentile(sorted, 50).toFixed(2)} | ${percentile(sorted, 95).toFixed(2)} | ${sorted.at(-1).toFixed(2)} |`,
      );
    }
    const slowest = results
      .map((r) => ({
        ...r,
        p95: percentile(
          [...r.times].sort((a, b) => a - b),
          95,
        ),
      }))
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 10);
    console.log('\nSlowest statements (p95 of their runs):');
    for (const r of slowest) {
      console.log(`- ${r.p95.toFixed(2)} ms, ${r.listingRows} listing rows read, ${r.scenario}: ${r.outline}`);
      console.log(`    ${r.text.replace(/\s+/g, ' ').slice(0, 240)}  ${JSON.stringify(r.params).slice(0, 120)}`);
    }
    const scans = results.filter((r) => r.seqScans);
    for (const r of scans) console.log(`SEQUENTIAL SCAN of listings: ${r.text.replace(/\s+/g, ' ').slice(0, 200)}`);
    console.log(
      `\nDatabase time over the rotation: p95 ${p95.toFixed(2)} ms (budget ${BUDGET_MS} ms), max ${times.at(-1).toFixed(2)} ms; ${scans.length} sequential scans of listings`,
    );
    process.exitCode = p95 > BUDGET_MS || scans.length ? 1 : 0;
  } finally {
    await app.close();
    await database.close();
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
