import { z } from 'zod';
import { isoDay } from './iso-day.js';

/**
 * A market's finance rules (issue 41): caps and costs an administrator keeps, each with the
 * authority that set it, a public source and the days it holds. Values are percents, except the
 * tenor and the age, which are years.
 */
export const FINANCE_RULE_KINDS = [
  'down_payment_min',
  'debt_burden_max',
  'tenor_max_years',
  'age_max_at_end',
  'upfront_cost',
] as const;
export type FinanceRuleKind = (typeof FINANCE_RULE_KINDS)[number];

/** The countries whose listings are priced in a market currency: the rules' markets. */
export const FINANCE_COUNTRIES = ['AE', 'SA', 'QA', 'EG', 'PK'] as const;
export const FINANCE_RESIDENCIES = ['national', 'expatriate'] as const;
export type FinanceResidency = (typeof FINANCE_RESIDENCIES)[number];

/** When a rule applies: every condition given must hold; one not given holds for everyone. */
export const financeRuleConditionsSchema = z.strictObject({
  residency: z.enum(FINANCE_RESIDENCIES).optional(),
  first_home: z.boolean().optional(),
  off_plan: z.boolean().optional(),
  /** In the market's currency, main units: the rule applies from this price up... */
  price_min: z.number().nonnegative().max(1e13).optional(),
  /** ...and up to this one. */
  price_max: z.number().positive().max(1e13).optional(),
  /** A city, by its English name (Dubai's transfer fee is Dubai's). */
  city: z.string().trim().min(2).max(80).optional(),
});
export type FinanceRuleConditions = z.infer<typeof financeRuleConditionsSchema>;

/** `POST /api/admin/finance-rules/` and `PUT /api/admin/finance-rules/:id/`. */
export const financeRuleInputSchema = z
  .object({
    country: z.enum(FINANCE_COUNTRIES, { error: 'finance.admin.errors.country' }),
    kind: z.enum(FINANCE_RULE_KINDS, { error: 'finance.admin.errors.kind' }),
    conditions: financeRuleConditionsSchema.default({}),
    value: z
      .number({ error: 'finance.admin.errors.value' })
      .min(0, 'finance.admin.errors.value')
      .max(100, 'finance.admin.errors.value'),
    /** Who set the rule: "UAE Central Bank", "Saudi Central Bank (SAMA)". */
    authority: z.string().trim().min(2, 'finance.admin.errors.authority').max(120, 'finance.admin.errors.authority'),
    source_url: z
      .url({ protocol: /^https$/, error: 'finance.admin.errors.source_url' })
      .max(500, 'finance.admin.errors.source_url'),
    valid_from: isoDay,
    /** The last day it holds; null while it has no end. Past it, the rule is no longer shown. */
    valid_to: isoDay.nullable(),
  })
  .refine((rule) => rule.valid_to === null || rule.valid_to >= rule.valid_from, {
    path: ['valid_to'],
    message: 'finance.admin.errors.dates_order',
  });
export type FinanceRuleInput = z.infer<typeof financeRuleInputSchema>;

export const financeRuleSchema = z.object({
  id: z.number().int(),
  country: z.enum(FINANCE_COUNTRIES),
  kind: z.enum(FINANCE_RULE_KINDS),
  conditions: financeRuleConditionsSchema,
  value: z.number(),
  authority: z.string(),
  source_url: z.string(),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
  updated_at: z.string(),
});
export type FinanceRule = z.infer<typeof financeRuleSchema>;

/** The administrators' list of rules (all of them). */
export const financeRulesAnswerSchema = z.object({ results: z.array(financeRuleSchema) });
export type FinanceRulesAnswer = z.infer<typeof financeRulesAnswerSchema>;

export const financeRulesQuerySchema = z.object({ country: z.enum(FINANCE_COUNTRIES) });

/** The buyer's situation the rules are matched against. */
export interface FinanceSituation {
  price: number;
  residency?: FinanceResidency;
  firstHome?: boolean;
  offPlan?: boolean;
  city?: string;
}

function holds(conditions: FinanceRuleConditions, situation: FinanceSituation): boolean {
  const c = conditions;
  if (c.residency !== undefined && c.residency !== (situation.residency ?? 'expatriate')) return false;
  if (c.first_home !== undefined && c.first_home !== (situation.firstHome ?? true)) return false;
  if (c.off_plan !== undefined && c.off_plan !== (situation.offPlan ?? false)) return false;
  if (c.price_min !== undefined && situation.price < c.price_min) return false;
  if (c.price_max !== undefined && situation.price > c.price_max) return false;
  if (c.city !== undefined && c.city.toLowerCase() !== situation.city?.toLowerCase()) return false;
  return true;
}

/**
 * The rule of `kind` that binds `situation`: of those whose conditions hold (an unanswered
 * residency reads as expatriate, first home as yes, off-plan as no), the strictest, since every
 * cap applies at once: the highest minimum down payment or cost, the lowest maximum. Undefined when
 * none holds: the calculator then applies no cap of that kind.
 */
export function applicableRule(
  rules: readonly FinanceRule[],
  kind: FinanceRuleKind,
  situation: FinanceSituation,
): FinanceRule | undefined {
  const lowest = kind.endsWith('_max') || kind === 'tenor_max_years' || kind === 'age_max_at_end';
  let best: FinanceRule | undefined;
  for (const rule of rules) {
    if (rule.kind !== kind || !holds(rule.conditions, situation)) continue;
    if (!best || (lowest ? rule.value < best.value : rule.value > best.value)) best = rule;
  }
  return best;
}

/** Whether any rule depends on residency or on the first home: the calculator then asks. */
export const asksResidency = (rules: readonly FinanceRule[]) => rules.some((r) => r.conditions.residency !== undefined);
export const asksFirstHome = (rules: readonly FinanceRule[]) =>
  rules.some((r) => r.conditions.first_home !== undefined);

/** The country whose rules a market currency's prices follow. */
export const FINANCE_COUNTRY_OF_CURRENCY: Record<string, (typeof FINANCE_COUNTRIES)[number]> = {
  AED: 'AE',
  SAR: 'SA',
  QAR: 'QA',
  EGP: 'EG',
  PKR: 'PK',
};
