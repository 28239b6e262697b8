/**
 * Illegal-society lists at scale (issue 37, J2.7; decision 0049), on the 1,000,000-listing
 * benchmark database, without changing it:
 *
 *   node --import tsx scripts/benchmark/societies.mjs
 *
 * The feature's tables are made as TEMPORARY tables of this script's one connection (same
 * columns and indexes as migration 0034, without foreign keys), so nothing is written to the
 * database and its migrations are not touched. Through the feature's own service and repository
 * (apps/server/src/features/societies):
 * 1. a synthetic list is imported: the tests' sample list, SOCIETIES_BENCH_FILLER made-up names,
 *    and two names of real benchmark areas ("Johar Town", "Model Town"), the worst case for a
 *    match (about 9,000 listings each);
 * 2. the full comparison (`compareAll`: every public Pakistani listing read once, in pages) is timed;
 * 3. the two big matches are confirmed, then the listing page's notice (`noticeFor`) is read for
 *    SOCIETIES_BENCH_READS Pakistani listings (half in a confirmed area), timed one by one;
 * 4. EXPLAIN (ANALYZE, BUFFERS) of the notice's statement is printed.
 * Writes scripts/benchmark/societies-results.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { percentile } from './bench-lib.mjs';
import { societyRepository } from '../../apps/server/src/features/societies/society.repository.ts';
import { societyService } from '../../apps/server/src/features/societies/society.service.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
const filler = Number(process.env.SOCIETIES_BENCH_FILLER ?? 500);
const reads = Number(process.env.SOCIETIES_BENCH_READS ?? 1000);

const client = new pg.Client({ connectionString: url });
await client.connect();
const db = drizzle(client);
/** The last statement the app sent, for EXPLAIN. */
let last = { text: '', values: [] };
const query = client.query.bind(client);
client.query = (config, values, callback) => {
  const given = Array.isArray(values) ? values : [];
  if (typeof config === 'object' && config?.text) last = { text: config.text, values: config.values ?? given };
  else if (typeof config === 'string') last = { text: config, values: given };
  return query(config, values, callback);
};

await client.query(`
  create temp table society_imports (id serial primary key, file_name text not null, row_count integer not null,
    sample boolean not null default false, imported_by integer, imported_at timestamptz not null default now());
  create temp table illegal_societies (id serial primary key, import_id integer not null, authority text not null,
    name text not null, aliases text[] not null default '{}', list_date date not null);
  create index on illegal_societies (import_id);
  create unique index on illegal_societies (authority, list_date, name);
  create temp table illegal_society_names (society_id integer not null, norm text not null, primary key (society_id, norm));
  create index on illegal_society_names using gin (norm gin_trgm_ops);
  create temp table society_matches (id serial primary key, society_id integer not null, city_key text not null,
    city text not null, areas jsonb not null default '[]', listings integer not null default 0,
    status text not null default 'pending', decided_by integer, decided_at timestamptz,
    found_at timestamptz not null default now());
  create unique index on society_matches (society_id, city_key);
  create index on society_matches (status, id);`);

const sample = fs.readFileSync(
  new URL('../../apps/server/test/fixtures/illegal-societies-sample.csv', import.meta.url),
  'utf8',
);
const made = Array.from(
  { length: filler },
  (_, i) => `LDA,Bench Society ${i + 1} Garden Town,Bench Soc ${i + 1},2024-08-03`,
);
const csv = [sample.trim(), ...made, 'LDA,Johar Town,,2024-08-03', 'LDA,Model Town Housing Scheme,,2024-08-03'].join(
  '\n',
);

const [{ id: adminId }] = (await client.query(`select id from users order by id limit 1`)).rows;
const admin = { id: adminId };
const societies = societyService({
  db,
  repo: societyRepository(db),
  audit: async () => {},
  scheduleComparison: async () => {},
});

const imported = await societies.importList({ file_name: 'bench.csv', csv }, admin);
let started = performance.now();
const compared = await societies.compareAll();
const compareMs = performance.now() - started;
const pending = await societies.matches('pending', 1);
const big = pending.results.filter((m) => /^(Johar|Model) Town/.test(m.society.name) && m.city === 'Lahore');
for (const match of big) await societies.decide(match.id, 'confirmed', admin);

const sampleRows = (
  await client.query(`(select country, city, city_key, address from listings where country = 'PK' and city_key = 'lahore'
      and (address like '%Johar Town%' or address like '%Model Town%') order by id desc limit ${reads / 2})
    union all (select country, city, city_key, address from listings where country = 'PK'
      and address not like '%Johar Town%' and address not like '%Model Town%' order by id limit ${reads / 2})`)
).rows;
const times = [];
let shown = 0;
for (const row of sampleRows) {
  const place = { country: row.country, city: row.city, cityKey: row.city_key, address: row.address };
  started = performance.now();
  if (await societies.noticeFor(place)) shown++;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const noticeSql = { ...last };
const confirmedPlace = sampleRows[0];
await societies.noticeFor({
  country: 'PK',
  city: confirmedPlace.city,
  cityKey: confirmedPlace.city_key,
  address: confirmedPlace.address,
});
const plan = (await client.query(`explain (analyze, buffers) ${last.text}`, last.values)).rows
  .map((r) => r['QUERY PLAN'])
  .join('\n');
await client.end();

const [l1, l5, l15] = os.loadavg().map((n) => n.toFixed(1));
const result = `# Illegal-society lists benchmark

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node --import tsx scripts/benchmark/societies.mjs\`
on ${url.replace(/\/\/[^@]*@/, '//')} (temporary tables: the database is not changed). Load average ${l1} / ${l5} / ${l15}.

- Data: ${compared.listings.toLocaleString('en-US')} public Pakistani listings (of the 1,000,000); a list of ${imported.societies} societies (the tests' sample, ${filler} made-up names, and two names of benchmark areas, "Johar Town" and "Model Town", each matching about 9,000 listings).
- Full comparison (\`compareAll\`, after an import or "check again", a background job): **${(compareMs / 1000).toFixed(1)} s**, ${compared.matches} matches (society and city) found.
- The listing page's notice (\`noticeFor\`, one statement on the list's trigram index; the listings table is not read): ${reads} Pakistani listings, half in a confirmed area, ${shown} notices shown: p50 **${percentile(times, 50).toFixed(2)} ms**, p95 **${percentile(times, 95).toFixed(2)} ms**, p99 ${percentile(times, 99).toFixed(2)} ms (one at a time, from the script's side).

## The notice's statement

\`\`\`sql
${noticeSql.text.replace(/\s+/g, ' ').trim()}
\`\`\`

\`\`\`
${plan}
\`\`\`
`;
fs.writeFileSync(new URL('./societies-results.md', import.meta.url), result);
console.log(result);
