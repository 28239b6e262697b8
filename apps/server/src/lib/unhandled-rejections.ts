import type { FastifyBaseLogger } from 'fastify';
import { currentJob, currentRequest } from '../db/read-routing.js';

const INTERVAL_MS = 10_000;

/**
 * The process's `unhandledRejection` listener: one error line per kind (the reason's message) per
 * 10 s, naming the request the promise was rejected for (Node runs the listener in the promise's
 * async context, where the request scope of plugins/read-your-writes.ts is found), or the background
 * job (lib/jobs.ts), and counting the lines of that kind left out since the last one (issue 38,
 * R9: the origin and count were hidden).
 */
export function logUnhandledRejection(log: FastifyBaseLogger, now: () => number = Date.now) {
  const kinds = new Map<string, { at: number; skipped: number }>();
  return (reason: unknown): void => {
    const kind = String((reason as Error | null)?.message ?? reason).slice(0, 80);
    const seen = kinds.get(kind);
    if (seen && now() - seen.at < INTERVAL_MS) {
      seen.skipped += 1;
      return;
    }
    if (kinds.size > 100) kinds.clear();
    kinds.set(kind, { at: now(), skipped: 0 });
    const request = currentRequest();
    const job = currentJob();
    log.error(
      { err: reason, ...(request ? { request } : {}), ...(job ? { job } : {}), skipped_since_last: seen?.skipped ?? 0 },
      'unhandled promise rejection (kept running)',
    );
  };
}
