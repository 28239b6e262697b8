import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DATABASE_SETTINGS, openDatabase, type Database } from '../../src/db/database.js';

/**
 * An isolated database for one test file. With TEST_DATABASE_URL (a PostgreSQL server) each
 * file gets its own database copied from a migrated template; otherwise an in-memory PGlite.
 */
export const TEMPLATE_DB = 'estate_test_template';

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `estate_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${TEMPLATE_DB}`);
  // A copy does not inherit the template's ALTER DATABASE settings.
  for (const [setting, value] of Object.entries(DATABASE_SETTINGS)) {
    await adminQuery(serverUrl, `alter database ${name} set ${setting} = ${value}`);
  }
  const database = await openDatabase({ url: withDatabase(serverUrl, name), migrate: false });
  const close = database.close;
  database.close = async () => {
    await close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  return database;
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
