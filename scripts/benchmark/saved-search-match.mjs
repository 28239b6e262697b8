/**
 * Saved-search matching at scale (issue 18): 100,000 saved searches against a new listing in at
 * most 50 ms of database time.
 *
 *   node --import tsx scripts/benchmark/saved-search-match.mjs
 *
 * ALERTS_BENCH_DATABASE_URL   default postgres://postgres@127.0.0.1:5432/estate_alerts_bench; dropped
 *                             and created again
 * ALERTS_BENCH_SEARCHES       saved searches to make (100,000)
 * ALERTS_BENCH_LISTINGS       listings to match, one after the other (200)
 * ALERTS_BUDGET_MS            the p95 to stay under (50)
 *
 * Makes 5,000 users and the saved searches they would keep (a city in 85 % of them, a purpose in
 * 80 %, a type in half, a price cap in 70 %, bedrooms in half, a keyword in 15 %, a map area in
 * 5 %, some paused), then, for each of ALERTS_BENCH_LISTINGS listings across the same cities, runs
 * what the "listing published" job runs: the narrowing statement on saved_searches_match_idx and
 * the confirmation of the candidates with their whole searches. Every statement is run again under
 * EXPLAIN (ANALYZE) and the database time (planning + execution) summed per listing; the script
 * prints the p50, p95 and worst, the candidates and matches per listing, and the plan of the
 * narrowing statement. Exits 1 when the p95 is over the budget.
 */
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { savedSearchRepository } from '../../apps/server/src/features/saved-searches/saved-search.repository.ts';
import { savedSearches } from '../../apps/server/src/features/saved-searches/saved-search.table.ts';
import { buildListingRow } from '../../apps/server/src/features/listings/listing-row.ts';
import { listings } from '../../apps/server/src/features/listings/listing.table.ts';
import { listingSearchRepository } from '../../apps/server/src/features/listings/listing-search.repository.ts';
import { users } from '../../apps/server/src/features/users/user.table.ts';
import { savedSearchQuery, savedSearchFilters } from '../../packages/shared/src/index.ts';
import { explain } from './explain.mjs';
import { observeQueries, percentile, recreateDatabase } from './bench-lib.mjs';

const env = process.env;
const DATABASE_URL = env.ALERTS_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_alerts_bench';
const SEARCHES = Number(env.ALERTS_BENCH_SEARCHES ?? 100_000);
const LISTINGS = Number(env.ALERTS_BENCH_LISTINGS ?? 200);
const BUDGET_MS = Number(env.ALERTS_BUDGET_MS ?? 50);
const USERS = 5_000;
const log = (message) => console.log(`[alerts] ${message}`);

/** A small deterministic random source, so two runs measure the same data. */
let state = 20261125;
const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

const PLACES = [
  ['PK', 'Lahore', 31.52, 74.35, 'PKR', 25_000_000],
  ['PK', 'Karachi', 24.86, 67.01, 'PKR', 30_000_000],
  ['PK', 'Islamabad', 33.68, 73.05, 'PKR', 35_000_000],
  ['PK', 'Rawalpindi', 33.6, 73.04, 'PKR', 15_000_000],
  ['PK', 'Faisalabad', 31.42, 73.08, 'PKR', 12_000_000],
  ['PK', 'Multan', 30.16, 71.52, 'PKR', 10_000_000],
  ['PK', 'Peshawar', 34.01, 71.52, 'PKR', 11_000_000],
  ['AE', 'Dubai', 25.2, 55.27, 'AED', 2_000_000],
  ['AE', 'Abu Dhabi', 24.45, 54.38, 'AED', 1_800_000],
  ['AE', 'Sharjah', 25.35, 55.4, 'AED', 900_000],
  ['SA', 'Riyadh', 24.71, 46.68, 'SAR', 1_500_000],
  ['SA', 'Jeddah', 21.49, 39.19, 'SAR', 1_300_000],
  ['EG', 'Cairo', 30.04, 31.24, 'EGP', 5_000_000],
  ['EG', 'Alexandria', 31.2, 29.92, 'EGP', 3_500_000],
  ['QA', 'Doha', 25.29, 51.53, 'QAR', 2_500_000],
];
const TYPES = ['house', 'apartment', 'plot', 'villa', 'penthouse', 'shop', 'office'];
const WORDS = ['garden', 'corner', 'furnished', 'sea view', 'park', 'metro', 'pool', 'بحريہ', 'فيلا', 'balcony'];

function randomQuery() {
  const [, city, lat, lng, , typical] = pick(PLACES);
  const params = new URLSearchParams();
  if (chance(0.15)) params.set('q', pick(WORDS));
  if (chance(0.8)) params.set('purpose', chance(0.7) ? 'sale' : 'rent');
  if (chance(0.5)) params.set('property_type', pick(TYPES));
  if (chance(0.85)) params.set('city', city);
  if (chance(0.3)) params.set('min_price', String(Math.round(typical * (0.3 + random() * 0.5))));
  if (chance(0.7)) params.set('max_price', String(Math.round(typical * (0.8 + random() * 1.5))));
  if (chance(0.5)) params.set('bedrooms', String(1 + Math.floor(random() * 5)));
  if (chance(0.05))
    params.set('bbox', [lng - 0.05, lat - 0.05, lng + 0.05, lat + 0.05].map((n) => n.toFixed(4)).join(','));
  return savedSearchQuery(params);
}

function searchRow(userId, query) {
  const filters = savedSearchFilters(query);
  return {
    userId,
    name: 'Benchmark search',
    query,
    purpose: filters.purpose ?? '',
    cityKey: filters.city ? filters.city.toLowerCase() : '',
    propertyType: filters.property_type ?? '',
    minPrice: filters.min_price ?? null,
    maxPrice: filters.max_price ?? null,
    bedrooms: filters.bedrooms ?? null,
    frequency: pick(['instant', 'daily', 'weekly']),
    notifyEmail: true,
    notifyInApp: true,
    digestHour: 8,
    timeZone: 'Asia/Karachi',
    paused: chance(0.05),
  };
}

function listingInput() {
  const [country, city, lat, lng, currency, typical] = pick(PLACES);
  const type = pick(TYPES);
  return {
    purpose: chance(0.7) ? 'sale' : 'rent',
    area_type: ['shop', 'office'].includes(type) ? 'commercial' : type === 'plot' ? 'plot' : 'residential',
    property_type: type,
    title: `${pick(['Bright', 'Quiet', 'New'])} ${type} with ${pick(WORDS)} in ${city}`,
    description: `Close to the ${pick(WORDS)}.`,
    price: Math.round(typical * (0.5 + random())),
    currency,
    rent_frequency: undefined,
    bedrooms: 1 + Math.floor(random() * 5),
    bathrooms: 1 + Math.floor(random() * 3),
    floors: 1,
    amenities: [],
    country,
    city,
    address: `Street ${Math.floor(random() * 90)}, ${city}`,
    latitude: lat + (random() - 0.5) * 0.1,
    longitude: lng + (random() - 0.5) * 0.1,
    area_unit: 'sqft',
    area_size: 1200,
    youtube_links: [],
  };
}

/** Every statement the matcher sends while `capturing`, with its parameters. */
let capturing = null;
observeQueries((text, params) => capturing?.push({ text, params }));

log(`recreating ${DATABASE_URL}`);
await recreateDatabase(DATABASE_URL, '/tmp/estate-alerts-bench');
const database = await openDatabase({ url: DATABASE_URL, migrate: true, preparedStatements: false });
const { db } = database;

log(`${USERS} users, ${SEARCHES} saved searches, ${LISTINGS} listings`);
const userIds = [];
for (let start = 0; start < USERS; start += 1000) {
  const rows = Array.from({ length: Math.min(1000, USERS - start) }, (_, i) => ({
    email: `alerts-${start + i}@bench.test`,
    fullName: `Bench user ${start + i}`,
    slug: `bench-user-${start + i}`,
    passwordHash: 'x',
    phoneNumber: '+92 300 0000000',
    type: 'owner',
    termsAcceptedAt: new Date(),
  }));
  const inserted = await db.insert(users).values(rows).returning({ id: users.id });
  userIds.push(...inserted.map((r) => r.id));
}
for (let start = 0; start < SEARCHES; start += 2000) {
  const rows = Array.from({ length: Math.min(2000, SEARCHES - start) }, () => searchRow(pick(userIds), randomQuery()));
  await db.insert(savedSearches).values(rows);
}
const made = [];
for (let i = 0; i < LISTINGS; i += 1) {
  const input = listingInput();
  const id = 1_000_000 + i;
  const row = buildListingRow(input, userIds[0], id, 'active');
  await db.insert(listings).values(row);
  made.push({ ...row, input });
}
await db.execute('analyze');

const repo = savedSearchRepository(db, listingSearchRepository(db).contextOf);
const client = new pg.Client({ connectionString: DATABASE_URL });
await client.connect();
const totals = [];
const candidateCounts = [];
const matchCounts = [];
let narrowingPlan = '';
for (const listing of made) {
  capturing = [];
  const candidates = await repo.candidatesFor({
    id: listing.id,
    ownerId: listing.ownerId,
    purpose: listing.purpose,
    propertyType: listing.propertyType,
    cityKey: listing.cityKey,
    price: Number(listing.price),
    bedrooms: listing.bedrooms,
  });
  const matched = candidates.length ? await repo.confirm(listing.id, candidates) : [];
  const statements = capturing;
  capturing = null;
  let total = 0;
  for (const statement of statements) {
    const { times, outline } = await explain(client, statement, 1);
    total += times[0];
    if (!narrowingPlan && /saved_searches s/.test(statement.text)) narrowingPlan = outline;
  }
  totals.push(total);
  candidateCounts.push(candidates.length);
  matchCounts.push(matched.length);
}
await client.end();
await database.close();

const sorted = [...totals].sort((a, b) => a - b);
const avg = (list) => list.reduce((sum, n) => sum + n, 0) / list.length;
const p95 = percentile(sorted, 95);
log(`narrowing plan: ${narrowingPlan}`);
log(
  `candidates per listing: avg ${avg(candidateCounts).toFixed(0)}, max ${Math.max(...candidateCounts)}; matches: avg ${avg(matchCounts).toFixed(1)}, max ${Math.max(...matchCounts)}`,
);
log(
  `database time per listing over ${SEARCHES.toLocaleString('en')} saved searches: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, worst ${sorted.at(-1).toFixed(1)} ms (budget ${BUDGET_MS} ms)`,
);
if (!(p95 <= BUDGET_MS)) {
  log('over the budget');
  process.exit(1);
}
