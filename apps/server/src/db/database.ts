import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a plain SQL statement (health checks, test setup). */
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
}

/** Opens the embedded PGlite database or a PostgreSQL server pool, and migrates it. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const { migrate, ...database } = options.url ? await openPostgres(options.url) : await openPglite(options.pgliteDir);
  if (options.migrate !== false) await migrate();
  return database;
}

/** An opened database and how to bring its schema up to date. */
type Opened = Database & { migrate: () => Promise<void> };

async function openPglite(dir?: string): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
  };
}

async function openPostgres(url: string): Promise<Opened> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // random_page_cost 1.1 suits SSDs and lets the planner use the full-text and map indexes
  // where the spinning-disk default (4) would scan the table.
  const pool = new pg.Pool({ connectionString: url, max: 20, options: '-c random_page_cost=1.1' });
  // An idle connection the server ends (restart, failover, a dropped test database) is reported
  // here; without a listener it would be an uncaught error that stops the process. The pool
  // opens a new connection for the next query.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      // Several app processes may start at once: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        client.release();
      }
    },
  };
}

/** True when the database has no users yet (used to seed an empty database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[];
  return (list[0]?.n ?? 0) === 0;
}
