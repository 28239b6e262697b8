/** Every HTTP request of the run, measured and counted in the phase it started in. */
import { HANG_MS, now, run } from './context.mjs';

// ---------------------------------------------------------------------------------------------
// Metrics.
// ---------------------------------------------------------------------------------------------

export const phases = [];
export function phaseStats(name) {
  return {
    name,
    start: now(),
    end: 0,
    requests: 0,
    ok: 0,
    client: {},
    s503: 0,
    codes503: {},
    s500: 0,
    sOther5xx: {},
    netErrors: 0,
    netKinds: {},
    latencies: [],
    hangs: 0,
    events: [],
    dropped: 0,
  };
}
const codeOf = (text) => /"code":"([a-z_]+)"/.exec(text)?.[1];
function record(phase, { status, ms, error, code }) {
  phase.requests++;
  phase.latencies.push(ms);
  if (ms > HANG_MS) phase.hangs++;
  if (error) {
    phase.netErrors++;
    phase.netKinds[error] = (phase.netKinds[error] ?? 0) + 1;
  } else if (status < 300) phase.ok++;
  else if (status < 500) {
    const k = code ? `${status} ${code}` : String(status);
    phase.client[k] = (phase.client[k] ?? 0) + 1;
  } else if (status === 503) {
    phase.s503++;
    const k = code ?? 'no code';
    phase.codes503[k] = (phase.codes503[k] ?? 0) + 1;
  } else if (status === 500) phase.s500++;
  else phase.sOther5xx[status] = (phase.sOther5xx[status] ?? 0) + 1;
}

/** One HTTP request, measured and counted in the phase it started in. */
export const opLatencies = {};
export async function request(base, method, url, { cookie, body, headers = {}, op = 'other' } = {}) {
  const phase = run.currentPhase;
  const opList = (opLatencies[op] ??= []);
  const started = now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(HANG_MS + 5000),
    });
    const text = await response.text();
    const ms = now() - started;
    if (phase) record(phase, { status: response.status, ms, code: codeOf(text) });
    if (phase) opList.push(ms);
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers, ms };
  } catch (err) {
    const ms = now() - started;
    const kind =
      err?.name === 'TimeoutError'
        ? 'timeout'
        : (err?.cause?.code ?? err?.cause?.name ?? err?.name ?? 'error') +
          (err?.cause?.code === 'UND_ERR_SOCKET' ? ` ${err.cause.message}` : '');
    if (phase) record(phase, { ms, error: kind });
    if (phase) opList.push(ms);
    return { status: 0, error: kind, ms };
  }
}
