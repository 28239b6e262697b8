import type { FinanceRule, FinanceScheme } from '@estate/shared/finance';
import type { FinanceRuleRow } from './finance-rule.table.js';
import type { FinanceSchemeRow } from './finance-scheme.table.js';

/** A finance_rules row as the API answers it. */
export const toRule = (row: FinanceRuleRow): FinanceRule => ({
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

/** A finance_schemes row as the API answers it. */
export const toScheme = (row: FinanceSchemeRow): FinanceScheme => ({
  id: row.id,
  country: row.country as FinanceScheme['country'],
  name: row.name,
  name_ar: row.nameAr,
  authority: row.authority,
  tiers: row.tiers,
  rate_years: row.rateYears,
  down_payment_min: Number(row.downPaymentMin),
  tenor_max_years: row.tenorMaxYears,
  eligibility: row.eligibility,
  source_url: row.sourceUrl,
  valid_from: row.validFrom,
  valid_to: row.validTo,
  updated_at: new Date(row.updatedAt).toISOString(),
});
