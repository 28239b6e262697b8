/** The inbox's reads: what each case rotates over, and one case measured request by request. */
import { performance } from 'node:perf_hooks';
import { isRead, percentile } from '../bench-lib.mjs';
import { EXPLAIN, REQUESTS, WARMUP } from './settings.mjs';
import { CHANNELS, STATUSES } from './lead-data.mjs';

/** What the cases rotate over, read from the seeded data. */
export async function caseValues(client, agency) {
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

export const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** One case: warm-up, then REQUESTS requests one at a time, rotating over `paths`. */
export async function measureCase(port, name, paths, cookie, statements) {
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
export async function explain(client, { text, params }) {
  const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
