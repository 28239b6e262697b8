import { describe, expect, it } from 'vitest';
import { planFinance, type CalculatorInput } from './calculator.js';
import { financeSchedule } from './schedule.js';
import { financeSchemeInputSchema, homeQualifies, schemeTierFor, type FinanceScheme } from './schemes.schema.js';

/** Mera Ghar Mera Ashiana as the State Bank announced it (September 2025). */
const ashiana: FinanceScheme = {
  id: 1,
  country: 'PK',
  name: 'Mera Ghar Mera Ashiana',
  name_ar: null,
  authority: 'State Bank of Pakistan',
  tiers: [
    { loan_max: 2_000_000, rate: 5 },
    { loan_max: 3_500_000, rate: 8 },
  ],
  rate_years: 10,
  down_payment_min: 10,
  tenor_max_years: 20,
  eligibility: { first_home_only: true, house_max_m2: 126.5, flat_max_m2: 126.4 },
  source_url: 'https://www.brecorder.com/news/40384466',
  valid_from: '2025-09-01',
  valid_to: null,
  updated_at: '2026-11-29T00:00:00.000Z',
};

const input: CalculatorInput = {
  method: 'annuity',
  price: 3_000_000,
  downPayment: { kind: 'percent', percent: 10 },
  years: 20,
  ratePercent: 14,
};

describe('public finance schemes', () => {
  it('takes the tier of the loan: 2.7 M at 8 % for 10 years, then the typed rate', () => {
    const plan = planFinance(input, undefined, 2, ashiana);
    expect(plan.loan).toBe(270_000_000);
    expect(plan.scheme).toEqual({ ratePercent: 8, months: 120 });
    // The first ten years at the scheme's 8 %, the rest at 14 %: the payment rises in month 121.
    const at8 = financeSchedule('annuity', { loan: 270_000_000, ratePercent: 8, months: 240 });
    expect(plan.rows[0]?.payment).toBe(at8[0]?.payment);
    expect(plan.rows[120]!.payment).toBeGreaterThan(plan.rows[119]!.payment);
    expect(plan.rows.reduce((sum, r) => sum + r.principal, 0)).toBe(plan.loan);
    expect(plan.rows.at(-1)?.balance).toBe(0);
    expect(schemeTierFor(ashiana, 1_500_000)?.rate).toBe(5);
    expect(schemeTierFor(ashiana, 3_600_000)).toBeUndefined();
  });

  it("raises the down payment to the scheme's minimum, and so the loan stays within its cap", () => {
    const low = planFinance({ ...input, downPayment: { kind: 'percent', percent: 5 } }, undefined, 2, ashiana);
    expect(low.adjustedBy).toBe('scheme_down');
    expect(low.downPayment).toBe(30_000_000);
    const dear = planFinance({ ...input, price: 5_000_000 }, undefined, 2, ashiana);
    expect(dear.adjustedBy).toBe('scheme_loan');
    expect(dear.loan).toBe(350_000_000);
    expect(dear.scheme?.ratePercent).toBe(8);
  });

  it('keeps its rate for the whole tenor when it has no end to it, and equal principal changes rate too', () => {
    const whole = planFinance(input, undefined, 2, { ...ashiana, rate_years: null });
    expect(whole.scheme?.months).toBe(240);
    const steps = planFinance({ ...input, method: 'equal-principal' }, undefined, 2, ashiana);
    expect(steps.rows[120]!.profit).toBeGreaterThan(steps.rows[119]!.profit);
    expect(steps.rows.reduce((sum, r) => sum + r.principal, 0)).toBe(steps.loan);
  });

  it('a rate change to the same rate changes nothing', () => {
    const plain = financeSchedule('annuity', { loan: 160_000_000, ratePercent: 12, months: 120 });
    const same = financeSchedule('annuity', {
      loan: 160_000_000,
      ratePercent: 12,
      months: 120,
      later: { afterMonths: 60, ratePercent: 12 },
    });
    expect(same.reduce((s, r) => s + r.payment, 0)).toBeCloseTo(
      plain.reduce((s, r) => s + r.payment, 0),
      -2,
    );
    expect(same.at(-1)?.balance).toBe(0);
  });

  it('qualifies houses and flats by size and price, nothing else', () => {
    const home = (property_type: string, area_sqm: number, price = 3_000_000) => ({ property_type, area_sqm, price });
    expect(homeQualifies(ashiana, home('house', 126))).toBe(true);
    expect(homeQualifies(ashiana, home('house', 253))).toBe(false);
    expect(homeQualifies(ashiana, home('apartment', 111))).toBe(true);
    expect(homeQualifies(ashiana, home('shop', 50))).toBe(false);
    expect(homeQualifies(ashiana, home('residential_plot', 100))).toBe(false);
    expect(homeQualifies({ eligibility: { price_max: 350_000 } }, home('apartment', 90, 400_000))).toBe(false);
  });

  it('refuses tiers out of order, an uncapped tier before the last, and ends before starts', () => {
    const { id: _id, updated_at: _at, ...body } = ashiana;
    expect(financeSchemeInputSchema.safeParse(body).success).toBe(true);
    const bad = (patch: Partial<typeof body>) => financeSchemeInputSchema.safeParse({ ...body, ...patch }).success;
    expect(
      bad({
        tiers: [
          { loan_max: 3_500_000, rate: 8 },
          { loan_max: 2_000_000, rate: 5 },
        ],
      }),
    ).toBe(false);
    expect(
      bad({
        tiers: [
          { loan_max: null, rate: 8 },
          { loan_max: 2_000_000, rate: 5 },
        ],
      }),
    ).toBe(false);
    expect(bad({ tiers: [] })).toBe(false);
    expect(bad({ valid_to: '2020-01-01' })).toBe(false);
    expect(bad({ source_url: 'http://example.org' })).toBe(false);
  });
});
