import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** Where the reads of the current request go: the primary, or (false) a replica. */
export interface ReadScope {
  primary: boolean;
}

const scope = new AsyncLocalStorage<ReadScope>();

/** Runs `fn` (and everything it starts) with reads routed as `store` says. */
export function withReadScope<T>(store: ReadScope, fn: () => T): T {
  return scope.run(store, fn);
}

/** Outside a request (start-up, seeding, sweeps, listeners) reads go to the primary. */
export function readsFromPrimary(): boolean {
  return scope.getStore()?.primary ?? true;
}

export interface ReplicaStatus {
  /** 1-based position in DATABASE_READ_URL (URLs hold passwords: they are never shown). */
  replica: number;
  status: 'ok' | 'unreachable';
  /** Seconds the replica's replay is behind (0 when it has replayed all it received). */
  lag_seconds: number | null;
}

interface Replica {
  pool: pg.Pool;
  /** Until then (ms since epoch) the replica is skipped after a connection failure. */
  downUntil: number;
}

type QueryFn = (config: unknown, values?: unknown) => Promise<pg.QueryResult>;

/** How long a replica that failed to answer is left alone before it is tried again. */
const RETRY_AFTER_MS = 5_000;
const STATUS_TIMEOUT_MS = 2_000;

/**
 * The part of pg.Pool that drizzle-orm/node-postgres uses (`query`, `connect`), routed per call:
 * to a replica (round-robin over those not marked down) when the current request may read from
 * one, else to the primary. A replica that cannot answer (refused, dropped, timed out, shutting
 * down, conflict with recovery) is marked down for a few seconds and the same read goes to the
 * primary, so a replica that is down never takes reads down.
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
    private readonly warn: (message: string) => void = (m) => console.warn(m),
  ) {
    this.replicas = replicaPools.map((pool) => ({ pool, downUntil: 0 }));
  }

  /** The replica for the next read, or null for the primary. */
  private pick(): Replica | null {
    if (readsFromPrimary()) return null;
    const now = Date.now();
    const count = this.replicas.length;
    for (let i = 0; i < count; i++) {
      const replica = this.replicas[(this.next + i) % count]!;
      if (replica.downUntil <= now) {
        this.next = (this.next + i + 1) % count;
        return replica;
      }
    }
    return null;
  }

  private markDown(replica: Replica, error: unknown): void {
    const wasUp = replica.downUntil <= Date.now();
    replica.downUntil = Date.now() + RETRY_AFTER_MS;
    if (wasUp) {
      const n = this.replicas.indexOf(replica) + 1;
      this.warn(`read replica ${n} failed (${(error as Error).message}); reading from the primary`);
    }
  }

  async query(config: unknown, values?: unknown): Promise<pg.QueryResult> {
    const replica = this.pick();
    if (replica) {
      try {
        return await (replica.pool.query as QueryFn).call(replica.pool, config, values);
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        this.markDown(replica, error);
      }
    }
    return (this.primary.query as QueryFn).call(this.primary, config, values);
  }

  async connect(): Promise<pg.PoolClient> {
    const replica = this.pick();
    if (replica) {
      try {
        return await replica.pool.connect();
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        this.markDown(replica, error);
      }
    }
    return this.primary.connect();
  }

  /** Each replica's health and replay lag (for /api/health). */
  status(): Promise<ReplicaStatus[]> {
    return Promise.all(
      this.replicas.map(async ({ pool }, i): Promise<ReplicaStatus> => {
        try {
          const result = await withTimeout(
            pool.query<{ lag: number | null }>(`select case
                when not pg_is_in_recovery() then null
                when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
              end::float8 as lag`),
            STATUS_TIMEOUT_MS,
          );
          const lag = result.rows[0]?.lag;
          return { replica: i + 1, status: 'ok', lag_seconds: lag == null ? null : Math.round(lag * 10) / 10 };
        } catch {
          return { replica: i + 1, status: 'unreachable', lag_seconds: null };
        }
      }),
    );
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
  return /timeout exceeded when trying to connect|Connection terminated/i.test(message);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
