import { oncePerInterval } from '../../lib/dependency-errors.js';
import type { AppInstance } from '../../app-types.js';
import type { ReplicaStatus } from '../../db/read-routing.js';
import type { StorageReport } from '../../lib/storage-watch.js';

/** How long a readiness check waits for each dependency. */
const CHECK_TIMEOUT_MS = 2_000;

export interface DependencyReport {
  status: 'ok' | 'error';
  database: 'ok' | 'unreachable';
  redis: 'ok' | 'unreachable' | 'not_configured';
  draining: boolean;
  uptime_seconds: number;
  /** Room for uploads in the local folders: reported, not a reason to be unready (decision 0050). */
  storage: StorageReport;
  replicas?: ReplicaStatus[];
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
 * The readiness of this process: ready while the database answers (on a connection of its own,
 * never the request pool: a busy pool is not an outage) and it is not draining. Redis, the replicas
 * and the upload storage are reported but do not make it unready: without Redis each process still
 * serves, a replica's reads go to the primary, and a full disk refuses uploads (507) but every
 * process shares it, so taking them all out would turn that into a full outage (decision 0050).
 */
export async function dependencyStatus(app: AppInstance): Promise<DependencyReport> {
  const redis = app.redis;
  const [database, redisOk, replicas, storage] = await Promise.all([
    within(() => app.database.ping()),
    redis ? within(() => redis.ping(), 1_000) : Promise.resolve(undefined),
    app.database.replicas().catch(() => []),
    app.storage.report(),
  ]);
  const draining = app.lifecycle.draining;
  const report: DependencyReport = {
    status: database && !draining ? 'ok' : 'error',
    database: database ? 'ok' : 'unreachable',
    redis: redisOk === undefined ? 'not_configured' : redisOk ? 'ok' : 'unreachable',
    draining,
    uptime_seconds: Math.round(process.uptime()),
    storage,
    ...(replicas.length ? { replicas } : {}),
  };
  if (!database && shouldLog('database')) {
    app.log.error('readiness: the database does not answer');
  }
  if (storage.status === 'full' && shouldLog('storage')) {
    app.log.error({ free_bytes: storage.free_bytes }, 'readiness: no room left for uploads');
  }
  return report;
}
