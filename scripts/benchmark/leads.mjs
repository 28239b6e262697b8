/**
 * The lead inbox at scale (issue 36, "Done when"): one agency with 200,000 leads and 2,000,000
 * lead events on the 1,000,000-listing benchmark database, the inbox read through the app's HTTP
 * API with the response cache off, and what a lead adds to an inquiry's write.
 *
 *   node --import tsx scripts/benchmark/leads.mjs
 *
 * 1. The database (BENCH_DATABASE_URL) must hold BENCH_LISTINGS listings; when it holds fewer it is
 *    built as run.mjs builds it (dropped, seeded by the production build, bulk-loaded: ~11 min for
 *    1,000,000). The app built in this process migrates it to the latest migrations.
 * 2. The agency "Bench Leads Realty" (an owner, an admin, a manager with a team of 10 agents, 11
 *    more agents; all with the demo password) and its leads and events are inserted by SQL
 *    (generate_series, deterministic: no random()), unless they are there already.
 * 3. Reads: the app (built in this process from the sources, as bench-lib's inProcessApp, listening
 *    on a port, RESPONSE_CACHE_SECONDS=0) answers `GET /api/leads/` over HTTP, one request at a
 *    time, signed in through `POST /api/auth/login/`: the first page as the admin (every lead),
 *    the manager (the team's) and an agent (their own), then as the admin each filter and the
 *    search, each rotating over many values; BENCH_WARMUP requests first, then BENCH_REQUESTS
 *    measured (client-side time of the whole request).
 * 4. Writes: an inquiry's transaction as listing.service.ts runs it, alone (the inquiry's insert)
 *    and with its lead (the insert and leads.recordInquiry: the lead's upsert and its event),
 *    alternating, BENCH_WRITES of each, for a new person and for a known one. The rows written are
 *    removed afterwards and the known leads put back as they were, so runs repeat.
 *
 * LEADS_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of every statement the app sent for the
 * first request of each case. Writes scripts/benchmark/leads-results.md.
 *
 * Settings (environment): BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/estate_bench),
 * BENCH_LISTINGS (1000000), LEADS_COUNT (200000), LEADS_EVENTS_PER_LEAD (10: 2,000,000 events),
 * BENCH_REQUESTS (200), BENCH_WARMUP (30), BENCH_WRITES (1000), LEADS_RESEED=1 (insert the agency again),
 * LEADS_SEED_ONLY=1 (stop after the data), LEADS_CASES (a pattern: only the read cases it matches; for trying
 * a change), BENCH_WRITES=0 (no writes).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  fmt,
  freePort,
  inProcessApp,
  loadAverage,
  logIn,
  machine,
  observeQueries,
  recreateDatabase,
  startAppServer,
  writeResults,
} from './bench-lib.mjs';
import { bulkLoadListings } from './load.mjs';
import {
  DATABASE_URL,
  DATA_DIR,
  DEMO_PASSWORD,
  LISTINGS,
  RESULTS_FILE,
  TARGET_P95_MS,
  TARGET_WRITE_MS,
  WARMUP,
  REQUESTS,
  WRITES,
  env,
  log,
  root,
} from './leads/settings.mjs';
import { MEMBERS, emailOf } from './leads/lead-data.mjs';
import { seedLeads } from './leads/seed-leads.mjs';
import { caseValues, explain, measureCase } from './leads/reads.mjs';
import { measureWrites } from './leads/writes.mjs';

/** The 1M-listing database, built as run.mjs builds it when it holds fewer listings. */
async function ensureListings() {
  const count = async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    try {
      await client.connect();
      return (await client.query('select count(*)::int as n from listings')).rows[0].n;
    } catch {
      return 0;
    } finally {
      await client.end().catch(() => {});
    }
  };
  const existing = await count();
  if (existing >= LISTINGS) return existing;
  if (!fs.existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    throw new Error('The database needs seeding by the production build: run `npm run build` first.');
  }
  log(`${DATABASE_URL} holds ${existing} listings: building it with ${LISTINGS} (as run.mjs does)`);
  await recreateDatabase(DATABASE_URL, DATA_DIR);
  const port = await freePort();
  const server = await startAppServer({
    port,
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    settings: { SEED_ON_START: 'true' },
  });
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const ms = await bulkLoadListings(client, LISTINGS, { log });
    log(`loaded in ${(ms / 60_000).toFixed(1)} min`);
  } finally {
    await client.end();
  }
  return count();
}

async function main() {
  const listingCount = await ensureListings();
  // Statements the app sends, recorded while `statements.recording` (LEADS_EXPLAIN); before the app connects.
  const statements = [];
  const stop = observeQueries((text, params) => {
    if (statements.recording) statements.push({ text, params });
  });
  log('building the app in this process (migrates the database)');
  const { app, database } = await inProcessApp(DATABASE_URL, DATA_DIR);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const agency = await seedLeads(client);
    if (env.LEADS_SEED_ONLY === '1') return;
    const settings = Object.fromEntries(
      (
        await client.query(
          `select name, current_setting(name) as value from pg_settings
          where name in ('server_version', 'shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'jit')`,
        )
      ).rows.map((r) => [r.name, r.value]),
    );
    const counts = (
      await client.query(
        `select (select count(*)::int from leads where agency_id = $1) as leads,
          (select count(*)::int from lead_events e join leads l on l.id = e.lead_id where l.agency_id = $1) as events`,
        [agency],
      )
    ).rows[0];
    const loadBefore = loadAverage();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = app.server.address().port;
    const cookies = {
      admin: await logIn(port, emailOf('admin'), DEMO_PASSWORD),
      manager: await logIn(port, emailOf('manager'), DEMO_PASSWORD),
      agent: await logIn(port, emailOf('agent-3'), DEMO_PASSWORD),
    };
    const v = await caseValues(client, agency);
    const q = (name, values) => values.map((value) => `/api/leads/?${name}=${encodeURIComponent(value)}`);
    const cases = [
      ['First page, admin (every lead)', ['/api/leads/'], 'admin'],
      ['First page, manager (the team)', ['/api/leads/'], 'manager'],
      ['First page, agent (their own)', ['/api/leads/'], 'agent'],
      ['Page 2, admin', ['/api/leads/?page=2'], 'admin'],
      ['Filter: status', q('status', v.statuses), 'admin'],
      ['Filter: channel', q('channel', v.channels), 'admin'],
      ['Filter: listing', q('listing_id', v.listingIds), 'admin'],
      ['Filter: assignee', q('assignee_id', v.members), 'admin'],
      ['Filter: date range', v.ranges.map((r) => `/api/leads/?${r}`), 'admin'],
      ['Search: name', q('q', v.names), 'admin'],
      ['Search: phone digits', q('q', v.phones), 'admin'],
      ['Search: e-mail', q('q', v.emails), 'admin'],
      ['Filter: status, manager', q('status', v.statuses), 'manager'],
      ['Filter: channel, agent', q('channel', v.channels), 'agent'],
      ['Search: a mail domain', q('q', ['gmail', 'hotmail', 'yahoo.com', 'outlook', 'icloud']), 'admin'],
      ['Search: name, agent', q('q', v.names), 'agent'],
      [
        'Channel and search',
        v.names.map((n, i) => `/api/leads/?channel=${v.channels[i % v.channels.length]}&q=${encodeURIComponent(n)}`),
        'admin',
      ],
    ];
    const rows = [];
    const only = env.LEADS_CASES ? new RegExp(env.LEADS_CASES, 'i') : null;
    for (const [name, paths, who] of cases.filter(([name]) => !only || only.test(name))) {
      const row = { ...(await measureCase(port, name, paths, cookies[who], statements)), who };
      rows.push(row);
      log(
        `${name} (${who}): p50 ${fmt(row.p50)} ms, p95 ${fmt(row.p95)} ms, p99 ${fmt(row.p99)} ms; ${row.matched} leads matched`,
      );
      for (const plan of row.plans) {
        console.log(`\n--- ${name}: ${plan.text.replace(/\s+/g, ' ').slice(0, 400)}\n${await explain(client, plan)}`);
      }
    }
    log(`inquiry writes: ${WRITES} of each, alternating`);
    const writes = WRITES > 0 ? await measureWrites(app, database, client, agency) : {};
    for (const [who, w] of Object.entries(writes)) {
      log(
        `${who} person: inquiry alone p50 ${fmt(w.alone.p50, 2)} / p95 ${fmt(w.alone.p95, 2)} ms; with its lead p50 ${fmt(w.withLead.p50, 2)} / p95 ${fmt(w.withLead.p95, 2)} ms; the lead's statement p50 ${fmt(w.lead.p50, 2)} / p95 ${fmt(w.lead.p95, 2)} ms`,
      );
    }

    const pass = (row) => (row.p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL');
    const readTable = [
      '| Case | As | p50 (ms) | p95 (ms) | p99 (ms) | Leads matched | Result |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- |',
      ...rows.map(
        (r) => `| ${r.name} | ${r.who} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.matched} | ${pass(r)} |`,
      ),
    ].join('\n');
    const writeTable = [
      '| Person | Inquiry alone p50 / p95 (ms) | Inquiry and lead p50 / p95 (ms) | Added p50 / p95 (ms) | The lead’s statement p50 / p95 (ms) | Result |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      ...Object.entries(writes).map(([who, w]) => {
        const added = { p50: w.withLead.p50 - w.alone.p50, p95: w.withLead.p95 - w.alone.p95 };
        return `| ${who} | ${fmt(w.alone.p50, 2)} / ${fmt(w.alone.p95, 2)} | ${fmt(w.withLead.p50, 2)} / ${fmt(w.withLead.p95, 2)} | ${fmt(added.p50, 2)} / ${fmt(added.p95, 2)} | ${fmt(w.lead.p50, 2)} / ${fmt(w.lead.p95, 2)} | ${added.p95 <= TARGET_WRITE_MS ? 'PASS' : 'FAIL'} |`;
      }),
    ].join('\n');
    console.log(`\n${readTable}\n\n${writeTable}\n`);
    const report = `# Lead inbox benchmark

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node --import tsx scripts/benchmark/leads.mjs\`.

- Machine: ${machine()}; load average ${loadBefore} before the reads, ${loadAverage()} at the end (others' work shares it); PostgreSQL ${settings.server_version} on the same machine (shared_buffers ${settings.shared_buffers}, work_mem ${settings.work_mem}, effective_cache_size ${settings.effective_cache_size}, random_page_cost ${settings.random_page_cost}).
- Data: ${listingCount.toLocaleString('en-US')} listings; the agency "Bench Leads Realty" with ${MEMBERS.length} members (owner, admin, a manager with a team of 10 agents, 11 more agents), ${counts.leads.toLocaleString('en-US')} leads and ${counts.events.toLocaleString('en-US')} lead events.
- Reads: \`GET /api/leads/\` through HTTP to the app built in this process from the sources (response cache off), signed in; one request at a time, ${WARMUP} warm-up requests, then ${REQUESTS} measured per case, rotating over the number of values shown; time from sending the request to the last byte of the answer. Filters and searches as the admin (every lead) unless said.
- Writes: an inquiry's transaction as \`listing.service.ts\` runs it, alone (its insert) and with its lead (the insert and \`leads.recordInquiry\`: the lead's upsert and its event in one statement), alternating, ${WRITES} of each after 50 of warm-up, for a person new to the agency and for a person who is its lead already; "the lead's statement" is the time of \`recordInquiry\` inside the transaction; the rows written were removed afterwards.
- Targets (issue 36): p95 ≤ ${TARGET_P95_MS} ms for each read; a lead adds ≤ ${TARGET_WRITE_MS} ms to the inquiry's write (p95).

${readTable}

${writeTable}

Example requests:

${rows.map((r) => `- ${r.name} (${r.variants === 1 ? 'one value' : `${r.variants} values`}): \`${r.example}\``).join('\n')}
`;
    writeResults(RESULTS_FILE, report);
    log(`wrote ${RESULTS_FILE}`);
  } finally {
    stop();
    await client.end();
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
