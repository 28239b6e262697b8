import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

/** Most statements one connection keeps prepared; later new ones run unnamed (bounded memory). */
const MAX_PER_CONNECTION = 2_000;

type QueryConfig = { text?: string; name?: string; values?: unknown[] };
const PREPARED = Symbol('prepared-statements');

/**
 * Every parameterised statement a pool's connections send becomes a named prepared statement
 * (its name is a hash of its text). PostgreSQL then parses it once per connection and, after a
 * few runs, reuses a generic plan: planning a search against the listings table's indexes costs
 * about as much as running it (docs/decisions/0019). node-postgres skips the Parse message when
 * the connection already holds the name.
 *
 * Off (DATABASE_PREPARED_STATEMENTS=false) behind a pooler that cannot keep prepared statements
 * across transactions, such as PgBouncer before 1.21 in transaction mode.
 */
export function prepareStatements(pool: Pool): void {
  pool.on('connect', (client: PoolClient & { [PREPARED]?: Set<string> }) => {
    const names = new Set<string>();
    client[PREPARED] = names;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const values = rest[0];
      if (
        config &&
        typeof config === 'object' &&
        !(config as QueryConfig).name &&
        typeof (config as QueryConfig).text === 'string' &&
        ((Array.isArray(values) && values.length) || (config as QueryConfig).values?.length)
      ) {
        const text = (config as QueryConfig).text!;
        const name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
        if (names.has(name) || names.size < MAX_PER_CONNECTION) {
          names.add(name);
          return query({ ...(config as object), name }, ...rest);
        }
      }
      return query(config, ...rest);
    };
  });
}
