/**
 * DATABASE_PREPARED_STATEMENTS: on, every parameterised statement is prepared once per connection
 * (named); off, nothing is named, not even the queries Drizzle prepares. PostgreSQL-server pass only.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareStatements } from '../src/db/prepared-statements.js';

const url = process.env.TEST_DATABASE_URL;
const pools: pg.Pool[] = [];

async function preparedAfterQueries(enabled: boolean): Promise<string[]> {
  // One connection, so the statements and pg_prepared_statements are on the same session.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pools.push(pool);
  prepareStatements(pool, enabled);
  await pool.query('select $1::int + 1 as n', [1]);
  await pool.query({ name: 'drizzle_prepared', text: 'select $1::text as t', values: ['x'] });
  const { rows } = await pool.query('select name from pg_prepared_statements order by name');
  return rows.map((r: { name: string }) => r.name);
}

describe.skipIf(!url)('prepared statements (runs in the PostgreSQL-server pass)', () => {
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
  });

  it('on: the parameterised statements are prepared on the connection', async () => {
    const names = await preparedAfterQueries(true);
    expect(names).toContain('drizzle_prepared');
    expect(names.filter((n) => n.startsWith('s'))).toHaveLength(1);
  });

  it('off: nothing is prepared', async () => {
    expect(await preparedAfterQueries(false)).toEqual([]);
  });
});
