import { describe, expect, it } from 'vitest';
import { applicableRule, financeRuleInputSchema, type FinanceRule } from './rules.schema.js';

const rule = (id: number, value: number, conditions: FinanceRule['conditions']): FinanceRule => ({
  id,
  country: 'AE',
  kind: 'down_payment_min',
  conditions,
  value,
  authority: 'UAE Central Bank',
  source_url: 'https://example.org',
  valid_from: '2018-01-01',
  valid_to: null,
  updated_at: '2026-11-29T00:00:00.000Z',
});

const rules = [
  rule(1, 25, { residency: 'expatriate', first_home: true, price_max: 5_000_000 }),
  rule(2, 20, { residency: 'national', first_home: true, price_max: 5_000_000 }),
  rule(3, 35, { residency: 'expatriate', first_home: true, price_min: 5_000_000.01 }),
  rule(4, 40, { residency: 'expatriate', first_home: false }),
  rule(5, 50, { off_plan: true }),
];

describe('finance rules', () => {
  it('picks the binding rule of those whose conditions hold', () => {
    expect(applicableRule(rules, 'down_payment_min', { price: 2_000_000 })?.id).toBe(1);
    expect(applicableRule(rules, 'down_payment_min', { price: 2_000_000, residency: 'national' })?.id).toBe(2);
    expect(applicableRule(rules, 'down_payment_min', { price: 6_000_000 })?.id).toBe(3);
    expect(applicableRule(rules, 'down_payment_min', { price: 2_000_000, firstHome: false })?.id).toBe(4);
    expect(applicableRule(rules, 'down_payment_min', { price: 2_000_000, offPlan: true })?.id).toBe(5);
    expect(applicableRule(rules, 'debt_burden_max', { price: 2_000_000 })).toBeUndefined();
  });

  it('takes a rule with its source and days, and names what is wrong', () => {
    const good = {
      country: 'AE',
      kind: 'debt_burden_max',
      value: 50,
      authority: 'UAE Central Bank',
      source_url: 'https://rulebook.centralbank.ae/',
      valid_from: '2018-01-01',
      valid_to: null,
    };
    expect(financeRuleInputSchema.parse(good).conditions).toEqual({});
    const bad = financeRuleInputSchema.safeParse({
      ...good,
      value: 120,
      source_url: 'http://x',
      valid_to: '2017-01-01',
    });
    const messages = Object.fromEntries(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      value: 'finance.admin.errors.value',
      source_url: 'finance.admin.errors.source_url',
    });
    const order = financeRuleInputSchema.safeParse({ ...good, valid_to: '2017-01-01' });
    expect(order.error!.issues[0]).toMatchObject({ path: ['valid_to'], message: 'finance.admin.errors.dates_order' });
    expect(financeRuleInputSchema.safeParse({ ...good, conditions: { colour: 'red' } }).success).toBe(false);
    // Impossible or far-off days are refused, not thrown on (the API fuzzer found "9685-10-74").
    for (const day of ['9685-10-74', '2026-02-30', '3000-01-01']) {
      const answer = financeRuleInputSchema.safeParse({ ...good, valid_from: day });
      expect(answer.error?.issues[0]?.message, day).toBe('finance.admin.errors.date_invalid');
    }
  });
});
