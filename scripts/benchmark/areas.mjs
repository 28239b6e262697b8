/**
 * Area price statistics at scale (issue 41) on the 1,000,000-listing benchmark database:
 *
 *   node --import tsx scripts/benchmark/areas.mjs
 *
 * 1. The monthly job (computeAreaStats, the real function, through the app's service): AREAS_JOB_RUNS
 *    runs, each timed (target ≤ 60 s).
 * 2. The figures of every city and area page with data (GET /api/areas/.../stats, in process, cache
 *    off), AREAS_ROUNDS rounds: p50/p95/p99 of the answer.
 * 3. The price check of AREAS_CHECKS public listings (GET /api/properties/:id/price-check/, in
 *    process): p50/p95/p99, what it adds to a listing page (target ≤ 3 ms).
 * 4. The area pages themselves over HTTP from the production build (apps/server/dist, cache off),
 *    AREAS_CONNECTIONS connections for AREAS_SECONDS s (target p95 ≤ 50 ms).
 * 5. The plans of the job's statement, an area's series and a price check (EXPLAIN ANALYZE, BUFFERS).
 *
 * The database (BENCH_DATABASE_URL) must hold run.mjs's load. Writes scripts/benchmark/areas-results.md.
 */
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  fmt,
  freePort,
  inProcessApp,
  loadAverage,
  machine,
  measure,
  observeQueries,
  percentile,
  startAppServer,
  writeResults,
} from './bench-lib.mjs';

const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
const JOB_RUNS = Number(env.AREAS_JOB_RUNS ?? 3);
const ROUNDS = Number(env.AREAS_ROUNDS ?? 5);
const CHECKS = Number(env.AREAS_CHECKS ?? 600);
const CONNECTIONS = Number(env.AREAS_CONNECTIONS ?? 10);
const SECONDS = Number(env.AREAS_SECONDS ?? 15);
const DATA_DIR = path.join(os.tmpdir(), 'estate-bench-areas');
const log = (message) => console.log(`[areas] ${message}`);

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

async function timedInject(app, url) {
  const started = performance.now();
  const answer = await app.inject({ method: 'GET', url });
  const ms = performance.now() - started;
  if (answer.statusCode !== 200)
    throw new Error(`GET ${url} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
  return { ms, body: answer.json() };
}

async function explain(client, text, values) {
  const { rows } = await client.query(`explain (analyze, buffers) ${text}`, values);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function main() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const { rows: counted } = await client.query('select count(*)::int as n from listings');
  const listingCount = counted[0].n;
  log(`${listingCount.toLocaleString('en')} listings`);

  // 1. The monthly job, with its statement recorded for the plan (observed before the app connects).
  const jobStatements = [];
  const stop = observeQueries((text, values) => {
    if (/insert into area_price_stats/i.test(text)) jobStatements.push({ text, values });
  });
  const { app, database } = await inProcessApp(DATABASE_URL, DATA_DIR);
  const jobTimes = [];
  let jobRows = 0;
  for (let run = 0; run < JOB_RUNS; run += 1) {
    const started = performance.now();
    jobRows = await app.services.computeAreaStats();
    jobTimes.push((performance.now() - started) / 1000);
    log(`job run ${run + 1}: ${jobTimes.at(-1).toFixed(1)} s, ${jobRows} rows`);
  }
  stop();

  // 2. Every page with figures, through the API.
  const pages = await app.services.areaStats.sitemapPages();
  const apiTimes = [];
  for (let round = 0; round < ROUNDS; round += 1)
    for (const page of pages) apiTimes.push((await timedInject(app, `/api${page.path}/stats`)).ms);
  log(`${pages.length} pages × ${ROUNDS}: p95 ${fmt(stats(apiTimes).p95, 2)} ms`);

  // 3. Price checks of public listings spread over the ids.
  const { rows: picked } = await client.query(
    `select id from listings where status in ('for_sale', 'for_rent', 'active') and taken_down_at is null
      and id % $1 = 7 order by id limit $2`,
    [Math.max(1, Math.floor(listingCount / (CHECKS * 1.3))), CHECKS],
  );
  const checkTimes = [];
  let shown = 0;
  for (const { id } of picked) {
    const { ms, body } = await timedInject(app, `/api/properties/${id}/price-check/`);
    checkTimes.push(ms);
    if (body.check) shown += 1;
  }
  log(`${picked.length} checks, ${shown} shown: p95 ${fmt(stats(checkTimes).p95, 2)} ms`);
  await app.close();
  await database.close();

  // 4. The pages over HTTP from the production build.
  const port = await freePort();
  const server = await startAppServer({ port, databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
  let http = null;
  let alone = null;
  try {
    const probe = await fetch(`http://127.0.0.1:${port}${pages[0]?.path ?? '/areas/dubai'}`);
    if (probe.status === 200) {
      await measure(port, pages, 3, { connections: CONNECTIONS });
      http = await measure(port, pages, SECONDS, { connections: CONNECTIONS, record: true });
      // One visitor at a time: what a page costs without the queue of the others.
      alone = await measure(port, pages, SECONDS, { connections: 1, record: true });
      log(`HTTP pages: p95 ${fmt(http.p95, 1)} ms, ${fmt(http.rps, 0)} pages/s`);
    } else log(`the production build answers ${probe.status} for an area page: not measured`);
  } finally {
    server.kill('SIGTERM');
  }

  // 5. Plans.
  const plans = [];
  const statement = jobStatements.at(-1);
  if (statement) {
    // EXPLAIN ANALYZE runs the insert: in a transaction rolled back, after the delete the job does first.
    await client.query('begin');
    await client.query('delete from area_price_stats');
    plans.push({ kind: 'the monthly job', plan: await explain(client, statement.text, statement.values) });
    await client.query('rollback');
  }
  plans.push({
    kind: 'an area’s series',
    plan: await explain(
      client,
      `select * from area_price_stats where city_key = 'dubai' and area = 'Dubai Marina' and property_type = '' order by month`,
    ),
  });
  const sample = picked[Math.floor(picked.length / 2)];
  if (sample) {
    const { rows: one } = await client.query(
      `select city_key, area_name, purpose, property_type, currency, area_sqm,
        listing_size_class(country, area_type, area_sqm, bedrooms) as size_class from listings where id = $1`,
      [sample.id],
    );
    const l = one[0];
    plans.push({
      kind: `a price check (listing ${sample.id})`,
      plan: await explain(
        client,
        `select count(*), percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price) from (
          select distinct on (coalesce(l.unit_group_id, -l.id)) l.price::float8 as price from listings l
          where l.city_key = $1 and l.area_name = $2 and l.purpose = $3 and l.property_type = $4
            and l.created_at >= now() - interval '180 days' and l.area_name is not null
            and l.status in ('for_sale', 'for_rent', 'active', 'sold', 'rented') and l.taken_down_at is null
            and l.id <> $5 and l.currency = $6 and l.area_sqm between $7 * 0.75 and $7 * 1.25
            and listing_size_class(l.country, l.area_type, l.area_sqm, l.bedrooms) = $8
          order by coalesce(l.unit_group_id, -l.id), l.created_at) c`,
        [l.city_key, l.area_name, l.purpose, l.property_type, sample.id, l.currency, l.area_sqm, l.size_class],
      ),
    });
  }
  await client.end();

  const job = stats(jobTimes);
  const api = stats(apiTimes);
  const check = stats(checkTimes);
  const lines = [
    '# Area price statistics at 1M listings (issue 41)',
    '',
    `Run ${new Date().toISOString()} on ${machine()}; load average at the end ${loadAverage()}.`,
    `Data: ${listingCount.toLocaleString('en')} listings (run.mjs's load: two years of listings in the gazetteer's areas). Cache off.`,
    '',
    '| measure | n | p50 | p95 | p99 | target |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    `| the monthly job (s) | ${job.n} | ${fmt(job.p50)} | ${fmt(job.p95)} | ${fmt(job.p99)} | ≤ 60 s: ${Math.max(...jobTimes) <= 60 ? 'PASS' : 'FAIL'} (${jobRows.toLocaleString('en')} rows) |`,
    `| an area or city page's figures, API in process (ms) | ${api.n} | ${fmt(api.p50, 2)} | ${fmt(api.p95, 2)} | ${fmt(api.p99, 2)} | (the page's data) |`,
    http
      ? `| an area or city page over HTTP, ${CONNECTIONS} connections (ms) | ${http.requests} | ${fmt(http.p50)} | ${fmt(http.p95)} | ${fmt(http.p99)} | p95 ≤ 50 ms: ${http.p95 <= 50 && http.failed === 0 ? 'PASS' : 'FAIL'} (${fmt(http.rps, 0)} pages/s, ${http.failed} failed) |`
      : '| an area page over HTTP | — | — | — | — | not measured: the build has no area page |',
    alone
      ? `| an area or city page over HTTP, one connection (ms) | ${alone.requests} | ${fmt(alone.p50)} | ${fmt(alone.p95)} | ${fmt(alone.p99)} | p95 ≤ 50 ms: ${alone.p95 <= 50 && alone.failed === 0 ? 'PASS' : 'FAIL'} (${fmt(alone.rps, 0)} pages/s) |`
      : '',
    `| a listing's price check, in process (ms) | ${check.n} | ${fmt(check.p50, 2)} | ${fmt(check.p95, 2)} | ${fmt(check.p99, 2)} | ≤ 3 ms added: ${check.p50 <= 3 ? 'PASS' : 'FAIL'} at p50 (${shown} of ${check.n} listings had ≥ 8 comparables) |`,
    '',
    `${pages.length} pages with figures (the sitemap's). The price check runs beside the listing page's other reads, so`,
    'its own time is what it can add to the page.',
    '',
    '## Plans (EXPLAIN ANALYZE, BUFFERS)',
    '',
    ...plans.flatMap((p) => [`### ${p.kind}`, '', '```', p.plan, '```', '']),
  ];
  writeResults('scripts/benchmark/areas-results.md', lines.join('\n'));
  log('wrote scripts/benchmark/areas-results.md');
}

await main();
