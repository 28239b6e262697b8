/**
 * Finance schedules (issue 41), in the currency's minor unit (integers: fils, halalas, piastres,
 * paisa), so every payment is a sum a bank could charge and the principal repaid is exactly the loan.
 *
 * - `annuity`: conventional, one level payment; each month's interest is on the balance; the last
 *   payment is the balance left plus its interest, so it absorbs the rounding of the level payment.
 * - `equal-principal`: conventional with the same share of the loan repaid each month and interest
 *   on the balance, so payments fall.
 * - `diminishing-musharaka`: Islamic; the buyer buys the financier's share in equal parts and pays
 *   rent (the profit) on the share the financier still owns. The figures are those of equal
 *   principal; the words differ (rent and profit, not interest).
 * - `ijara`: Islamic lease ending in ownership; a level rental made of rent (profit on the value the
 *   financier still owns) and the purchase of the rest. The figures are those of the annuity.
 *
 * Rounding: the principal repaid by month k is the loan × k / n rounded to the minor unit, so each
 * month's share differs by at most one minor unit and the shares add up to the loan; profit is the
 * balance × rate rounded half up. Rates are read to a thousandth of a percent, exactly (BigInt).
 */

export const FINANCE_METHODS = ['annuity', 'equal-principal', 'diminishing-musharaka', 'ijara'] as const;
export type FinanceMethod = (typeof FINANCE_METHODS)[number];

/** Methods whose price of money is called profit (Islamic), not interest. */
export const ISLAMIC_METHODS: readonly FinanceMethod[] = ['diminishing-musharaka', 'ijara'];

export interface FinanceTerms {
  /** The amount financed, in minor units (an integer). */
  loan: number;
  /** The yearly interest or profit rate in percent (5 means 5 %), to three decimals. */
  ratePercent: number;
  /** The number of monthly payments. */
  months: number;
  /**
   * A rate that replaces `ratePercent` after `afterMonths` payments (a public scheme's subsidised
   * years, then the bank's own rate); an annuity's level payment is then recomputed on what is left.
   */
  later?: { afterMonths: number; ratePercent: number };
}

export interface ScheduleRow {
  /** 1 for the first payment. */
  month: number;
  payment: number;
  /** The part of the loan repaid (the share bought, under musharaka or ijara). */
  principal: number;
  /** Interest, or rent/profit under the Islamic methods. */
  profit: number;
  /** What is still owed (or still owned by the financier) after this payment. */
  balance: number;
}

/** The yearly rate as thousandths of a percent: an exact integer. */
const milliPercent = (ratePercent: number): bigint => BigInt(Math.round(ratePercent * 1000));
/** 12 months × 100 % × 1000. */
const MONTHLY_DIVISOR = 1_200_000n;

/** `numerator / denominator` rounded half up (both positive). */
const divideRounded = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (denominator * 2n);

/** One month's interest or rent on `balance`, rounded half up to the minor unit. */
function monthlyProfit(balance: bigint, rate: bigint): bigint {
  return divideRounded(balance * rate, MONTHLY_DIVISOR);
}

/** The level payment of an annuity, rounded half up to the minor unit. */
export function levelPayment({ loan, ratePercent, months }: FinanceTerms): number {
  if (ratePercent === 0) return Math.ceil(loan / months);
  const rate = ratePercent / 1200;
  return Math.round((loan * rate) / (1 - (1 + rate) ** -months));
}

/** The rate of `month` (1-based) under `terms`. */
const rateOf = (terms: FinanceTerms, month: number): number =>
  terms.later && month > terms.later.afterMonths ? terms.later.ratePercent : terms.ratePercent;

function annuityRows(terms: FinanceTerms): ScheduleRow[] {
  let rate = milliPercent(terms.ratePercent);
  let level = BigInt(levelPayment(terms));
  let balance = BigInt(terms.loan);
  const rows: ScheduleRow[] = [];
  for (let month = 1; month <= terms.months && balance > 0n; month += 1) {
    if (terms.later && month === terms.later.afterMonths + 1) {
      // The new rate: the level payment that repays what is left over the months left.
      const left = { loan: Number(balance), ratePercent: terms.later.ratePercent, months: terms.months - month + 1 };
      rate = milliPercent(left.ratePercent);
      level = BigInt(levelPayment(left));
    }
    const profit = monthlyProfit(balance, rate);
    const last = month === terms.months || level - profit >= balance;
    const principal = last ? balance : level - profit;
    balance -= principal;
    rows.push(row(month, principal, profit, balance));
  }
  return rows;
}

function equalPrincipalRows(terms: FinanceTerms): ScheduleRow[] {
  const loan = BigInt(terms.loan);
  const months = BigInt(terms.months);
  let repaid = 0n;
  const rows: ScheduleRow[] = [];
  for (let month = 1; month <= terms.months; month += 1) {
    const profit = monthlyProfit(loan - repaid, milliPercent(rateOf(terms, month)));
    const principal = divideRounded(loan * BigInt(month), months) - repaid;
    repaid += principal;
    rows.push(row(month, principal, profit, loan - repaid));
  }
  return rows;
}

const row = (month: number, principal: bigint, profit: bigint, balance: bigint): ScheduleRow => ({
  month,
  payment: Number(principal + profit),
  principal: Number(principal),
  profit: Number(profit),
  balance: Number(balance),
});

/** Every monthly payment of `terms` under `method`. */
export function financeSchedule(method: FinanceMethod, terms: FinanceTerms): ScheduleRow[] {
  if (terms.loan <= 0 || terms.months <= 0) return [];
  return method === 'annuity' || method === 'ijara' ? annuityRows(terms) : equalPrincipalRows(terms);
}

export interface ScheduleSummary {
  firstPayment: number;
  lastPayment: number;
  totalPaid: number;
  totalProfit: number;
}

export function summariseSchedule(rows: readonly ScheduleRow[]): ScheduleSummary {
  return {
    firstPayment: rows[0]?.payment ?? 0,
    lastPayment: rows.at(-1)?.payment ?? 0,
    totalPaid: rows.reduce((sum, r) => sum + r.payment, 0),
    totalProfit: rows.reduce((sum, r) => sum + r.profit, 0),
  };
}

/** The schedule by year: each year's payments, principal and profit added, and the balance at its end. */
export function yearlySchedule(rows: readonly ScheduleRow[]): ScheduleRow[] {
  const years: ScheduleRow[] = [];
  for (const r of rows) {
    const year = Math.ceil(r.month / 12);
    const current = years[year - 1];
    if (current) {
      current.payment += r.payment;
      current.principal += r.principal;
      current.profit += r.profit;
      current.balance = r.balance;
    } else years.push({ ...r, month: year });
  }
  return years;
}
