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
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  inProcessApp,
  isRead,
  observeQueries,
  percentile,
  recreateDatabase,
  startAppServer,
  freePort,
} from './bench-lib.mjs';
import { bulkLoadListings } from './load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/estate_bench';
const LISTINGS = Number(env.BENCH_LISTINGS ?? 1_000_000);
const LEADS = Number(env.LEADS_COUNT ?? 200_000);
const EVENTS_PER_LEAD = Number(env.LEADS_EVENTS_PER_LEAD ?? 10);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 200);
const WARMUP = Number(env.BENCH_WARMUP ?? 30);
const WRITES = Number(env.BENCH_WRITES ?? 1000);
const EXPLAIN = env.LEADS_EXPLAIN === '1';
const DATA_DIR = env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'estate-bench-data');
const RESULTS_FILE = 'scripts/benchmark/leads-results.md';
const AGENCY_SLUG = 'bench-leads-realty';
/** Every demo account's password (apps/server/src/seed/factories/user.factory.ts); the bench's members copy its hash. */
const DEMO_PASSWORD = 'demo-password';
const TARGET_P95_MS = 50;
const TARGET_WRITE_MS = 2;

const log = (message) => console.log(`[leads] ${message}`);
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const quote = (s) => `'${String(s).replaceAll("'", "''")}'`;
const sqlArray = (items, type = 'text') => `array[${items.map(quote).join(',')}]::${type}[]`;
/** A deterministic number in [0, 1) from the row number `g` and a salt (as load.mjs). */
const rnd = (salt, g = 'g') => `((abs(hashint8(${g}::bigint * 7919 + ${salt})) % 1000003) / 1000003.0)`;
/** A deterministic pick from a list. */
const pick = (items, salt, g = 'g') =>
  `(${sqlArray(items)})[1 + (abs(hashint8(${g}::bigint * 104729 + ${salt})) % ${items.length})]`;
/** A pick weighted by `[value, weight]` pairs, from one of rnd's numbers. */
const weighted = (pairs, r) => {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  let acc = 0;
  return `case ${pairs
    .slice(0, -1)
    .map(([value, w]) => {
      acc += w / total;
      return `when ${r} < ${acc.toFixed(4)} then ${quote(value)}`;
    })
    .join(' ')} else ${quote(pairs.at(-1)[0])} end`;
};

// People who write to a Dubai agency: Gulf, Levantine, South Asian, Western, Filipino, Russian names.
const FIRST_NAMES = (
  'Ahmed, Mohammed, Mohamed, Ali, Omar, Khalid, Hassan, Hussain, Yousef, Abdullah, Saeed, Rashid, ' +
  'Faisal, Tariq, Hamza, Bilal, Imran, Usman, Zain, Fahad, Fatima, Aisha, Mariam, Noor, Sara, ' +
  'Layla, Huda, Zainab, Amna, Hira, Rahul, Arjun, Vikram, Priya, Anjali, Sanjay, Deepak, Neha, ' +
  'Kiran, Ravi, James, David, Michael, Daniel, Thomas, Sarah, Emma, Olivia, Sophie, Laura, Jose, ' +
  'Maria, Mark, Angelica, Joy, Dmitry, Elena, Olga, Sergey, Anna, Karim, Nadia, Rania, Samir, ' +
  'Walid, Dina, Youssef, Salma, Majid, Reem'
).split(', ');
const LAST_NAMES = (
  'Khan, Ahmed, Ali, Hussain, Al Mansoori, Al Hashimi, Al Suwaidi, Al Nuaimi, Al Zaabi, Al Farsi, ' +
  'Haddad, Khoury, Nasser, Saleh, Mansour, Hamdan, Aziz, Rahman, Qureshi, Siddiqui, Malik, Sheikh, ' +
  'Butt, Chaudhry, Iqbal, Raza, Sharma, Patel, Nair, Menon, Gupta, Reddy, Iyer, Kapoor, Singh, ' +
  'Smith, Johnson, Brown, Williams, Taylor, Wilson, Evans, Walker, Reyes, Santos, Cruz, Garcia, ' +
  'Ivanov, Petrova, Smirnov, Kuznetsova, Youssef, Fahmy, El Sayed, Abdallah, Darwish, Shah, Mirza'
).split(', ');
const MAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'hotmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'emirates.net.ae',
];
const MESSAGES = [
  'Is this property still available?',
  'Can I visit this weekend?',
  'Is the price negotiable?',
  'Please call me back with more details.',
  'What are the service charges?',
  'Is parking included?',
  'هل العقار ما زال متاحًا؟',
  'أرغب في ترتيب موعد للمعاينة.',
];
const NOTES = [
  'Called, will visit on Saturday.',
  'Prefers a higher floor.',
  'Budget is firm, looking at two other units.',
  'Sent the floor plan on WhatsApp.',
  'Mortgage pre-approved.',
  'Wants to move in next month.',
];
const STATUSES = [
  ['new', 12],
  ['contacted', 28],
  ['viewing', 15],
  ['negotiating', 10],
  ['won', 7],
  ['lost', 28],
];
const CHANNELS = [
  ['form', 40],
  ['whatsapp', 30],
  ['phone', 15],
  ['chat', 8],
  ['sms', 4],
  ['email', 3],
];
const KIND_OF_CHANNEL = {
  form: 'form',
  whatsapp: 'whatsapp_click',
  phone: 'phone_click',
  chat: 'chat_message',
  sms: 'sms_click',
  email: 'email_click',
};
const LOST_REASONS = ['unreachable', 'budget', 'bought_elsewhere', 'not_serious', 'spam', 'duplicate', 'other'];
/** Members: the owner, an admin, a manager whose team is the first 10 agents, and 21 agents. */
const MEMBERS = [
  { key: 'owner', name: 'Rashid Al Marzooqi', role: 'owner' },
  { key: 'admin', name: 'Leena Haddad', role: 'admin' },
  { key: 'manager', name: 'Vikram Menon', role: 'manager' },
  ...Array.from({ length: 21 }, (_, i) => ({
    key: `agent-${i + 1}`,
    name: `${FIRST_NAMES[(i * 7) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 11) % LAST_NAMES.length]}`,
    role: 'agent',
    team: i < 10,
  })),
];
const emailOf = (key) => `bench-leads-${key}@bench.test`;

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

/** The agency, its members, leads and events (skipped when they are all there). */
async function seedLeads(client) {
  const found = await client.query(
    `select a.id, (select count(*)::int from leads where agency_id = a.id) as leads,
      (select count(*)::int from lead_events e join leads l on l.id = e.lead_id where l.agency_id = a.id) as events
    from agencies a where a.slug = $1`,
    [AGENCY_SLUG],
  );
  const want = { leads: LEADS, events: LEADS * EVENTS_PER_LEAD };
  if (found.rows[0] && env.LEADS_RESEED !== '1') {
    const { leads, events } = found.rows[0];
    if (leads >= want.leads && events >= want.events) {
      log(`the agency is there (${leads} leads, ${events} events)`);
      return found.rows[0].id;
    }
  }
  const started = Date.now();
  await client.query('set statement_timeout = 0');
  await client.query('begin');
  await client.query('delete from agencies where slug = $1', [AGENCY_SLUG]);
  await client.query(`delete from users where email like 'bench-leads-%@bench.test'`);
  const { rows: hashRows } = await client.query(
    `select password_hash from users where email like '%@demo.estate' order by id limit 1`,
  );
  if (!hashRows.length) throw new Error('No demo user to copy the password from: is the database seeded?');
  const users = await client.query(
    `insert into users (full_name, email, slug, password_hash, type, phone_number, terms_accepted_at,
        email_verified_at, is_verified)
      select m.name, m.email, m.slug, $1, 'agent', '+9715000' || lpad(m.n::text, 5, '0'), now(), now(), true
      from unnest($2::text[], $3::text[], $4::text[]) with ordinality as m(name, email, slug, n)
      returning id, email`,
    [
      hashRows[0].password_hash,
      MEMBERS.map((m) => m.name),
      MEMBERS.map((m) => emailOf(m.key)),
      MEMBERS.map((m) => `bench-leads-${m.key}`),
    ],
  );
  const idOf = new Map(users.rows.map((r) => [r.email, r.id]));
  const owner = idOf.get(emailOf('owner'));
  const manager = idOf.get(emailOf('manager'));
  const agency = (
    await client.query(
      `insert into agencies (slug, name_en, country, city, city_key, phone, email, listing_quota, created_by)
      values ($1, 'Bench Leads Realty', 'AE', 'Dubai', 'dubai', '+97140000000', 'office@bench-leads.test', 5000, $2)
      returning id`,
      [AGENCY_SLUG, owner],
    )
  ).rows[0].id;
  await client.query(
    `insert into agency_members (user_id, agency_id, role, manager_id)
      select * from unnest($1::int[], $2::int[], $3::text[], $4::int[])`,
    [
      MEMBERS.map((m) => idOf.get(emailOf(m.key))),
      MEMBERS.map(() => agency),
      MEMBERS.map((m) => m.role),
      MEMBERS.map((m) => (m.team ? manager : null)),
    ],
  );
  // Leads are mostly the agents'; the manager, the admin and the owner answer a few themselves.
  const assignees = [
    ...MEMBERS.filter((m) => m.role === 'agent').flatMap((m) => [m, m, m, m]),
    MEMBERS[2],
    MEMBERS[2],
    MEMBERS[1],
    MEMBERS[0],
  ].map((m) => idOf.get(emailOf(m.key)));
  const { rows: span } = await client.query('select min(id)::int as lo, max(id)::int as hi from listings');
  const { lo, hi } = span[0];
  const listingId = (salt) => `(${lo} + abs(hashint8(g::bigint * 15485863 + ${salt})) % ${hi - lo + 1})::int`;
  log(`inserting ${LEADS.toLocaleString('en-US')} leads`);
  // Phones: E.164 numbers of the UAE (70 %), Pakistan, India and the UK, unique per row (the national
  // part is g times a number prime to 10^n, modulo 10^n); 12 % of people left no phone, only an e-mail.
  await client.query(`
    insert into leads (agency_id, lister_user_id, assignee_user_id, person_key, name, phone_e164, email,
      search_text, status, lost_reason, channels, listing_ids, contacts, first_contact_at, first_response_at,
      last_activity_at, next_reminder_at, created_at)
    select ${agency}, lister, assignee, coalesce(phone, email), name, phone, email,
      lower(concat_ws(' ', name, email, regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))),
      status, case when status = 'lost' then lost_reason end,
      case when ch2 is null or ch2 = ch1 then array[ch1] else array[ch1, ch2] end,
      case when n_listings = 1 then array[l1] when n_listings = 2 then array[l1, l2] else array[l1, l2, l3] end,
      contacts, first_at, case when status <> 'new' then first_at + (${rnd(9)} * interval '6 hours') end,
      last_at, case when ${rnd(10)} < 0.05 then now() + (${rnd(11)} * interval '14 days') end, first_at
    from (
      select g, first_name || ' ' || last_name as name,
        case when has_phone then
          case when cc < 14 then '+9715' || (array['0','2','4','5','6','8'])[1 + g % 6] || lpad(((g * 7919) % 10000000)::text, 7, '0')
            when cc < 17 then '+923' || (array['00','01','21','33','45'])[1 + g % 5] || lpad(((g * 7919) % 10000000)::text, 7, '0')
            when cc < 19 then '+919' || lpad(((g * 7919) % 100000000)::text, 8, '0') || (g % 10)
            else '+447' || lpad(((g * 7919) % 1000000000)::text, 9, '0') end
        end as phone,
        case when not has_phone or ${rnd(2)} < 0.45 then
          lower(case when ${rnd(3)} < 0.7 then replace(first_name, ' ', '') || '.' || replace(last_name, ' ', '')
            else left(first_name, 1) || replace(last_name, ' ', '') end) || g || '@' || ${pick(MAIL_DOMAINS, 4)}
        end as email,
        ${weighted(STATUSES, rnd(5))} as status, ${pick(LOST_REASONS, 6)} as lost_reason,
        ${weighted(CHANNELS, rnd(7))} as ch1, case when ${rnd(8)} < 0.25 then ${weighted(CHANNELS, rnd(12))} end as ch2,
        1 + (${rnd(13)} ^ 2 * 3)::int % 3 as n_listings, ${listingId(1)} as l1, ${listingId(2)} as l2, ${listingId(3)} as l3,
        contacts, assignee, coalesce(case when ${rnd(14)} < 0.9 then assignee end, (${sqlArray(assignees, 'int')})[1 + g % ${assignees.length}]) as lister,
        last_at, case when contacts = 1 then last_at else last_at - (${rnd(15)} * interval '60 days') end as first_at
      from (
        select g, ${pick(FIRST_NAMES, 20)} as first_name, ${pick(LAST_NAMES, 21)} as last_name,
          ${rnd(1)} < 0.88 as has_phone, g % 20 as cc,
          1 + floor(${rnd(16)} ^ 3 * 4)::int as contacts,
          case when ${rnd(17)} < 0.01 then null else (${sqlArray(assignees, 'int')})[1 + abs(hashint8(g::bigint * 31 + 18)) % ${assignees.length}] end as assignee,
          -- More activity lately: the last contact falls within a year, denser towards now.
          now() - (${rnd(19)} ^ 1.6 * interval '365 days') as last_at
        from generate_series(1, ${LEADS}) g
      ) people
    ) v`);
  // Events: each pair of leads has 2 × EVENTS_PER_LEAD (4 to 16 each); the first `contacts` of a
  // lead's are the person's contacts (its channels and listings in turn), the rest the agents' work.
  log(`inserting ${(LEADS * EVENTS_PER_LEAD).toLocaleString('en-US')} lead events`);
  const spread = Math.max(0, EVENTS_PER_LEAD - 4);
  const kindCase = `case channel ${Object.entries(KIND_OF_CHANNEL)
    .map(([channel, kind]) => `when ${quote(channel)} then ${quote(kind)}`)
    .join(' ')} end`;
  await client.query(`
    insert into lead_events (lead_id, listing_id, kind, actor, actor_user_id, channel, payload, at)
    select id,
      case when contact then listing_ids[1 + k % cardinality(listing_ids)] end,
      case when contact then ${kindCase} else work end,
      case when contact then 'seeker' else 'agent' end,
      case when contact then null else assignee_user_id end,
      case when contact then channel end,
      case when contact then jsonb_build_object('message', ${pick(MESSAGES, 30, 'g')}, 'name', name)
        when work = 'note' then jsonb_build_object('text', ${pick(NOTES, 31, 'g')})
        when work = 'call_logged' then jsonb_build_object('channel', 'phone', 'outcome', ${pick(['reached', 'no_answer', 'reached'], 32, 'g')})
        when work = 'status_change' then jsonb_build_object('from', 'new', 'to', status)
        when work = 'reminder_set' then jsonb_build_object('due_at', last_activity_at + interval '2 days', 'note', '')
        else jsonb_build_object('from', lister_user_id, 'to', assignee_user_id) end,
      case when contact then first_contact_at + (last_activity_at - first_contact_at) * (k::float8 / greatest(contacts - 1, 1))
        else first_contact_at + (last_activity_at - first_contact_at) * ${rnd(33, 'g')} + ${rnd(34, 'g')} * interval '2 days' end
    from (
      select l.*, k, l.id::bigint * 64 + k as g, k < l.contacts as contact,
        l.channels[1 + k % cardinality(l.channels)] as channel,
        ${weighted(
          [
            ['note', 35],
            ['call_logged', 30],
            ['status_change', 20],
            ['reminder_set', 10],
            ['assigned', 5],
          ],
          rnd(35, '(l.id::bigint * 64 + k)'),
        )} as work
      from (
        select l.*, case when (l.id - f.first) % 2 = 0
            then ${EVENTS_PER_LEAD - spread} + abs(hashint8((l.id - f.first) / 2)) % ${2 * spread + 1}
            else ${EVENTS_PER_LEAD + spread} - abs(hashint8((l.id - f.first - 1) / 2)) % ${2 * spread + 1} end as n
        from leads l, (select min(id) as first from leads where agency_id = ${agency}) f
        where l.agency_id = ${agency}
      ) l, generate_series(0, l.n - 1) k
    ) e`);
  await client.query('commit');
  log('vacuum analyze');
  await client.query('vacuum analyze leads, lead_events, agency_members, agencies, users');
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return agency;
}

async function signInAs(port, email) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Login as ${email} answered ${res.status}: ${await res.text()}`);
  const cookie = (res.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(';')[0])
    .filter((c) => c.startsWith('sid='))
    .join('; ');
  if (!cookie) throw new Error('Login answered no session cookie');
  return cookie;
}

/** What the cases rotate over, read from the seeded data. */
async function caseValues(client, agency) {
  const sample = (
    await client.query(
      // By the row's place in the agency (as the seed numbers them), not its id: the same values after a new seed.
      `select name, phone_e164, email, listing_ids from leads
      where agency_id = $1 order by hashint4(id - (select min(id) from leads where agency_id = $1)) limit 400`,
      [agency],
    )
  ).rows;
  const members = (
    await client.query(`select user_id from agency_members where agency_id = $1 and role = 'agent' order by user_id`, [
      agency,
    ])
  ).rows.map((r) => r.user_id);
  const day = (d) => d.toISOString().slice(0, 10);
  const now = Date.now();
  // A month, a week or a quarter of last activity, ending somewhere in the last year.
  const ranges = Array.from({ length: 40 }, (_, i) => {
    const days = [30, 7, 90, 30][i % 4];
    const end = new Date(now - ((i * 9) % 330) * 86_400_000);
    return `from=${day(new Date(end.getTime() - days * 86_400_000))}&to=${day(end)}`;
  });
  const names = sample.flatMap((r, i) => {
    const [first, ...rest] = r.name.split(' ');
    // Whole names, a first name, a surname, and the start of a name as typed so far.
    return [r.name, first, rest.join(' '), `${first.slice(0, 4)}`, `${first} ${rest.join(' ').slice(0, 2)}`][i % 5];
  });
  const local = (e164) => (e164.startsWith('+971') ? `0${e164.slice(4)}` : e164);
  const phones = sample
    .filter((r) => r.phone_e164)
    .map((r, i) => {
      const typed = local(r.phone_e164);
      // The whole number as written locally, its last 7 digits, or its first digits with spaces.
      if (i % 3 === 0) return typed;
      if (i % 3 === 1) return typed.slice(-7);
      return `${typed.slice(0, 3)} ${typed.slice(3, 6)} ${typed.slice(6, 8)}`;
    });
  const emails = sample
    .filter((r) => r.email)
    .map((r, i) => {
      const [user, domain] = r.email.split('@');
      return [user, user.slice(0, 8), `${user}@${domain.slice(0, 3)}`][i % 3];
    });
  return {
    statuses: STATUSES.map(([s]) => s),
    channels: CHANNELS.map(([c]) => c),
    listingIds: [...new Set(sample.map((r) => r.listing_ids[0]))],
    members,
    ranges,
    names,
    phones,
    emails,
  };
}

async function timeRequest(port, path, cookie) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 300)}`);
  return { ms, body };
}

const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** One case: warm-up, then REQUESTS requests one at a time, rotating over `paths`. */
async function measureCase(port, name, paths, cookie, statements) {
  for (let i = 0; i < WARMUP; i++) await timeRequest(port, paths[(i * 7) % paths.length], cookie);
  const latencies = [];
  const totals = [];
  for (let i = 0; i < REQUESTS; i++) {
    const { ms, body } = await timeRequest(port, paths[i % paths.length], cookie);
    latencies.push(ms);
    if (i < paths.length) totals.push(JSON.parse(body).totals.leads);
  }
  let plans = [];
  if (EXPLAIN) {
    statements.length = 0;
    statements.recording = true;
    await timeRequest(port, paths[0], cookie);
    statements.recording = false;
    // The request's own statements (the job queue polls meanwhile).
    plans = statements.filter((s) => isRead(s.text) && !/pgboss/.test(s.text)).map((s) => ({ ...s }));
  }
  const sortedTotals = totals.sort((a, b) => a - b);
  return {
    name,
    example: paths[0],
    variants: paths.length,
    ...summary(latencies),
    matched:
      sortedTotals[0] === sortedTotals.at(-1)
        ? sortedTotals[0].toLocaleString('en-US')
        : `${sortedTotals[0].toLocaleString('en-US')}–${sortedTotals.at(-1).toLocaleString('en-US')}`,
    plans,
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement as it was sent (values bound, planned for them). */
async function explain(client, { text, params }) {
  const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * The inquiry's write, as listing.service.ts `inquire` runs it: one transaction with the inquiry's
 * insert, and (`withLead`) leads.recordInquiry in it. Alternates both, `WRITES` each, for people
 * new to the agency and for people who are its leads already.
 */
async function measureWrites(app, database, client, agency) {
  const { listingRepository } = await import(
    path.join(root, 'apps/server/src/features/listings/listing.repository.ts')
  );
  const repo = listingRepository(database.db);
  const leadsService = app.services.leads;
  const agents = (
    await client.query(`select user_id from agency_members where agency_id = $1 and role = 'agent' order by user_id`, [
      agency,
    ])
  ).rows.map((r) => r.user_id);
  const { rows: span } = await client.query('select min(id)::int as lo, max(id)::int as hi from listings');
  const { lo, hi } = span[0];
  const maxLead = (await client.query('select coalesce(max(id), 0)::int as id from leads')).rows[0].id;
  const maxEvent = (await client.query('select coalesce(max(id), 0)::bigint as id from lead_events')).rows[0].id;
  const maxInquiry = (await client.query('select coalesce(max(id), 0)::int as id from listing_inquiries')).rows[0].id;
  // Known people: leads of the agency with a UAE phone, typed as a person in Dubai types it.
  const known = (
    await client.query(
      `select id, name, phone_e164, phone_raw, email, person_user_id, assignee_user_id, search_text, contacts,
        channels, listing_ids, last_activity_at
      from leads where agency_id = $1 and phone_e164 like '+971%' order by hashint4(id + 7) limit $2`,
      [agency, WRITES + 50],
    )
  ).rows;
  // New people: UAE mobile numbers no lead of the agency has.
  const candidates = Array.from({ length: 3 * (WRITES + 50) }, (_, i) => `+97150${String(9_000_000 - i * 131)}`);
  const taken = new Set(
    (
      await client.query('select person_key from leads where agency_id = $1 and person_key = any($2)', [
        agency,
        candidates,
      ])
    ).rows.map((r) => r.person_key),
  );
  const fresh = candidates.filter((c) => !taken.has(c));
  const channels = ['email', 'whatsapp', 'phone', 'sms'];
  const localPhone = (e164) => `0${e164.slice(4, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`;
  const inquiryOf = (i, person) => ({
    listingId: lo + ((i * 7919) % (hi - lo + 1)),
    ownerId: agents[i % agents.length],
    userId: null,
    channel: channels[i % channels.length],
    name: person.name,
    email: person.email,
    phone: person.phone,
    message: 'Is this property still available? (leads benchmark)',
  });
  /** One inquiry's transaction: its whole time, and the lead's statement's within it. */
  const write = async (inquiry, withLead) => {
    const started = performance.now();
    let lead = NaN;
    await database.db.transaction(async (tx) => {
      await repo.addInquiry(inquiry, tx);
      if (withLead) {
        const before = performance.now();
        await leadsService.recordInquiry(tx, {
          ...inquiry,
          listing: { id: inquiry.listingId, ownerId: inquiry.ownerId, agencyId: agency, country: 'AE' },
        });
        lead = performance.now() - before;
      }
    });
    return { ms: performance.now() - started, lead };
  };
  const results = {};
  try {
    for (const who of ['new', 'known']) {
      const alone = [];
      const withLead = [];
      const leadStatement = [];
      for (let i = 0; i < WRITES + 50; i++) {
        const person =
          who === 'new'
            ? { name: `New Person ${i}`, email: null, phone: localPhone(fresh[i]) }
            : { name: known[i].name, email: known[i].email, phone: localPhone(known[i].phone_e164) };
        const inquiry = inquiryOf(i, person);
        // Alternate which runs first; the first 50 of each are warm-up.
        const first = i % 2 === 0 ? await write(inquiry, false) : null;
        const lead = await write(inquiry, true);
        const second = i % 2 === 1 ? await write(inquiry, false) : first;
        if (i >= 50) {
          alone.push(second.ms);
          withLead.push(lead.ms);
          leadStatement.push(lead.lead);
        }
      }
      results[who] = { alone: summary(alone), withLead: summary(withLead), lead: summary(leadStatement) };
    }
  } finally {
    // Leave the data as it was: the bench's inquiries and events gone, new leads deleted, known leads restored.
    await client.query('delete from listing_inquiries where id > $1', [maxInquiry]);
    await client.query('delete from lead_events where id > $1', [maxEvent]);
    await client.query('delete from leads where id > $1', [maxLead]);
    await client.query(
      `update leads l set name = k.name, phone_e164 = k.phone_e164, phone_raw = k.phone_raw, email = k.email,
        person_user_id = k.person_user_id, assignee_user_id = k.assignee_user_id, search_text = k.search_text,
        contacts = k.contacts, channels = k.channels, listing_ids = k.listing_ids, last_activity_at = k.last_activity_at
      from jsonb_to_recordset($1::jsonb) as k(id int, name text, phone_e164 text, phone_raw text, email text,
        person_user_id int, assignee_user_id int, search_text text, contacts int, channels text[], listing_ids int[],
        last_activity_at timestamptz)
      where l.id = k.id`,
      [JSON.stringify(known)],
    );
    await client.query('vacuum analyze leads, lead_events, listing_inquiries');
  }
  return results;
}

async function main() {
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
  const loadavg = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
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
    const loadBefore = loadavg();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = app.server.address().port;
    const cookies = {
      admin: await signInAs(port, emailOf('admin')),
      manager: await signInAs(port, emailOf('manager')),
      agent: await signInAs(port, emailOf('agent-3')),
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

- Machine: ${machine}; load average ${loadBefore} before the reads, ${loadavg()} at the end (others' work shares it); PostgreSQL ${settings.server_version} on the same machine (shared_buffers ${settings.shared_buffers}, work_mem ${settings.work_mem}, effective_cache_size ${settings.effective_cache_size}, random_page_cost ${settings.random_page_cost}).
- Data: ${listingCount.toLocaleString('en-US')} listings; the agency "Bench Leads Realty" with ${MEMBERS.length} members (owner, admin, a manager with a team of 10 agents, 11 more agents), ${counts.leads.toLocaleString('en-US')} leads and ${counts.events.toLocaleString('en-US')} lead events.
- Reads: \`GET /api/leads/\` through HTTP to the app built in this process from the sources (response cache off), signed in; one request at a time, ${WARMUP} warm-up requests, then ${REQUESTS} measured per case, rotating over the number of values shown; time from sending the request to the last byte of the answer. Filters and searches as the admin (every lead) unless said.
- Writes: an inquiry's transaction as \`listing.service.ts\` runs it, alone (its insert) and with its lead (the insert and \`leads.recordInquiry\`: the lead's upsert and its event in one statement), alternating, ${WRITES} of each after 50 of warm-up, for a person new to the agency and for a person who is its lead already; "the lead's statement" is the time of \`recordInquiry\` inside the transaction; the rows written were removed afterwards.
- Targets (issue 36): p95 ≤ ${TARGET_P95_MS} ms for each read; a lead adds ≤ ${TARGET_WRITE_MS} ms to the inquiry's write (p95).

${readTable}

${writeTable}

Example requests:

${rows.map((r) => `- ${r.name} (${r.variants === 1 ? 'one value' : `${r.variants} values`}): \`${r.example}\``).join('\n')}
`;
    fs.writeFileSync(path.join(root, RESULTS_FILE), report);
    // Written as the repository's format check expects (aligned tables).
    spawnSync('npx', ['prettier', '--write', RESULTS_FILE], { cwd: root, stdio: 'ignore' });
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
