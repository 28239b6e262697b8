/**
 * Errors that mean a dependency (PostgreSQL) is down, overloaded or too slow, not that the request
 * or the code is wrong: the answer is 503 with Retry-After, and the log gets one line per kind per
 * interval instead of one per failed request (issue 13, D9).
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
/** SQLSTATEs: shutting down, cannot connect now, too many connections, statement timeout. */
const DATABASE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /query read timeout/i,
  /connection error/i,
];

/** A short name of the outage an error shows (e.g. `ECONNREFUSED`, `57014`), or undefined. */
export function unavailableKind(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || DATABASE_CODES.has(code) || code.startsWith('08'))) {
      return code;
    }
    if (typeof message === 'string') {
      const match = MESSAGES.find((pattern) => pattern.test(message));
      if (match) return message.slice(0, 60);
    }
  }
  return undefined;
}

/** Answers true at most once per `intervalMs` for each kind (for log lines during an outage). */
export function oncePerInterval(intervalMs = 10_000) {
  const last = new Map<string, number>();
  return (kind: string): boolean => {
    const now = Date.now();
    if (now - (last.get(kind) ?? 0) < intervalMs) return false;
    last.set(kind, now);
    return true;
  };
}
