/**
 * One listing per real unit at scale (issue 37): the duplicate check at publish and search's one
 * card per unit on the 1,000,000-listing benchmark database.
 *
 *   node --import tsx scripts/benchmark/units.mjs
 *
 * 1. The database (BENCH_DATABASE_URL) must hold the run.mjs load (1,000,329 listings). The app,
 *    built in this process from the sources, migrates it; the time of migration 0033 is reported
 *    when this run applies it.
 * 2. Photo hashes, unless there already: the newest UNITS_HASHED_SHARE of the listings (by id: the
 *    load's dates grow with the id, and photos get hashes from the day this ships) get 4 to 8 photos
 *    each, random 64-bit dHashes, indexed as the app indexes them (photo-keys.ts). Of the hashed
 *    listings, UNITS_GROUPED_SHARE form groups of 2 or 3 listings of the same city, purpose and type
 *    sharing their photos (each copy 0 to 3 bits off) with unit_group_id set, as publication does.
 *    The GIN index is dropped for the load and built again (timed).
 * 3. The publish check: checkAtPublish (unit-check.ts, the real function) for UNITS_CHECKS listings
 *    (a third grouped, the rest hashed or not), each in a transaction rolled back (it writes the
 *    listing's photo rows and its group); p50/p95/p99 of its time, and its statements' plans.
 * 4. Search: the filtered and keyword rotations of run.mjs through the app's search service (in
 *    process), each search with the units hook and with a listing service built without it (what
 *    main runs), alternating, UNITS_ROUNDS times: time per search, the share of pages that held a
 *    grouped card, and the collapse statement's plan.
 * Writes scripts/benchmark/units-results.md.
 */
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inProcessApp, isRead, observeQueries, percentile } from './bench-lib.mjs';
import { scenarioPaths } from './rotation.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
const HASHED_SHARE = Number(env.UNITS_HASHED_SHARE ?? 0.2);
const GROUPED_SHARE = Number(env.UNITS_GROUPED_SHARE ?? 0.1);
const CHECKS = Number(env.UNITS_CHECKS ?? 600);
const ROUNDS = Number(env.UNITS_ROUNDS ?? 3);
const DATA_DIR = path.join(os.tmpdir(), 'estate-bench-units');
const log = (message) => console.log(`[units] ${message}`);
const ms = (x) => x.toFixed(2);

/** A seeded generator (runs repeat). */
function generator(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s;
  };
}

/** The GIN index of the keys, built after the load (timed); a run cut short before it builds it now. */
async function buildKeysIndex(client) {
  const built = performance.now();
  await client.query('set maintenance_work_mem = $$512MB$$');
  await client.query(
    'create index if not exists listing_photo_hashes_keys_gin on listing_photo_hashes using gin (keys) with (fastupdate = off)',
  );
  await client.query('analyze listing_photo_hashes');
  await client.query('analyze listings');
  return (performance.now() - built) / 1000;
}

async function seedHashes(client, photoKeys) {
  const have = Number((await client.query('select count(*)::int n from listing_photo_hashes')).rows[0].n);
  if (have > 0) {
    const indexed = (await client.query(`select to_regclass('listing_photo_hashes_keys_gin') as i`)).rows[0].i;
    return { seeded: false, hashes: have, indexSeconds: indexed ? null : await buildKeysIndex(client) };
  }
  const { max } = (await client.query('select max(id) max from listings')).rows[0];
  const from = Math.round(max * (1 - HASHED_SHARE));
  log(`hashing the photos of listings ${from}..${max}`);
  await client.query('drop index if exists listing_photo_hashes_keys_gin');
  const random = generator(37);
  const hash64 = () => BigInt.asIntN(64, (BigInt(random()) << 32n) | BigInt(random()));
  const started = performance.now();
  let hashes = 0;
  let grouped = 0;
  const batch = 20_000;
  for (let low = from; low <= max; low += batch) {
    // Ordered by scope, so neighbours share a city, purpose and type: a group is a run of them.
    const rows = (
      await client.query(
        `select id, city_key, purpose, property_type from listings where id between $1 and $2
         order by city_key, purpose, property_type, id`,
        [low, low + batch - 1],
      )
    ).rows;
    const ids = [];
    const uploads = [];
    const dhashes = [];
    const keys = [];
    const groups = [];
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      const scope = { cityKey: row.city_key, purpose: row.purpose, propertyType: row.property_type };
      const photos = Array.from({ length: 4 + (random() % 5) }, hash64);
      const size = random() / 2 ** 32 < GROUPED_SHARE / 2.5 ? 2 + (random() % 2) : 1;
      const members = [row];
      for (let j = 1; j < size && rows[i + j] && rows[i + j].city_key === row.city_key; j++) {
        if (rows[i + j].purpose === row.purpose && rows[i + j].property_type === row.property_type) {
          members.push(rows[i + j]);
        }
      }
      for (const [m, member] of members.entries()) {
        for (const photo of photos) {
          let h = photo;
          for (let b = 0; b < (m === 0 ? 0 : random() % 4); b++) h ^= 1n << BigInt(random() % 64);
          h = BigInt.asIntN(64, h);
          ids.push(member.id);
          uploads.push(crypto.randomUUID());
          dhashes.push(String(h));
          keys.push(`{${photoKeys(h, scope).join(',')}}`);
        }
        if (members.length > 1) groups.push([member.id, row.id]);
      }
      i += members.length - 1;
    }
    await client.query(
      `insert into listing_photo_hashes (listing_id, upload_id, dhash, keys)
       select l, u, d, k::int[] from unnest($1::int[], $2::uuid[], $3::bigint[], $4::text[]) as t(l, u, d, k)`,
      [ids, uploads, dhashes, keys],
    );
    if (groups.length) {
      await client.query(
        `update listings l set unit_group_id = g.group_id
         from unnest($1::int[], $2::int[]) as g(id, group_id) where l.id = g.id`,
        [groups.map((g) => g[0]), groups.map((g) => g[1])],
      );
    }
    hashes += ids.length;
    grouped += groups.length;
  }
  const loaded = performance.now() - started;
  log(`${hashes} photo hashes, ${grouped} grouped listings in ${(loaded / 1000).toFixed(0)} s; building the GIN index`);
  return { seeded: true, hashes, grouped, loadSeconds: loaded / 1000, indexSeconds: await buildKeysIndex(client) };
}

async function explain(client, { text, params }) {
  const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function main() {
  const statements = [];
  statements.recording = false;
  observeQueries((text, params) => {
    if (statements.recording && isRead(text)) statements.push({ text, params });
  });
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  // The database's own statement timeout is the app's; this script's loads and index builds take longer.
  await client.query('set statement_timeout = 0');
  const before = (await client.query(`select to_regclass('listing_photo_hashes') as t`)).rows[0].t;
  log('building the app in this process (migrates the database)');
  const migrating = performance.now();
  const { app, database } = await inProcessApp(DATABASE_URL, DATA_DIR);
  const migrationSeconds = before ? null : (performance.now() - migrating) / 1000;
  const { photoKeys } = await import(path.join(root, 'apps/server/src/features/units/photo-keys.ts'));
  const { checkAtPublish, unitMatches } = await import(path.join(root, 'apps/server/src/features/units/unit-check.ts'));
  const { unitRepository } = await import(path.join(root, 'apps/server/src/features/units/unit.repository.ts'));
  const { parseSearchFilters } = await import(path.join(root, 'packages/shared/src/index.ts'));
  const listingCount = Number((await client.query('select count(*)::int n from listings')).rows[0].n);
  const seed = await seedHashes(client, photoKeys);
  const figures = {
    groupedListings: Number(
      (await client.query('select count(*)::int n from listings where unit_group_id is not null')).rows[0].n,
    ),
    hashedListings: Number(
      (await client.query('select count(distinct listing_id)::int n from listing_photo_hashes')).rows[0].n,
    ),
    hashes: Number((await client.query('select count(*)::int n from listing_photo_hashes')).rows[0].n),
    ginMb: Number(
      (await client.query(`select pg_relation_size('listing_photo_hashes_keys_gin') / 1e6 as mb`)).rows[0].mb,
    ),
  };
  log(JSON.stringify(figures));

  // The publish check, each in a rolled-back transaction.
  const sample = (
    await client.query(
      `(select id, 'grouped' as kind from listings where unit_group_id is not null order by id desc limit $1)
       union all (select distinct listing_id, 'hashed' from listing_photo_hashes h
         where not exists (select 1 from listings l where l.id = h.listing_id and l.unit_group_id is not null)
         order by listing_id limit $1)
       union all (select id, 'no photos' from listings where id % 97 = 0 and id < 500000 limit $1)`,
      [Math.round(CHECKS / 3)],
    )
  ).rows;
  // The sampled listings' photos as uploads (what a publication reads its hashes from), removed after.
  await client.query(
    `insert into uploads (user_id, listing_id, kind, position, mime, size, original_name, storage_keys, url, dhash)
     select l.owner_id, h.listing_id, case when row_number() over w = 1 then 'featured' else 'gallery' end,
       row_number() over w, 'image/webp', 1000, 'units-bench.webp', '{}', '/media/units-bench.webp', h.dhash
     from listing_photo_hashes h join listings l on l.id = h.listing_id
     where h.listing_id = any($1::int[]) window w as (partition by h.listing_id order by h.upload_id)`,
    [sample.map((r) => Number(r.id))],
  );
  const times = { all: [], grouped: [], hashed: [], 'no photos': [] };
  /** The check alone: the photo, place and permit criteria (reads), as unitMatches runs them. */
  const matchTimes = { all: [], grouped: [], hashed: [], 'no photos': [] };
  let paused = 0;
  const plans = [];
  for (const [i, row] of sample.entries()) {
    statements.length = 0;
    statements.recording = i === 0 || i === sample.length - 1;
    const listing = await unitRepository.listing(database.db, Number(row.id));
    const hashes = (await unitRepository.photoHashes(database.db, listing.id)).map((p) => p.dhash);
    const matching = performance.now();
    await unitMatches(database.db, listing, hashes);
    const matched = performance.now() - matching;
    matchTimes.all.push(matched);
    matchTimes[row.kind].push(matched);
    const started = performance.now();
    try {
      await database.db.transaction(async (tx) => {
        await checkAtPublish(tx, Number(row.id), { differentUnit: false, created: false });
        throw new Error('rollback');
      });
    } catch (error) {
      if (error.code === 'duplicate_unit') paused++;
      else if (error.message !== 'rollback') throw error;
    }
    const took = performance.now() - started;
    statements.recording = false;
    times.all.push(took);
    times[row.kind].push(took);
    if (statements.length) plans.push(...statements.map((s) => ({ ...s, kind: row.kind })));
  }
  await client.query(`delete from uploads where original_name = 'units-bench.webp'`);
  const stats = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { n: xs.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  };
  const checkStats = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, stats(v)]));
  const matchStats = Object.fromEntries(Object.entries(matchTimes).map(([k, v]) => [k, stats(v)]));
  log(`check (reads): ${JSON.stringify(matchStats.all)}`);
  log(`publish check: ${JSON.stringify(checkStats.all)} (${paused} paused on their group's own listing)`);
  const checkPlans = [];
  for (const s of plans.filter((p) => /listing_photo_hashes|location/.test(p.text)).slice(0, 4)) {
    checkPlans.push({ kind: s.kind, text: s.text, plan: await explain(client, s) });
  }

  // Search with the units hook and without it.
  const paths = await scenarioPaths(client);
  const searches = [...paths.filtered, ...paths.keyword].map((p) =>
    parseSearchFilters(Object.fromEntries(new URL(p, 'http://x').searchParams)),
  );
  // The same search service without the units hook (what main runs), built on the same database:
  // each search runs both ways, in alternating order, so the machine's drift falls on both alike.
  const { listingService } = await import(path.join(root, 'apps/server/src/features/listings/listing.service.ts'));
  const { listingRepository } = await import(
    path.join(root, 'apps/server/src/features/listings/listing.repository.ts')
  );
  const plain = listingService({ db: database.db, repo: listingRepository(database.db) });
  const grouped = app.services.listings;
  const search = { with: [], without: [] };
  let groupedPages = 0;
  let collapsePlan = null;
  for (const filters of searches) {
    await grouped.search(filters, null); // warm both
    await plain.search(filters, null);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, filters] of searches.entries()) {
      const order = (i + round) % 2 ? ['without', 'with'] : ['with', 'without'];
      for (const mode of order) {
        statements.length = 0;
        statements.recording = mode === 'with' && !collapsePlan;
        const started = performance.now();
        const answer = await (mode === 'with' ? grouped : plain).search(filters, null);
        search[mode].push(performance.now() - started);
        statements.recording = false;
        const collapse = statements.find((st) => st.text.includes('"unit_group_id" in'));
        if (collapse && !collapsePlan) collapsePlan = { text: collapse.text, plan: await explain(client, collapse) };
        if (mode === 'with' && round === 0 && answer.results.some((r) => r.unit_group)) groupedPages++;
      }
    }
  }
  const searchStats = { with: stats(search.with), without: stats(search.without) };
  log(`search: ${JSON.stringify(searchStats)}; pages with a grouped card: ${groupedPages} of ${searches.length}`);

  const settings = (
    await client.query(
      `select name, current_setting(name) as value from pg_settings where name in ('server_version', 'shared_buffers')`,
    )
  ).rows;
  const lines = [
    '# One listing per real unit at scale (issue 37)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`node --import tsx scripts/benchmark/units.mjs\`` +
      ` on ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' / ')} at the end` +
      ` (other sessions share the machine); ${settings.map((s) => `${s.name} ${s.value}`).join(', ')}.`,
    '',
    `- Data: ${listingCount.toLocaleString('en')} listings; ${figures.hashes.toLocaleString('en')} photo hashes of ${figures.hashedListings.toLocaleString('en')} listings (the newest ${HASHED_SHARE * 100} %), ${figures.groupedListings.toLocaleString('en')} listings in groups of 2 or 3 (${((figures.groupedListings / listingCount) * 100).toFixed(1)} % of all listings, all among the newest: most search pages hold one). GIN index of the keys: ${figures.ginMb.toFixed(0)} MB.`,
    migrationSeconds === null
      ? '- Migration 0033: applied before this run.'
      : `- Migration 0033 on this database: ${migrationSeconds.toFixed(1)} s (two nullable columns on listings, one on uploads, three tables, listings_unit_group_idx built by one read of the table).`,
    seed.seeded
      ? `- Loading the hashes: ${seed.loadSeconds.toFixed(0)} s; building the GIN index after: ${seed.indexSeconds.toFixed(0)} s.`
      : `- Hashes loaded by an earlier run${seed.indexSeconds ? `; the GIN index built by this one in ${seed.indexSeconds.toFixed(0)} s` : ''}.`,
    '',
    '## The duplicate check at publish',
    '',
    'The check: the photo, place and permit criteria as `unitMatches` runs them (what a publication waits for). The whole',
    "publication step: `checkAtPublish` in a transaction rolled back, which also rewrites the listing's photo rows (28 GIN",
    'entries per photo, `fastupdate = off`) and joins the group.',
    '',
    '| Listings | n | check p50 (ms) | check p95 (ms) | check p99 (ms) | with index rewrite p50 | p95 | p99 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...Object.keys(checkStats).map((k) => {
      const [c, w] = [matchStats[k], checkStats[k]];
      return `| ${k} | ${c.n} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(c.p99)} | ${ms(w.p50)} | ${ms(w.p95)} | ${ms(w.p99)} |`;
    }),
    '',
    `Target: the check's p95 ≤ 20 ms: ${matchStats.all.p95 <= 20 ? 'PASS' : 'FAIL'} on this run. ${paused} checks paused (a grouped listing's twin shared its lister or agency: the load takes owners from demo listings).`,
    '',
    '## Search with the units hook and without it (same data, same process, each search both ways in alternating order)',
    '',
    `${searches.length} searches (the filtered and keyword rotations of run.mjs), ${ROUNDS} rounds each way; ${groupedPages} of ${searches.length} pages held a grouped card.`,
    '',
    '| | n | p50 (ms) | p95 (ms) | p99 (ms) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...Object.entries(searchStats).map(
      ([k, s]) => `| ${k} grouping | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} |`,
    ),
    '',
    '## Plans (EXPLAIN ANALYZE, BUFFERS)',
    '',
    ...[...checkPlans, ...(collapsePlan ? [{ kind: 'search collapse', ...collapsePlan }] : [])].flatMap((p) => [
      `### ${p.kind}: \`${p.text.replace(/\s+/g, ' ').slice(0, 160)}…\``,
      '',
      '```',
      p.plan,
      '```',
      '',
    ]),
  ];
  fs.writeFileSync(path.join(root, 'scripts/benchmark/units-results.md'), lines.join('\n'));
  log('wrote scripts/benchmark/units-results.md');
  await app.close();
  await database.close();
  await client.end();
}

await main();
