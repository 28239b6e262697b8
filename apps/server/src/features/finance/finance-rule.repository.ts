import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { FinanceRuleInput } from '@estate/shared/finance';
import type { Db, Executor } from '../../db/database.js';
import { financeRules, type FinanceRuleRow } from './finance-rule.table.js';

const columns = (input: FinanceRuleInput) => ({
  country: input.country,
  kind: input.kind,
  conditions: input.conditions,
  value: input.value,
  authority: input.authority,
  sourceUrl: input.source_url,
  validFrom: input.valid_from,
  validTo: input.valid_to,
});

/** The finance_rules table (the service logs every change in the same transaction). */
export function financeRuleRepository(db: Db) {
  return {
    /** A country's rules in force on `day` (YYYY-MM-DD). */
    inForce(country: string, day: string, executor: Executor = db): Promise<FinanceRuleRow[]> {
      return executor
        .select()
        .from(financeRules)
        .where(
          and(
            eq(financeRules.country, country),
            lte(financeRules.validFrom, day),
            or(isNull(financeRules.validTo), gte(financeRules.validTo, day)),
          ),
        )
        .orderBy(asc(financeRules.kind), asc(financeRules.id));
    },

    all(executor: Executor = db): Promise<FinanceRuleRow[]> {
      return executor
        .select()
        .from(financeRules)
        .orderBy(asc(financeRules.country), asc(financeRules.kind), asc(financeRules.id));
    },

    async lockOne(tx: Executor, id: number): Promise<FinanceRuleRow | undefined> {
      const [row] = await tx.select().from(financeRules).where(eq(financeRules.id, id)).for('update');
      return row;
    },

    async insert(tx: Executor, input: FinanceRuleInput, adminId: number): Promise<FinanceRuleRow> {
      const [row] = await tx
        .insert(financeRules)
        .values({ ...columns(input), updatedBy: adminId })
        .returning();
      return row!;
    },

    async update(tx: Executor, id: number, input: FinanceRuleInput, adminId: number): Promise<FinanceRuleRow> {
      const [row] = await tx
        .update(financeRules)
        .set({ ...columns(input), updatedBy: adminId, updatedAt: new Date() })
        .where(eq(financeRules.id, id))
        .returning();
      return row!;
    },

    async remove(tx: Executor, id: number): Promise<void> {
      await tx.delete(financeRules).where(eq(financeRules.id, id));
    },
  };
}
export type FinanceRuleRepository = ReturnType<typeof financeRuleRepository>;
