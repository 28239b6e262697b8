/** The load test's results: the table, the summary and the Markdown file's text. */
import { fmt } from '../bench-lib.mjs';
import {
  CACHE_SECONDS,
  CONNECTIONS,
  PROCESSES,
  SECONDS,
  SOAK_RULE,
  SOAK_RULE_TEXT,
  WARMUP_SECONDS,
  env,
} from './settings.mjs';

export const fmtInt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');

/** `run` holds what main measured and read: rows, the yardstick runs, memory, soak, machine, database, user. */
export function resultsReport(run) {
  const { rows, first, last, yardstickRps, memoryFigures, soak, machine, loadBefore, database, user, ownPending } = run;
  const { server_version, shared_buffers, effective_cache_size, total } = database;
  const table = [
    '| Scenario | Requests/s | Ratio | Target | p50 (ms) | p95 (ms) | p97.5 (ms) | p99 (ms) | Requests | Failed | App RSS (MB) | CPU ms / answer | ÷ yardstick | Answers per CPU s | Bytes / answer | Result |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((r) => {
      const target = r.yardstick
        ? 'yardstick'
        : `≥ ${r.target.ratio}×${r.target.p95 !== undefined ? `, p95 ≤ ${r.target.p95} ms` : ''}`;
      const result = r.yardstick ? '' : r.pass ? 'PASS' : `FAIL (${r.why})`;
      const cpu = `${fmt(r.cpuMs, 2)} | ${fmt(r.cpuRatio, 1)}× | ${fmtInt(1000 / r.cpuMs)} | ${fmtInt(r.bytes)}`;
      return `| ${r.name} | ${fmtInt(r.rps)} | ${fmt(r.ratio, 2)}× | ${target} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p975)} | ${fmt(r.p99)} | ${r.requests} | ${r.failed} | ${r.yardstick ? '' : fmtInt(r.rss)} | ${cpu} | ${result} |`;
    }),
  ].join('\n');
  const drift = ((last.rps - first.rps) / first.rps) * 100;
  const passed = rows.filter((r) => !r.yardstick && r.pass).length;
  const judged = rows.filter((r) => !r.yardstick).length;
  const summary = [
    `- Yardstick: ${fmtInt(first.rps)} req/s first, ${fmtInt(last.rps)} req/s last (${drift >= 0 ? '+' : ''}${fmt(drift)} % drift); the ratios divide by their mean, ${fmtInt(yardstickRps)} req/s.`,
    `- Scenarios meeting their target: ${passed} of ${judged}.`,
    `- App process memory (RSS, sampled every second over ${fmt(memoryFigures.minutes)} min from the end of the first app scenario's warm-up): start ${fmtInt(memoryFigures.start)} MB, max ${fmtInt(memoryFigures.max)} MB, end ${fmtInt(memoryFigures.end)} MB; slope over the second half ${fmt(memoryFigures.slope, 2)} MB/min.`,
    soak
      ? `- Soak (${soak.minutes} min, every scenario in rotation, ${soak.variants} requests in the cycle): ${fmtInt(soak.rps)} req/s, p95 ${fmt(soak.p95)} ms, p99 ${fmt(soak.p99)} ms, ${soak.requests} requests, ${soak.failed} failed; RSS at its start ${fmtInt(soak.start)} MB, at the ${SOAK_RULE.fromShare * 100} % mark ${fmtInt(soak.base)} MB, max ${fmtInt(soak.max)} MB, end ${fmtInt(soak.end)} MB; growth over the last ${100 - SOAK_RULE.fromShare * 100} % ${fmt(soak.growth)} MB (${fmt(soak.growthPercent)} %), slope ${fmt(soak.slope, 2)} MB/min: **${soak.pass ? 'PASS' : 'FAIL'}**. Rule: PASS when ${SOAK_RULE_TEXT}.`
      : `- Memory soak: not run (BENCH_SOAK_MINUTES=0), so memory is not judged; with BENCH_SOAK_MINUTES=10 it is PASS when ${SOAK_RULE_TEXT}.`,
  ].join('\n');
  console.log(`\n${table}\n\n${summary}\n`);

  const report = `# Benchmark results

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`${[
    ['BENCH_LISTINGS', env.BENCH_LISTINGS],
    ['BENCH_CACHE_SECONDS', env.BENCH_CACHE_SECONDS],
    ['BENCH_SECONDS', env.BENCH_SECONDS],
    ['BENCH_CONNECTIONS', env.BENCH_CONNECTIONS],
    ['BENCH_SOAK_MINUTES', env.BENCH_SOAK_MINUTES],
    ['BENCH_PROCESSES', env.BENCH_PROCESSES],
  ]
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v} `)
    .join('')}node scripts/benchmark/run.mjs\`.

- Machine: ${machine}; load average before the run ${loadBefore};
  PostgreSQL ${server_version} on the same machine (shared_buffers ${shared_buffers}, effective_cache_size ${effective_cache_size}, otherwise defaults), autocannon on it too.
- Data: ${total.toLocaleString('en-US')} listings (the demo seed plus a bulk load of variations of it).
- Load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per scenario after a ${WARMUP_SECONDS} s warm-up,
  requests rotating over many different filters, words, map boxes, slugs and ids.
- App: ${PROCESSES === 1 ? 'one process' : `${PROCESSES} processes sharing the port (WEB_CONCURRENCY=${PROCESSES}) and Redis`}, pool of ${env.DATABASE_POOL_SIZE ?? 20} connections each; the yardstick is one process.
- Response cache (RESPONSE_CACHE_SECONDS): ${CACHE_SECONDS ? `${CACHE_SECONDS} s` : 'off: every request reaches the database and the renderer'}.
- Yardstick: a bare Fastify + pg route reading one listing by id (\`select * from listings where id = $1\`,
  pool of 20; scripts/benchmark/yardstick.mjs), measured first and last in this run with the same settings.
  Ratio = the scenario's requests per second ÷ the mean of both yardstick runs.
- Targets (issue 11): filtered search ≥ 0.5×, keyword search ≥ 0.3×, map ≥ 0.3×, detail data ≥ 0.6×,
  detail page ≥ 0.15× with p95 ≤ 150 ms, for guests and signed-in users alike. PASS also needs no failed request.
- Signed in: the session cookie of ${user.email} (logged in through \`POST /api/auth/login/\`), who owns ${user.pending} pending listings, ${user.matching} of them for sale in the searched cities. Their first-page searches add the own-pending-listings query: own pending listings were in the answer of ${ownPending.filtered.hits} of ${ownPending.filtered.checked} sampled filtered searches and ${ownPending.keyword.hits} of ${ownPending.keyword.checked} keyword searches. The map shows public pins only, for everyone. One signed-in detail request in ten is one of the user's own pending listings.
- Latency percentiles are computed from every response's time.
- CPU ms / answer: the user + system CPU time the measured process and its descendants used during the
  scenario's measured seconds (from /proc), divided by its answers; ÷ yardstick divides by the
  yardstick's mean of both runs (issue 43's "Node CPU per answer ÷ the yardstick route's"); answers per
  CPU second is the per-core throughput of the app's own process (PostgreSQL's CPU is not in it).
  Bytes / answer include the headers, uncompressed.

${table}

${summary}

Example requests (each scenario rotates over the number of variants shown):

${rows.map((r) => `- ${r.name} (${r.variants} variants): \`${r.example}\` — statuses ${r.statuses}`).join('\n')}
`;
  return { table, summary, report };
}
