import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { ReplicaBreaker } from './replica-breaker.js';
import type { ReplicaLagMonitor } from './replica-lag.js';

/**
 * Where the reads of the current request go: the primary, or (false) a replica; `writtenAt` (ms
 * since epoch) is when this visitor last wrote: only a replica holding that write serves them.
 */
export interface ReadScope {
  primary: boolean;
  writtenAt?: number;
  /** The request these reads serve, named in the log of a promise rejection nobody handled. */
  request?: { id: string; method: string; url: string };
  /** Or the background job they serve (lib/jobs.ts), named there likewise. */
  job?: { name: string; id: string };
}

const scope = new AsyncLocalStorage<ReadScope>();

/** Runs `fn` (and everything it starts) with reads routed as `store` says. */
export function withReadScope<T>(store: ReadScope, fn: () => T): T {
  return scope.run(store, fn);
}

/** The request the current code runs for, when it runs for one. */
export function currentRequest(): ReadScope['request'] {
  return scope.getStore()?.request;
}

/** The background job the current code runs for, when it runs for one (lib/jobs.ts). */
export function currentJob(): ReadScope['job'] {
  return scope.getStore()?.job;
}

/** Outside a request (start-up, seeding, sweeps, listeners) reads go to the primary. */
export function readsFromPrimary(): boolean {
  return scope.getStore()?.primary ?? true;
}

export interface ReplicaStatus {
  /** 1-based position in DATABASE_READ_URL (URLs hold passwords: they are never shown). */
  replica: number;
  /** ok: measured within the lag bound; lagging: behind it; unreachable: the lag probe failed. */
  status: 'ok' | 'lagging' | 'unreachable';
  /** Seconds of writes the replica has not replayed yet, as last measured (null: not reachable). */
  lag_seconds: number | null;
  /** Whether reads go to it now (ok, and its circuit breaker is closed or due for a try). */
  in_use: boolean;
  /** Seconds until a replica whose reads failed is tried again (0 when it is not left out). */
  retry_in_seconds: number;
}

interface Replica {
  pool: pg.Pool;
  breaker: ReplicaBreaker;
}

type QueryFn = (config: unknown, values?: unknown) => Promise<pg.QueryResult>;

/**
 * The part of pg.Pool that drizzle-orm/node-postgres uses (`query`, `connect`), routed per call:
 * to a replica (round-robin over those in use) when the current request may read from one, else
 * to the primary. A replica is in use while its measured lag is within the bound (replica-lag.ts)
 * and its circuit breaker is closed (replica-breaker.ts). A read the replica cannot answer
 * (refused, dropped, no answer within its short timeout, shutting down, conflict with recovery)
 * opens the breaker and the same read goes to the primary, so a replica that is down, frozen or
 * behind never takes reads down nor shows old data past the bound.
 *
 * The class name must contain "Pool": drizzle's transaction() checks it before taking a client
 * with connect() (this Db is for reads, but a transaction on it must still hold one connection).
 */
export class ReadRoutingPool {
  private next = 0;
  private readonly replicas: Replica[];

  constructor(
    private readonly primary: pg.Pool,
    replicaPools: pg.Pool[],
    private readonly options: {
      /** Lag of each replica (absent: every replica counts as caught up). */
      lag?: ReplicaLagMonitor;
      warn?: (message: string) => void;
      breaker?: () => ReplicaBreaker;
    } = {},
  ) {
    this.replicas = replicaPools.map((pool) => ({ pool, breaker: options.breaker?.() ?? new ReplicaBreaker() }));
  }

  private inUse(i: number, writtenAt?: number): boolean {
    const { lag } = this.options;
    if (!lag) return true;
    return lag.fresh(i) && (writtenAt === undefined || lag.holds(i, writtenAt));
  }

  /** The replica for the next read, or null for the primary. */
  private pick(): Replica | null {
    const store = scope.getStore();
    if (store?.primary ?? true) return null;
    const count = this.replicas.length;
    for (let k = 0; k < count; k++) {
      const i = (this.next + k) % count;
      const replica = this.replicas[i]!;
      if (replica.breaker.available && this.inUse(i, store!.writtenAt)) {
        this.next = (i + 1) % count;
        replica.breaker.acquire();
        return replica;
      }
    }
    return null;
  }

  private failed(replica: Replica, error: unknown): void {
    if (!replica.breaker.failure()) return;
    const n = this.replicas.indexOf(replica) + 1;
    const warn = this.options.warn ?? ((m: string) => console.warn(m));
    warn(`read replica ${n} failed (${(error as Error).message}); reading from the primary`);
  }

  async query(config: unknown, values?: unknown): Promise<pg.QueryResult> {
    const replica = this.pick();
    if (replica) {
      try {
        const result = await (replica.pool.query as QueryFn).call(replica.pool, config, values);
        replica.breaker.success();
        return result;
      } catch (error) {
        if (!isReplicaFailure(error)) {
          replica.breaker.success(); // it answered: the query itself is wrong
          throw error;
        }
        this.failed(replica, error);
      }
    }
    return (this.primary.query as QueryFn).call(this.primary, config, values);
  }

  async connect(): Promise<pg.PoolClient> {
    const replica = this.pick();
    if (replica) {
      try {
        const client = await replica.pool.connect();
        replica.breaker.success();
        return client;
      } catch (error) {
        if (!isReplicaFailure(error)) {
          replica.breaker.success();
          throw error;
        }
        this.failed(replica, error);
      }
    }
    return this.primary.connect();
  }

  /** Each replica's lag and whether it is read (for /api/health/ready). */
  status(): ReplicaStatus[] {
    return this.replicas.map(({ breaker }, i): ReplicaStatus => {
      const measured = this.options.lag?.report(i) ?? { status: 'ok' as const, lag_seconds: null };
      const retry = breaker.retryInMs();
      return {
        replica: i + 1,
        ...measured,
        in_use: measured.status === 'ok' && retry === 0,
        retry_in_seconds: Math.ceil(retry / 1000),
      };
    });
  }

  /**
   * A pg.Pool for drizzle-orm/node-postgres: the primary's pool, with query() and connect() (the
   * only two calls drizzle makes on it) going through this router. Its class stays the primary's
   * (drizzle's transaction() looks for "Pool" in the name before taking a client with connect()).
   */
  asPool(): pg.Pool {
    const query = this.query.bind(this);
    const connect = this.connect.bind(this);
    return new Proxy(this.primary, {
      get: (target, property) => {
        if (property === 'query') return query;
        if (property === 'connect') return connect;
        return Reflect.get(target, property, target);
      },
    });
  }

  /** Closes the replicas' pools (the primary's belongs to its owner). */
  async end(): Promise<void> {
    await Promise.all(this.replicas.map((r) => r.pool.end()));
  }
}

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs after which the read is worth trying on the primary: class 08 (connection
 * exception), admin/crash shutdown, cannot connect now (starting up), too many connections, and
 * 40001, which on a replica means the query was cancelled by a conflict with WAL replay.
 */
const RETRY_ON_PRIMARY = new Set(['57P01', '57P02', '57P03', '53300', '40001']);

/** True when the replica could not answer, as opposed to the query being wrong. */
export function isReplicaFailure(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (CONNECTION_ERRORS.has(code) || RETRY_ON_PRIMARY.has(code) || code.startsWith('08')) return true;
  const message = (error as Error | null)?.message ?? '';
  return /timeout exceeded when trying to connect|Connection terminated|Query read timeout/i.test(message);
}
