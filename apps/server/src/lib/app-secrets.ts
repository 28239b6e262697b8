import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rowsOf } from './sql-rows.js';

/**
 * A secret every app process shares, made by a migration (app_secrets), read once per process.
 * A failed read is not cached: the next use asks again.
 */
export function cachedSecret(db: Db, name: string): () => Promise<string> {
  let value: Promise<string> | undefined;
  return () => {
    value ??= db
      .execute(sql`select value from app_secrets where name = ${name}`)
      .then((result) => {
        const row = rowsOf<{ value: string }>(result)[0];
        if (!row) throw new Error(`app secret ${name} is missing (migration 0009)`);
        return row.value;
      })
      .catch((error: unknown) => {
        value = undefined;
        throw error;
      });
    return value;
  };
}
