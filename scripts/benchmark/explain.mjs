/**
 * EXPLAIN ANALYZE over every query of the benchmark's rotation, on an idle database.
 *
 *   node --import tsx scripts/benchmark/explain.mjs
 *
 * Builds the app in this process (no HTTP, response cache off) on BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/estate_bench, loaded by run.mjs), sends it each request of the
 * rotation (filtered, keyword, map, detail; as a guest and signed in) and records the SQL the app
 * runs. Each distinct statement is then measured EXPLAIN_RUNS times (5) two ways:
 * - as the app runs it: a named prepared statement executed a few times first with the values the
 *   rotation sent with the same text, so PostgreSQL's plan cache chooses as it does for the app (a
 *   custom plan each run, or a kept generic one), then
 *   EXPLAIN (ANALYZE, BUFFERS) EXECUTE: the headline and the budget;
 * - planned on every run: EXPLAIN (ANALYZE, BUFFERS) with the values bound, as before.
 * The script prints the p95 of the database time (planning + execution) of each, the slowest
 * statements with their plans' first lines, and any sequential scan of `listings`.
 *
 * Exits 1 when the app's p95 is above EXPLAIN_BUDGET_MS (5) or a statement reads more than 10,000
 * listings by a sequential scan (one under a LIMIT that stops early is fine).
 * EXPLAIN_SAMPLE (default all) takes every n-th request of each scenario, for a quick run.
 */
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import { inProcessApp, isRead, observeQueries, percentile } from './bench-lib.mjs';
import { scenarioPaths } from './rotation.mjs';
import { benchmarkLock } from './run/lock.mjs';

const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
const RUNS = Number(env.EXPLAIN_RUNS ?? 5);
const BUDGET_MS = Number(env.EXPLAIN_BUDGET_MS ?? 5);
const SAMPLE = Number(env.EXPLAIN_SAMPLE ?? 1);
/** A sequential scan of listings reading more rows than this fails the check. */
const SEQ_SCAN_ROWS = 10_000;

/**
 * Every statement the app sends while `capture` is set, with its parameters. Observed from this
 * module's import on, before any app is built: a connection opened before is not seen.
 */
const captured = [];
let capture = null;
observeQueries((text, params) => {
  if (capture && isRead(text)) captured.push({ scenario: capture, text, params });
});

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
  const read = (n) => (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1) + (n['Rows Removed by Filter'] ?? 0);
  const scans = all.filter((n) => n['Relation Name'] === 'listings' && /Scan/.test(n['Node Type']));
  // A sequential scan under a LIMIT that stops early is fine; one that reads on is not.
  const seqScanRows = scans.filter((n) => n['Node Type'] === 'Seq Scan').reduce((sum, n) => sum + read(n), 0);
  const listingRows = scans.reduce((sum, n) => sum + read(n), 0);
  const outline = all
    .slice(0, 6)
    .map(
      (n) =>
        `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`,
    )
    .join(' > ');
  return { times, seqScanRows, listingRows, outline };
}

/** Executions before the measured ones: PostgreSQL's plan cache picks custom or generic after five. */
const PLAN_CACHE_WARMUP = 6;
let preparedCount = 0;

/**
 * Database times (ms) of a statement as the app runs it (db/prepared-statements.ts): a named
 * prepared statement, executed PLAN_CACHE_WARMUP times so PostgreSQL's plan cache makes the choice
 * it makes for the app (a custom plan each run, or one generic plan kept), then EXPLAIN ANALYZE
 * EXECUTE `runs` times. Planning time counts whenever PostgreSQL plans.
 *
 * `warm`: the values the rotation sent with the same text, in its order. The app runs one named
 * statement per text over every search of that shape, so PostgreSQL chooses after the first five
 * searches' values, not five runs of this one's (with its own values only, a shape the app runs
 * with a kept generic plan could be measured with custom plans, and the other way round).
 */
export async function explainPrepared(client, { text, params }, runs = RUNS, warm = [params]) {
  const name = `explain_rotation_${++preparedCount}`;
  for (let i = 0; i < PLAN_CACHE_WARMUP; i++) await client.query({ name, text, values: warm[i % warm.length] });
  const { rows: types } = await client.query(
    'select parameter_types::text[] as types from pg_prepared_statements where name = $1',
    [name],
  );
  const literals = params.map((value, i) =>
    value === null || value === undefined
      ? 'NULL'
      : `${client.escapeLiteral(String(pgUtils.prepareValue(value)))}::${types[0].types[i]}`,
  );
  const times = [];
  for (let i = 0; i < runs; i++) {
    const sql = `explain (analyze, buffers, format json) execute ${name}${literals.length ? `(${literals.join(', ')})` : ''}`;
    const { rows } = await client.query(sql);
    const result = rows[0]['QUERY PLAN'][0];
    times.push((result['Planning Time'] ?? 0) + result['Execution Time']);
  }
  const { rows: after } = await client.query('select generic_plans from pg_prepared_statements where name = $1', [
    name,
  ]);
  await client.query(`deallocate ${name}`);
  return { appTimes: times, generic: Number(after[0].generic_plans) > 0 };
}

/**
 * Sends the app (built in this process) every request of the rotation, as a guest and signed in
 * as `email`, and EXPLAIN ANALYZEs every distinct statement it ran. Answers one entry per
 * statement: scenario, text, params, times (ms), seqScanRows, listingRows, outline.
 */
export async function explainRotation({
  app,
  client,
  email,
  sample = SAMPLE,
  runs = RUNS,
  password = 'demo-password',
  asTheAppRuns = false,
}) {
  const rotation = await scenarioPaths(client);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
  const sid = login.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error(`login answered ${login.statusCode}`);
  const every = (list) => list.filter((_, i) => i % sample === 0);
  const passes = [
    ['filtered', every(rotation.filtered)],
    ['keyword', every(rotation.keyword)],
    ['map', every(rotation.map)],
    ['detail', every(rotation.slugs.slice(0, 200)).map((s) => `/api/properties/${s}/`)],
  ];
  captured.length = 0;
  for (const [name, paths] of passes) {
    for (const [who, cookie] of [
      ['guest', undefined],
      ['signed in', `sid=${sid.value}`],
    ]) {
      capture = `${name} (${who})`;
      try {
        for (const url of paths) {
          const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
          if (res.statusCode !== 200) console.warn(`${url} answered ${res.statusCode}`);
        }
      } finally {
        capture = null;
      }
    }
  }
  const distinct = new Map();
  for (const q of captured) {
    const key = `${q.text}\u0000${JSON.stringify(q.params)}`;
    if (!distinct.has(key)) distinct.set(key, q);
  }
  const valuesOfText = new Map();
  for (const q of distinct.values()) valuesOfText.set(q.text, [...(valuesOfText.get(q.text) ?? []), q.params]);
  const results = [];
  for (const q of distinct.values()) {
    const prepared = asTheAppRuns ? await explainPrepared(client, q, runs, valuesOfText.get(q.text)) : {};
    results.push({ ...q, ...(await explain(client, q, runs)), ...prepared });
  }
  return { captured: captured.length, results };
}

/** The demo user with the most pending listings (their searches add the own-pending query). */
export async function busiestPendingOwner(client) {
  const { rows } = await client.query(
    `select u.email from listings l join users u on u.id = l.owner_id where l.status = 'pending'
     group by u.email order by count(*) desc limit 1`,
  );
  return rows[0]?.email;
}

async function main() {
  benchmarkLock();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { app, database } = await inProcessApp(DATABASE_URL, path.join(os.tmpdir(), 'estate-bench-data'));
  try {
    const { captured: n, results } = await explainRotation({
      app,
      client,
      email: await busiestPendingOwner(client),
      asTheAppRuns: true,
    });
    console.log(`${n} statements captured, ${results.length} distinct; ${RUNS} EXPLAIN ANALYZE runs each, two ways`);
    const p95Of = (list) =>
      percentile(
        [...list].sort((a, b) => a - b),
        95,
      );
    const table = (title, key) => {
      console.log(
        `\n${title}\n\n| Scenario | statements | p50 (ms) | p95 (ms) | max (ms) |\n| --- | ---: | ---: | ---: | ---: |`,
      );
      const byScenario = new Map();
      for (const r of results) byScenario.set(r.scenario, [...(byScenario.get(r.scenario) ?? []), ...r[key]]);
      for (const [scenario, list] of byScenario) {
        const sorted = list.sort((a, b) => a - b);
        console.log(
          `| ${scenario} | ${sorted.length / RUNS} | ${percentile(sorted, 50).toFixed(2)} | ${percentile(sorted, 95).toFixed(2)} | ${sorted.at(-1).toFixed(2)} |`,
        );
      }
      const all = results.flatMap((r) => r[key]).sort((a, b) => a - b);
      console.log(
        `| all | ${results.length} | ${percentile(all, 50).toFixed(2)} | ${percentile(all, 95).toFixed(2)} | ${all.at(-1).toFixed(2)} |`,
      );
      return all;
    };
    const times = table(
      'As the app runs them (named prepared statements; PostgreSQL plans when its plan cache chooses to):',
      'appTimes',
    );
    table('Planned on every run (plain EXPLAIN ANALYZE with the values bound):', 'times');
    const p95 = percentile(times, 95);
    const slowest = results
      .map((r) => ({ ...r, p95: p95Of(r.appTimes), planned: p95Of(r.times) }))
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 10);
    console.log('\nSlowest statements as the app runs them (p95 of their runs; planned every run in brackets):');
    for (const r of slowest) {
      console.log(
        `- ${r.p95.toFixed(2)} ms (${r.planned.toFixed(2)} ms), ${r.generic ? 'generic plan' : 'custom plans'}, ${r.listingRows} listing rows read, ${r.scenario}: ${r.outline}`,
      );
      console.log(`    ${r.text.replace(/\s+/g, ' ').slice(0, 240)}  ${JSON.stringify(r.params).slice(0, 120)}`);
    }
    const scans = results.filter((r) => r.seqScanRows > SEQ_SCAN_ROWS);
    for (const r of scans) {
      console.log(`SEQUENTIAL SCAN of ${r.seqScanRows} listings: ${r.text.replace(/\s+/g, ' ').slice(0, 200)}`);
    }
    console.log(
      `\nDatabase time over the rotation, as the app runs it: p95 ${p95.toFixed(2)} ms (budget ${BUDGET_MS} ms), max ${times.at(-1).toFixed(2)} ms; ${scans.length} sequential scans of listings`,
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
