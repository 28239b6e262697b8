/** The fault run's table, PASS/FAIL claims and details. */
import { RATE } from './context.mjs';
import { percentile } from '../benchmark/bench-lib.mjs';
import { crashes } from './app-processes.mjs';
import { idem, likeStats, loginStats, MAX_IN_FLIGHT } from './load.mjs';
import { opLatencies, phases } from './metrics.mjs';
import { socketStats, sockets } from './sockets.mjs';

// ---------------------------------------------------------------------------------------------
// Report.
// ---------------------------------------------------------------------------------------------

export function report(facts) {
  const fmt = (ms) =>
    Number.isFinite(ms) ? (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`) : '-';
  const codes = (o) =>
    Object.entries(o)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ') || '0';
  const lines = [];
  lines.push(
    '| phase | s | requests | 2xx | 4xx | 503 | 500 | other 5xx | network errors | p50 | p95 | max | crash | hang (>25 s) |',
    '| --- | --: | --: | --: | --- | --: | --: | --- | --- | --: | --: | --: | --- | --: |',
  );
  for (const p of phases) {
    const sorted = [...p.latencies].sort((a, b) => a - b);
    const crashed = crashes.filter((c) => c.phase === p.name && !c.starting);
    lines.push(
      `| ${p.name} | ${((p.end - p.start) / 1000).toFixed(0)} | ${p.requests} | ${p.ok} | ${codes(p.client)} | ${p.s503 ? `${p.s503} (${codes(p.codes503)})` : 0} | ${p.s500} | ${codes(p.sOther5xx)} | ${p.netErrors ? `${p.netErrors} (${codes(p.netKinds)})` : '0'} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(sorted.at(-1))} | ${crashed.length ? crashed.map((c) => `process ${c.process} exit ${c.code ?? c.signal}`).join(', ') : 'no'}${crashes.some((c) => c.phase === p.name && c.starting) ? ` (+${crashes.filter((c) => c.phase === p.name && c.starting).length} failed starts)` : ''} | ${p.hangs} |`,
    );
  }
  const phaseOf = (name) => phases.find((p) => p.name === name);
  const claims = [];
  const claim = (ok, text) => claims.push(`- **${ok ? 'PASS' : 'FAIL'}**: ${text}`);
  const running = crashes.filter((c) => !c.starting);
  const failedStarts = crashes.filter((c) => c.starting);
  claim(
    running.length === 0,
    `no running process exited unexpectedly (${running.length}: ${running.map((c) => `process ${c.process} exit ${c.code ?? c.signal} in ${c.phase} at ${c.at.trim()} s`).join(', ') || 'none'}); ${failedStarts.length} supervisor restarts exited during start (${failedStarts.map((c) => c.phase).join(', ') || 'none'})`,
  );
  const hangs = phases.reduce((n, p) => n + p.hangs, 0);
  const maxMs = Math.max(...phases.flatMap((p) => p.latencies));
  claim(hangs === 0, `no request took longer than 25 s (slowest ${fmt(maxMs)})`);
  const redisDown = phaseOf('redis-down');
  const redis5xx = redisDown
    ? redisDown.s503 + redisDown.s500 + Object.values(redisDown.sOther5xx).reduce((a, b) => a + b, 0)
    : NaN;
  claim(
    redis5xx === 0 && redisDown.netErrors === 0,
    `Redis stopped: ${redisDown.requests} requests, ${redis5xx} 5xx, ${redisDown.netErrors} network errors`,
  );
  const pgDown = phaseOf('postgres-down');
  const pgMax = Math.max(...pgDown.latencies);
  claim(
    pgDown.s500 === 0 && pgMax < 21_000,
    `PostgreSQL down: answers 503 (${pgDown.s503}), not 500 (${pgDown.s500}); slowest ${fmt(pgMax)} (bound: 20 s query timeout)`,
  );
  const outageLogins = pgDown.events.filter((e) => e.startsWith('outage-login:'));
  const outageCodes = {};
  for (const e of outageLogins) outageCodes[e.slice(13)] = (outageCodes[e.slice(13)] ?? 0) + 1;
  const loginsOk = facts.finalLogins?.every((s) => s === 200);
  claim(
    loginsOk,
    `no lockout: after ${outageLogins.length} logins during the outage (${codes(outageCodes)}; 6 per account, limit 5), all ${facts.finalLogins?.length} final logins (every user, each process) answered 200 (${codes(countOf(facts.finalLogins ?? []))})`,
  );
  const st = facts.sigterm;
  claim(
    st?.code === 0 && st.ms < 5000,
    `SIGTERM of process 2 under load: exit ${st?.code} after ${fmt(st?.ms)} (want 0 within 5 s)`,
  );
  const restart = facts.restartAfterKillMs;
  claim(restart !== undefined, `SIGKILL of process 1: restarted in ${fmt(restart)}`);
  for (const kind of ['chat', 'comment']) {
    const f = facts[kind];
    const s = idem[kind];
    claim(
      f.missing === 0 && f.duplicates === 0,
      `${kind === 'chat' ? 'chat messages' : 'comments'}: ${f.acked} acknowledged (${s.ackedAfterRetry} after a retry, ${s.replayed} of them replayed answers), ${f.missing} missing, ${f.duplicates} stored twice; ${f.unacked} given up after retries (${codes(s.gaveUpStatus)}), ${f.storedUnacked} of those stored anyway`,
    );
  }
  const l = facts.likes;
  claim(
    l.mismatched === 0 && l.counterMismatch === 0,
    `likes: ${l.checked} (user, listing) pairs match the last acknowledged state, ${l.mismatched} do not; ${l.ambiguous} whose last attempt went unanswered are either state; like counters off on ${l.counterMismatch} listings`,
  );
  const off = facts.presenceOfflineAfter ?? [];
  claim(
    facts.pinnedOnlineBefore?.every((x) => x === true) && off.every((s) => s <= 62),
    `presence: the killed process's two users (online before: ${facts.pinnedOnlineBefore}) read offline to their partner ${off.map((s) => `${s.toFixed(1)} s`).join(' and ')} after the SIGKILL (want ≤ 60 s, polled every 1 s)`,
  );
  const pres = facts.presenceAfterStop;
  claim(
    pres?.reads_online === 0,
    `after both processes stopped (SIGTERM), ${pres?.reads_online} users read online (${pres?.flagged} flagged online in user_presence, stale past 60 s)`,
  );
  const steadyEnd = phaseOf('steady-end');
  claim(
    steadyEnd.s503 + steadyEnd.s500 === 0 && steadyEnd.netErrors === 0,
    `recovered: the last steady phase had ${steadyEnd.s503 + steadyEnd.s500} 5xx and ${steadyEnd.netErrors} network errors`,
  );

  const s = socketStats;
  const rm = [...s.reconnectMs].sort((a, b) => a - b);
  const events = phases.flatMap((p) =>
    p.events.filter((e) => !e.startsWith('outage-login:')).map((e) => `${p.name}: ${e}`),
  );
  const totals = phases.reduce((n, p) => n + p.requests, 0);
  const seconds = phases.reduce((n, p) => n + (p.end - p.start) / 1000, 0);
  const dropped = phases.reduce((n, p) => n + p.dropped, 0);
  const details = [
    `- load: ${totals} requests in ${seconds.toFixed(0)} s (${(totals / seconds).toFixed(0)}/s, target ${RATE}/s; ${dropped} not sent because ${MAX_IN_FLIGHT} were in flight); chat ${idem.chat.logical} sends, comments ${idem.comment.logical}, likes ${likeStats.attempts} (${likeStats.acked} acknowledged), logins ${loginStats.attempts} (${loginStats.ok} ok, ${loginStats.locked} answered 429)`,
    `- sockets: ${s.connects} connections (${sockets.length} clients), ${s.drops} drops (${codes(s.reasons)}), reconnected in p50 ${fmt(percentile(rm, 50))} / max ${fmt(rm.at(-1))}, ${s.failedAttempts} failed attempts, ${s.resyncs} resync signals, ${s.messages} live messages received`,
    `- latency by kind (all phases): ${Object.entries(opLatencies)
      .map(([op, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return `${op} ${list.length} p50 ${fmt(percentile(sorted, 50))} p95 ${fmt(percentile(sorted, 95))}`;
      })
      .join('; ')}`,
    ...events.map((e) => `- ${e}`),
    `- final SIGTERM of both processes: ${(facts.finalStops ?? []).map((x) => `exit ${x.code} in ${fmt(x.ms)}`).join(', ')}`,
  ];
  if (running.length) {
    details.push('', 'Unexpected exits (last output):', '');
    for (const c of crashes)
      details.push('```', `process ${c.process} exit ${c.code ?? c.signal} in ${c.phase}`, c.tail, '```');
  }
  return {
    table: lines.join('\n'),
    claims: claims.join('\n'),
    details: details.join('\n'),
    failed: claims.some((c) => c.includes('FAIL')),
  };
}

function countOf(list) {
  const o = {};
  for (const x of list) o[x] = (o[x] ?? 0) + 1;
  return o;
}
