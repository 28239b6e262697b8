/** The rows of a raw `db.execute(sql...)` result, whichever driver (PGlite or node-postgres) ran it. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
