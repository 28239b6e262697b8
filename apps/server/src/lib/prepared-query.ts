import type { Db } from '../db/database.js';

/**
 * A query built once per database handle and then only executed: Drizzle builds a statement's
 * SQL by walking its columns on every call (for a listing with its owner, about a fifth of the
 * request's CPU), while a prepared query keeps the SQL and binds new values (`sql.placeholder`).
 * `build` receives the handle (the primary, or `database.read`) and returns the prepared query;
 * the statement is named, so PostgreSQL also parses and plans it once per connection.
 */
export function preparedOn<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db)));
    return query;
  };
}
