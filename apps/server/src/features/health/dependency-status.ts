import { oncePerInterval } from '../../lib/dependency-errors.js';
import type { AppInstance } from '../../app-types.js';

/** How long a readiness check waits for each dependency. */
const CHECK_TIMEOUT_MS = 2_000;

export interface DependencyReport {
  status: 'ok' | 'error';
  database: 'ok' | 'unreachable';
  redis: 'ok' | 'unreachable' | 'not_configured';
  draining: boolean;
  uptime_seconds: number;
  replicas?: { replica: number; status: 'ok' | 'unreachable'; lag_seconds: number | null }[];
}

/** Resolves true if `work` finishes within the timeout, false if it fails or takes longer. */
async function within(work: () => Promise<unknown>, ms = CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const shouldLog = oncePerInterval();

/**
 * The readiness of this process: ready while the database answers and it is not draining. Redis
 * is reported but does not make it unready: without Redis each process still serves, with limits
 * in memory and real-time among its own sockets.
 */
export async function dependencyStatus(app: AppInstance): Promise<DependencyReport> {
  const redis = app.redis;
  const [database, redisOk, replicas] = await Promise.all([
    within(() => app.database.ping()),
    redis ? within(() => redis.ping(), 1_000) : Promise.resolve(undefined),
    app.database.replicas().catch(() => []),
  ]);
  const draining = app.lifecycle.draining;
  const report: DependencyReport = {
    status: database && !draining ? 'ok' : 'error',
    database: database ? 'ok' : 'unreachable',
    redis: redisOk === undefined ? 'not_configured' : redisOk ? 'ok' : 'unreachable',
    draining,
    uptime_seconds: Math.round(process.uptime()),
    ...(replicas.length ? { replicas } : {}),
  };
  if (!database && shouldLog('database')) {
    app.log.error('readiness: the database does not answer');
  }
  return report;
}
