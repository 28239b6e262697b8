import type { FinanceRule, FinanceRuleInput, FinanceRulesAnswer } from '@estate/shared/finance';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UserRow } from '../users/user.table.js';
import type { FinanceRuleRepository } from './finance-rule.repository.js';
import type { FinanceRuleRow } from './finance-rule.table.js';

type AdminLog = (
  tx: Executor,
  entry: {
    adminId: number | null;
    action: string;
    targetType: string;
    targetId?: number;
    detail?: Record<string, unknown>;
  },
) => Promise<void>;

const notFound = () => new AppError(404, 'not_found', englishMessage('finance.admin.errors.not_found'));

const toRule = (row: FinanceRuleRow): FinanceRule => ({
  id: row.id,
  country: row.country as FinanceRule['country'],
  kind: row.kind as FinanceRule['kind'],
  conditions: row.conditions,
  value: Number(row.value),
  authority: row.authority,
  source_url: row.sourceUrl,
  valid_from: row.validFrom,
  valid_to: row.validTo,
  updated_at: new Date(row.updatedAt).toISOString(),
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Finance rules (issue 41): anyone reads a market's rules in force today (the calculators apply
 * them with their source); administrators add, change and delete them, each change in the
 * administrator log with what it replaced.
 */
export function financeRuleService(deps: {
  db: Db;
  repo: FinanceRuleRepository;
  log: AdminLog;
  onChange?: () => void;
}) {
  const { db, repo } = deps;
  const changed = async (
    admin: UserRow,
    action: string,
    id: number,
    detail: Record<string, unknown>,
    work: (tx: Executor) => Promise<void>,
  ) => {
    await db.transaction(async (tx) => {
      await work(tx);
      await deps.log(tx, { adminId: admin.id, action, targetType: 'finance_rule', targetId: id, detail });
    });
    deps.onChange?.();
  };

  return {
    async inForce(country: string): Promise<FinanceRulesAnswer> {
      return { results: (await repo.inForce(country, today())).map(toRule) };
    },

    async all(): Promise<FinanceRulesAnswer> {
      return { results: (await repo.all()).map(toRule) };
    },

    async create(input: FinanceRuleInput, admin: UserRow): Promise<FinanceRule> {
      let created: FinanceRuleRow | undefined;
      await db.transaction(async (tx) => {
        created = await repo.insert(tx, input, admin.id);
        await deps.log(tx, {
          adminId: admin.id,
          action: 'create_finance_rule',
          targetType: 'finance_rule',
          targetId: created.id,
          detail: { ...input },
        });
      });
      deps.onChange?.();
      return toRule(created!);
    },

    async update(id: number, input: FinanceRuleInput, admin: UserRow): Promise<FinanceRule> {
      let updated: FinanceRuleRow | undefined;
      await changed(admin, 'update_finance_rule', id, { ...input }, async (tx) => {
        const before = await repo.lockOne(tx, id);
        if (!before) throw notFound();
        updated = await repo.update(tx, id, input, admin.id);
      });
      return toRule(updated!);
    },

    async remove(id: number, admin: UserRow): Promise<void> {
      await changed(admin, 'delete_finance_rule', id, {}, async (tx) => {
        const before = await repo.lockOne(tx, id);
        if (!before) throw notFound();
        await repo.remove(tx, id);
      });
    },
  };
}
export type FinanceRuleService = ReturnType<typeof financeRuleService>;
