import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Descending order with NULLS LAST: the order Drizzle's `.desc()` indexes are built in. Plain
 * `desc` sorts NULLS FIRST, which PostgreSQL treats as a different order even on NOT NULL
 * columns, so it would sort every match instead of reading an index in order.
 */
export const desc = (column: AnyColumn | SQL | SQL.Aliased): SQL => sql`${column} desc nulls last`;
