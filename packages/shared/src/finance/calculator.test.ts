import { describe, expect, it } from 'vitest';
import { affordablePrice, checkCalculatorInput, planFinance, type CalculatorInput } from './calculator.js';
import { parseLocalizedNumber } from './localized-number.js';

const base: CalculatorInput = {
  method: 'annuity',
  price: 1_250_000,
  downPayment: { kind: 'percent', percent: 20 },
  years: 25,
  ratePercent: 5,
};

describe('finance calculator', () => {
  it('finances the price less the down payment', () => {
    const plan = planFinance(base);
    expect(plan.downPayment).toBe(25_000_000);
    expect(plan.loan).toBe(100_000_000);
    expect(plan.summary.firstPayment).toBe(584_590);
    expect(plan.adjusted).toBe(false);
  });

  it("raises a down payment under the market's minimum and says so", () => {
    const plan = planFinance(
      { ...base, downPayment: { kind: 'amount', amount: 100_000 } },
      { minDownPercent: 20, source: 'x' },
    );
    expect(plan.adjusted).toBe(true);
    expect(plan.downPayment).toBe(25_000_000);
  });

  it('a down payment at or over the price needs no financing', () => {
    const plan = planFinance({ ...base, downPayment: { kind: 'amount', amount: 1_300_000 } });
    expect(plan.noFinancingNeeded).toBe(true);
    expect(plan.loan).toBe(0);
    expect(plan.rows).toEqual([]);
  });

  it('names each bad input with a catalog key', () => {
    expect(
      checkCalculatorInput({
        ...base,
        price: -1,
        years: 0,
        ratePercent: 51,
        downPayment: { kind: 'amount', amount: -5 },
      }),
    ).toEqual({
      price: 'finance.errors.price_positive',
      years: 'finance.errors.tenor_positive',
      ratePercent: 'finance.errors.rate_max',
      downPayment: 'finance.errors.not_negative',
    });
    expect(checkCalculatorInput(base)).toEqual({});
  });

  it('reads Arabic-Indic and Urdu digits and separators', () => {
    expect(parseLocalizedNumber('١٬٢٥٠٬٠٠٠')).toBe(1_250_000);
    expect(parseLocalizedNumber('۵٫۲۵')).toBe(5.25);
    expect(parseLocalizedNumber('1,600,000.50')).toBe(1_600_000.5);
    expect(parseLocalizedNumber('12abc')).toBeUndefined();
    expect(parseLocalizedNumber('')).toBeUndefined();
  });

  it('affordability: the payment the income allows, limited by savings for the down payment and costs', () => {
    const common = { monthlyDebts: 0, ratePercent: 0, years: 10, debtBurdenPercent: 50, upfrontCostPercent: 0 };
    // 10,000 a month for 120 months = 1.2 M of loan, plus 300 k savings; 20 % down needs 300 k of a 1.5 M price.
    expect(affordablePrice({ ...common, monthlyIncome: 20_000, savings: 300_000, minDownPercent: 20 })).toBe(1_500_000);
    // Savings of 100 k allow only 500 k at 20 % down.
    expect(affordablePrice({ ...common, monthlyIncome: 20_000, savings: 100_000, minDownPercent: 20 })).toBe(500_000);
    expect(affordablePrice({ ...common, monthlyIncome: 1_000, monthlyDebts: 600, savings: 0, minDownPercent: 0 })).toBe(
      0,
    );
  });
});
