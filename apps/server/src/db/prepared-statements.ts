import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Pool, PoolClient } from 'pg';

/** Most statements one connection keeps prepared; later new ones run unnamed (bounded memory). */
const MAX_PER_CONNECTION = 2_000;

type QueryConfig = { text?: string; name?: string; values?: unknown[] };

/**
 * Statement names by text, shared by every connection: a search's text is several kilobytes (its
 * card's SQL), and hashing it again for every run cost a few per cent of a keyword search's CPU.
 */
const namesByText = new LRUCache<string, string>({ max: 2_000 });
function nameOf(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    namesByText.set(text, name);
  }
  return name;
}
type Query = (config: unknown, ...rest: unknown[]) => unknown;

/**
 * With `enabled`, every parameterised statement a pool's connections send becomes a named
 * prepared statement (its name is a hash of its text). PostgreSQL then parses it once per
 * connection and, after a few runs, reuses a generic plan: planning a search against the listings
 * table's indexes costs about as much as running it (docs/decisions/0019). node-postgres skips the
 * Parse message when the connection already holds the name.
 *
 * Without (DATABASE_PREPARED_STATEMENTS=false, behind a pooler that cannot keep prepared
 * statements across transactions, such as PgBouncer before 1.21 in transaction mode), every
 * statement is sent unnamed, also those the code prepares with Drizzle (lib/prepared-query.ts).
 */
export function prepareStatements(pool: Pool, enabled: boolean): void {
  pool.on('connect', (client: PoolClient) => {
    const names = new Set<string>();
    const query = client.query.bind(client) as Query;
    const named = (config: QueryConfig, rest: unknown[]) => {
      if (!enabled) {
        if (!config.name) return query(config, ...rest);
        const { name: _name, ...unnamed } = config;
        return query(unnamed, ...rest);
      }
      if (config.name || typeof config.text !== 'string') return query(config, ...rest);
      const values = rest[0];
      if (!((Array.isArray(values) && values.length) || config.values?.length)) return query(config, ...rest);
      const name = nameOf(config.text);
      if (!names.has(name) && names.size >= MAX_PER_CONNECTION) return query(config, ...rest);
      names.add(name);
      return query({ ...config, name }, ...rest);
    };
    const routed: Query = (config, ...rest) => {
      if (config && typeof config === 'object') return named(config as QueryConfig, rest);
      if (typeof config === 'string' && Array.isArray(rest[0])) return named({ text: config }, rest);
      return query(config, ...rest);
    };
    // node-postgres' query() has many overloads; this one function stands for all of them.
    Reflect.set(client, 'query', routed);
  });
}
