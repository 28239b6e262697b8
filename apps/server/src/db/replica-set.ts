import type pg from 'pg';
import { MonitorConnection } from './monitor-connection.js';
import { ReadRoutingPool, type ReplicaStatus } from './read-routing.js';
import { ReplicaLagMonitor } from './replica-lag.js';

/** Readiness waits this long for the primary (on its own connection). */
const READINESS_TIMEOUT_MS = 2_000;

export interface ReplicaSetOptions {
  primaryUrl: string;
  readUrls: string[];
  /** Bound on opening a replica connection and on each replica query (client side). */
  replicaTimeoutMs: number;
  /** A replica further behind than this is not read. */
  maxLagMs: number;
  /** Opens a request pool with these extra settings. */
  newPool: (url: string, extra: Partial<pg.PoolConfig>) => pg.Pool;
}

/**
 * The primary's health connection and, with replicas, their pools, the router that sends reads to
 * them and the lag monitor that decides which may be read (issue 38). The health and lag checks
 * use connections of their own (monitor-connection.ts), never a request pool.
 */
export async function openReplicaSet(Client: typeof pg.Client, primary: pg.Pool, options: ReplicaSetOptions) {
  const primaryMonitor = new MonitorConnection(Client, options.primaryUrl, READINESS_TIMEOUT_MS);
  const timeouts = { connectionTimeoutMillis: options.replicaTimeoutMs, query_timeout: options.replicaTimeoutMs };
  const pools = options.readUrls.map((url) => options.newPool(url, timeouts));
  const probes = options.readUrls.map((url) => new MonitorConnection(Client, url, options.replicaTimeoutMs));
  const lag = pools.length ? new ReplicaLagMonitor(primaryMonitor, probes, options.maxLagMs) : null;
  const router = lag ? new ReadRoutingPool(primary, pools, { lag }) : null;
  // The first measurement before the first request: until then no replica counts as caught up.
  await lag?.measure();
  lag?.start();
  return {
    router,
    /** Readiness: the primary answers on the health connection. */
    ping: async () => void (await primaryMonitor.query('select 1')),
    status: (): ReplicaStatus[] => router?.status() ?? [],
    async close() {
      lag?.stop();
      await Promise.all([router?.end(), primaryMonitor.end(), ...probes.map((p) => p.end())]);
    },
  };
}
