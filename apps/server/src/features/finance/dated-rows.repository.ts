import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { financeRules } from './finance-rule.table.js';
import { financeSchemes } from './finance-scheme.table.js';

/** The finance feature's administrator-kept tables: rows of a market with the days they hold. */
type DatedTable = typeof financeRules | typeof financeSchemes;

/**
 * Reads and writes of a dated table (finance rules, finance schemes); the service logs every
 * change in the same transaction.
 */
export function datedRowsRepository<T extends DatedTable, Input>(
  db: Db,
  table: T,
  columns: (input: Input) => Omit<T['$inferInsert'], 'id' | 'updatedBy' | 'updatedAt'>,
) {
  type Row = T['$inferSelect'];
  // Drizzle's builders do not follow a union of tables; each call is typed by the table given.
  const t = table as typeof financeRules;
  return {
    /** A country's rows in force on `day` (YYYY-MM-DD). */
    async inForce(country: string, day: string, executor: Executor = db): Promise<Row[]> {
      return (await executor
        .select()
        .from(t)
        .where(and(eq(t.country, country), lte(t.validFrom, day), or(isNull(t.validTo), gte(t.validTo, day))))
        .orderBy(asc(t.id))) as Row[];
    },

    async all(executor: Executor = db): Promise<Row[]> {
      return (await executor.select().from(t).orderBy(asc(t.country), asc(t.id))) as Row[];
    },

    async lockOne(tx: Executor, id: number): Promise<Row | undefined> {
      const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
      return row as Row | undefined;
    },

    async insert(tx: Executor, input: Input, adminId: number): Promise<Row> {
      const values = { ...columns(input), updatedBy: adminId } as typeof t.$inferInsert;
      const [row] = await tx.insert(t).values(values).returning();
      return row as Row;
    },

    async update(tx: Executor, id: number, input: Input, adminId: number): Promise<Row> {
      const values = { ...columns(input), updatedBy: adminId, updatedAt: new Date() } as Partial<typeof t.$inferInsert>;
      const [row] = await tx.update(t).set(values).where(eq(t.id, id)).returning();
      return row as Row;
    },

    async remove(tx: Executor, id: number): Promise<void> {
      await tx.delete(t).where(eq(t.id, id));
    },
  };
}
