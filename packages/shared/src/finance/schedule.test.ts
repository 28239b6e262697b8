import { describe, expect, it } from 'vitest';
import { financeSchedule, levelPayment, summariseSchedule, yearlySchedule, type FinanceMethod } from './schedule.js';

const minor = (amount: number) => Math.round(amount * 100);

describe('finance schedules (issue 41 reference cases)', () => {
  it('1,000,000 at 5 % over 25 years pays 5,845.90 a month', () => {
    expect(levelPayment({ loan: minor(1_000_000), ratePercent: 5, months: 300 })).toBe(584_590);
    const rows = financeSchedule('annuity', { loan: minor(1_000_000), ratePercent: 5, months: 300 });
    expect(rows).toHaveLength(300);
    expect(rows[0]?.payment).toBe(584_590);
  });

  it('1,600,000 at 12 % over 10 years: annuity 22,955.35', () => {
    const rows = financeSchedule('annuity', { loan: minor(1_600_000), ratePercent: 12, months: 120 });
    expect(rows[0]?.payment).toBe(2_295_535);
    expect(rows.slice(0, -1).every((r) => r.payment === 2_295_535)).toBe(true);
  });

  it('diminishing musharaka: first 29,333.33, last 13,466.66, total 2,568,000.00', () => {
    const rows = financeSchedule('diminishing-musharaka', { loan: minor(1_600_000), ratePercent: 12, months: 120 });
    const summary = summariseSchedule(rows);
    expect(summary.firstPayment).toBe(2_933_333);
    expect(summary.lastPayment).toBe(1_346_666);
    expect(summary.totalPaid).toBe(256_800_000);
    expect(summary.totalProfit).toBe(96_800_000);
  });

  it.each<FinanceMethod>(['annuity', 'equal-principal', 'diminishing-musharaka', 'ijara'])(
    '%s repays exactly the loan, balance ending at zero, each payment = principal + profit',
    (method) => {
      for (const terms of [
        { loan: 123_456_789, ratePercent: 7.125, months: 277 },
        { loan: 99_999, ratePercent: 49.999, months: 13 },
        { loan: 50_000_000, ratePercent: 0, months: 7 },
      ]) {
        const rows = financeSchedule(method, terms);
        expect(rows.reduce((sum, r) => sum + r.principal, 0)).toBe(terms.loan);
        expect(rows.at(-1)?.balance).toBe(0);
        for (const r of rows) {
          expect(r.payment).toBe(r.principal + r.profit);
          expect(Number.isInteger(r.payment)).toBe(true);
          expect(r.principal).toBeGreaterThanOrEqual(0);
        }
      }
    },
  );

  it('an annuity with no interest spreads the loan, the last payment taking what is left', () => {
    const rows = financeSchedule('annuity', { loan: 1000, ratePercent: 0, months: 3 });
    expect(rows.map((r) => r.payment)).toEqual([334, 334, 332]);
  });

  it('sums months into years', () => {
    const rows = financeSchedule('equal-principal', { loan: minor(120_000), ratePercent: 6, months: 24 });
    const years = yearlySchedule(rows);
    expect(years).toHaveLength(2);
    expect(years[0]?.principal).toBe(minor(60_000));
    expect(years[1]?.balance).toBe(0);
    expect(years[0]!.payment + years[1]!.payment).toBe(summariseSchedule(rows).totalPaid);
  });

  it('nothing to finance gives no schedule', () => {
    expect(financeSchedule('annuity', { loan: 0, ratePercent: 5, months: 12 })).toEqual([]);
  });
});
