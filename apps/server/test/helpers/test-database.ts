import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import {
  DATABASE_SETTINGS,
  openDatabase,
  pgliteJobSql,
  pgliteListen,
  type Database,
  type Db,
} from '../../src/db/database.js';
import { schema } from '../../src/features.js';
import { installJobSchema } from '../../src/lib/jobs.js';

/**
 * An isolated database for one test file, copied from a template that global-setup.ts migrated
 * once for the whole run (issue 14: creating and migrating a database per file cost 2-3 s each).
 * - With TEST_DATABASE_URL (a PostgreSQL server): `CREATE DATABASE ... TEMPLATE` from this run's
 *   template, whose name is unique per run, so two runs on one server never touch each other.
 * - Otherwise: an in-memory PGlite loaded from the template's dumped data directory (a tar file),
 *   which skips initdb and the migrations.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of this run's migrated template database on the PostgreSQL server. */
    postgresTemplate: string;
    /** Path of this run's migrated PGlite data directory, dumped as an uncompressed tar. */
    pgliteTemplate: string;
  }
}

/** A template name unique to one run: runs sharing a server must not drop each other's template. */
export function newTemplateName(): string {
  return `estate_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteCopy();
  const template = provided('postgresTemplate');
  if (!template) throw new Error('No template database: run the server tests through vitest (global-setup.ts).');
  const name = `estate_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  // A copy does not inherit the template's ALTER DATABASE settings.
  for (const [setting, value] of Object.entries(DATABASE_SETTINGS)) {
    await adminQuery(serverUrl, `alter database ${name} set ${setting} = ${value}`);
  }
  // Ten connections each: the PostgreSQL pass runs three files at a time beside app processes of
  // their own, and 20 each came near the server's max_connections (100): a first query then got 503.
  const database = await openDatabase({ url: withDatabase(serverUrl, name), migrate: false, poolSize: 10 });
  const close = database.close;
  database.close = async () => {
    nameLateQueries(database);
    await close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  return database;
}

/**
 * A query sent to the pool after its test file closed the database fails with pg-pool's "Cannot
 * use a pool after calling end on the pool", whose stack pg-pool replaces with its own: an
 * unhandled rejection that names no caller (seen about once in three PostgreSQL-tier runs). This
 * prints the caller's stack and the statement beside it; the query still fails as it did.
 */
function nameLateQueries(database: Database): void {
  const pool = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = pool.query.bind(pool);
  pool.query = (...args: unknown[]) => {
    const statement = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    console.error(`query after the test database was closed: ${statement?.slice(0, 200)}\n${new Error().stack}`);
    return query(...args);
  };
}

/** What global-setup.ts provided; nothing outside a vitest run (scripts/fuzz.mjs). */
function provided<K extends 'postgresTemplate' | 'pgliteTemplate'>(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

let templateTar: Blob | undefined;

/** An in-memory PGlite holding the migrated schema, as openDatabase({}) would give. */
async function openPgliteCopy(): Promise<Database> {
  const path = provided('pgliteTemplate');
  if (!path) return openDatabase({});
  templateTar ??= new Blob([fs.readFileSync(path)], { type: 'application/x-tar' });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite({ loadDataDir: templateTar, extensions: { pg_trgm } });
  await client.waitReady;
  const db: Db = drizzle({ client, schema });
  return {
    db,
    read: db,
    replicas: async () => [],
    kind: 'pglite',
    jobSql: pgliteJobSql(client),
    listen: pgliteListen(client),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

/** Migrates a fresh in-memory PGlite and writes its data directory to `file` (global setup). */
export async function dumpPgliteTemplate(file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { MIGRATIONS_DIR } = await import('../../src/db/database.js');
  const client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  await installJobSchema(pgliteJobSql(client));
  const tar = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
  await client.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
