import type { FinanceRuleInput } from '@estate/shared/finance';
import type { Db } from '../../db/database.js';
import { datedRowsRepository } from './dated-rows.repository.js';
import { financeRules } from './finance-rule.table.js';

/** The finance_rules table. */
export const financeRuleRepository = (db: Db) =>
  datedRowsRepository(db, financeRules, (input: FinanceRuleInput) => ({
    country: input.country,
    kind: input.kind,
    conditions: input.conditions,
    value: input.value,
    authority: input.authority,
    sourceUrl: input.source_url,
    validFrom: input.valid_from,
    validTo: input.valid_to,
  }));
export type FinanceRuleRepository = ReturnType<typeof financeRuleRepository>;
