import { settleWithin } from '../lib/settle-within.js';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { postgresListen, type Listen } from './notice-listener.js';
import { prepareStatements } from './prepared-statements.js';
import type { ReplicaStatus } from './read-routing.js';
import { openReplicaSet } from './replica-set.js';

/**
 * The database, and a transaction too: drizzle's PgTransaction extends PgDatabase, so a `tx`
 * passes wherever a Db is asked for (no cast).
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
/** What a repository function needs to run statements: the database or a transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * Runs one SQL text (several statements when there are no values) on the database: how pg-boss
 * (lib/jobs.ts) reaches it, on PostgreSQL and on PGlite alike.
 */
export interface JobSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while holding a cluster-wide lock, so app processes starting together set up the
   * queues one after the other (concurrent creation deadlocks in PostgreSQL). Absent: one process.
   */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
}

export interface Database {
  /** The primary: every write, and every read that is not explicitly routed. */
  db: Db;
  /**
   * For search and page reads: a replica unless the current request must read from the primary
   * (read-routing.ts). The same Db as `db` when no replica is configured (and on PGlite).
   */
  read: Db;
  /** Health of each configured replica (none on PGlite or without DATABASE_READ_URL). */
  replicas(): Promise<ReplicaStatus[]>;
  kind: 'pglite' | 'postgres';
  /** Raw SQL on the primary for the job queue (lib/jobs.ts: pg-boss brings its own statements). */
  jobSql: JobSql;
  /**
   * Hears NOTIFY on a channel from every session of the database (notice-listener.ts): PGlite's
   * own, or a PostgreSQL connection of its own (DATABASE_DIRECT_URL when set).
   */
  listen: Listen;
  /** Readiness: a plain statement on the primary, on a connection of its own (never the request pool). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = resolveMigrationsDir();

function resolveMigrationsDir(): string {
  // Works from src/db (tsx, vitest) and from dist/ (bundled server).
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')]) {
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`Migrations folder not found near ${here}`);
}

export interface OpenOptions {
  /** postgres:// URL; when absent, the embedded PGlite database is used. */
  url?: string;
  /** Folder for the embedded database; absent means in memory. */
  pgliteDir?: string;
  migrate?: boolean;
  /** Streaming replicas of `url` for search and page reads (PostgreSQL only). */
  readUrls?: string[];
  /** A session (not PgBouncer transaction mode) connection for migrations; absent means `url`. */
  directUrl?: string;
  /** Named prepared statements on the server (default true; see db/prepared-statements.ts). */
  preparedStatements?: boolean;
  /** Connections per pool (the primary's, and each replica's): 20 unless set. */
  poolSize?: number;
  /** Bound on connecting to a replica and on each replica query (default 2 s); then the primary. */
  replicaTimeoutMs?: number;
  /** A replica measured further behind than this is not read (default 2 s). */
  replicaMaxLagMs?: number;
}

/**
 * Planner settings stored on the database (ALTER DATABASE ... SET), so that every connection
 * gets them, also through PgBouncer, which refuses an `options` startup parameter.
 * random_page_cost 1.1 suits SSDs and lets the planner use the full-text and map indexes where
 * the spinning-disk default (4) would scan the table.
 * The timeouts bound what a frozen or runaway query can hold (issue 13, decision 0025): no request
 * statement runs 15 s (the slowest search takes milliseconds), and a transaction left idle is ended
 * after 10 s so its locks do not block everyone. Migrations and the benchmark loader set their own.
 * Values as `pg_settings.setting` shows them (milliseconds).
 */
export const DATABASE_SETTINGS = {
  random_page_cost: '1.1',
  statement_timeout: '15000',
  idle_in_transaction_session_timeout: '10000',
} as const;

/**
 * Waits on the client side, which PgBouncer never sees: opening a connection or waiting for a free
 * one in the pool (5 s), and any one query, also when the network to the server froze (20 s).
 */
const POOL_TIMEOUTS = { connectionTimeoutMillis: 5_000, query_timeout: 20_000 } as const;

/** Opens the embedded PGlite database or a PostgreSQL server pool, and migrates it. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { migrate, ...database } = options.url
    ? await openPostgres({ ...options, url: options.url })
    : await openPglite(options.pgliteDir);
  if (options.migrate !== false) await migrate();
  return database;
}

/** An opened database and how to bring its schema up to date. */
type Opened = Database & { migrate: () => Promise<void> };

async function openPglite(dir?: string): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // pg_trgm: the keyword search's typo-tolerant place names (docs/decisions/0019).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
  await client.waitReady;
  const db: Db = drizzle({ client });
  return {
    db,
    read: db,
    replicas: async () => [],
    kind: 'pglite',
    jobSql: pgliteJobSql(client),
    listen: pgliteListen(client),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    },
  };
}

async function openPostgres(options: OpenOptions & { url: string }): Promise<Opened> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // No startup parameters (`options`): PgBouncer refuses them. See DATABASE_SETTINGS.
  const newPool = (url: string, extra: Partial<import('pg').PoolConfig> = {}) => {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 20, ...POOL_TIMEOUTS, ...extra });
    // An idle connection the server ends (restart, failover, a dropped test database) is reported
    // here; without a listener it would be an uncaught error that stops the process. The pool
    // opens a new connection for the next query.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    // pg-pool takes that listener off a connection it hands out, and a connection cut while a
    // transaction holds it (between its queries) emits 'error' with nobody listening: an uncaught
    // exception that took the process down in the fault run. Every connection gets its own listener;
    // the query in flight fails on its own and the request answers 503.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    });
    prepareStatements(pool, options.preparedStatements !== false);
    return pool;
  };
  const pool = newPool(options.url);
  // Replicas: short timeouts, a circuit breaker and a lag bound, then the primary (replica-set.ts).
  const replicaSet = await openReplicaSet(pg.Client, pool, {
    primaryUrl: options.url,
    readUrls: options.readUrls ?? [],
    replicaTimeoutMs: options.replicaTimeoutMs ?? 2_000,
    maxLagMs: options.replicaMaxLagMs ?? 2_000,
    newPool,
  });
  const router = replicaSet.router;
  const db: Db = drizzle({ client: pool });
  const read: Db = router ? drizzle({ client: router.asPool() }) : db;
  return {
    db,
    read,
    replicas: async () => replicaSet.status(),
    kind: 'postgres',
    jobSql: {
      executeSql: (text, values) => pool.query(text, values),
      // A session lock on a connection of its own while the queues are set up (lib/jobs.ts).
      async exclusive(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727275)');
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock(727275)').catch(() => {});
          client.release();
        }
      },
    },
    listen: postgresListen(pg.Client, options.directUrl ?? options.url),
    ping: replicaSet.ping,
    // Bounded: a connection that a failed request never gave back must not hold up a shutdown.
    close: async () => {
      await settleWithin(Promise.all([replicaSet.close(), pool.end()]), 3_000, 'closing the database pool');
    },
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      // A connection of its own, never the pool's: the advisory lock and the migration need one
      // session from start to end, which PgBouncer in transaction mode does not give (hence
      // DATABASE_DIRECT_URL). Several app processes may start at once: one migrates, the others wait.
      const client = new pg.Client({ connectionString: options.directUrl ?? options.url });
      // A connection ended by the server between queries is an 'error' event: without a listener
      // it would stop the process. The next query on it fails instead.
      client.on('error', (error) => console.warn(`migration connection lost: ${error.message}`));
      await client.connect();
      try {
        // A migration may rewrite a big table (minutes): the request timeouts are not for it.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock(727274)');
        await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
        await applyDatabaseSettings(client);
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        await client.end();
      }
    },
  };
}

/**
 * Stores DATABASE_SETTINGS on the current database when they differ (new connections get them).
 * Needs the database's owner; otherwise a warning says what to run.
 */
async function applyDatabaseSettings(client: import('pg').Client): Promise<void> {
  for (const [name, value] of Object.entries(DATABASE_SETTINGS)) {
    const current = await client.query<{ v: string }>('select setting as v from pg_settings where name = $1', [name]);
    if (current.rows[0]?.v === value) continue;
    try {
      await client.query(
        `do $$ begin execute format('alter database %I set ${name} = ${value}', current_database()); end $$`,
      );
    } catch (error) {
      console.warn(
        `could not store ${name}=${value} on the database (${(error as Error).message}); run: alter database <name> set ${name} = ${value}`,
      );
    }
  }
}

/** pg-boss's SQL on PGlite: several statements at once go through exec, which takes no values. */
export function pgliteJobSql(client: import('@electric-sql/pglite').PGlite): JobSql {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/** NOTIFY on PGlite: one process, one session, nothing to lose. */
export function pgliteListen(client: import('@electric-sql/pglite').PGlite): Listen {
  return async (channel, onNotice, onState) => {
    const stop = await client.listen(channel, onNotice);
    onState(true);
    return async () => {
      onState(false);
      if (!client.closed) await stop();
    };
  };
}

/** True when the database has no users yet (used to seed an empty database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[];
  return (list[0]?.n ?? 0) === 0;
}
