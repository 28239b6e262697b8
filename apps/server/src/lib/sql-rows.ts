import { getTableName, sql, type Table } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/** The rows of a raw `db.execute(sql...)` result, whichever driver (PGlite or node-postgres) ran it. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** Takes the next value of a table's serial `id` before the insert, so the row's slug can carry its id. */
export async function nextSerialId(executor: Pick<Db, 'execute'>, table: Table): Promise<number> {
  const result = await executor.execute(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id`,
  );
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}
