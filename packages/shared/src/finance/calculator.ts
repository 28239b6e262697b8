/**
 * The finance calculator's rules (issue 41): the loan a price, a down payment and a market's cap
 * leave, checked inputs with catalog keys for the page's messages, and affordability.
 */
import {
  financeSchedule,
  summariseSchedule,
  type FinanceMethod,
  type ScheduleRow,
  type ScheduleSummary,
} from './schedule.js';
import { schemeLoanCap, schemeTierFor, type FinanceScheme } from './schemes.schema.js';

export const MAX_RATE_PERCENT = 50;
export const MAX_YEARS = 35;

export type DownPayment = { kind: 'amount'; amount: number } | { kind: 'percent'; percent: number };

export interface CalculatorInput {
  method: FinanceMethod;
  /** The price in the currency's main unit (dirhams, rupees…). */
  price: number;
  downPayment: DownPayment;
  years: number;
  ratePercent: number;
}

/** A market's minimum down payment, from an administrator's rule with its public source. */
export interface DownPaymentCap {
  minDownPercent: number;
  source: string;
}

/** Catalog keys of the inputs' problems, by field. */
export type CalculatorErrors = Partial<Record<'price' | 'downPayment' | 'years' | 'ratePercent' | 'age', string>>;

export function checkCalculatorInput(input: CalculatorInput): CalculatorErrors {
  const errors: CalculatorErrors = {};
  if (!Number.isFinite(input.price) || input.price <= 0) errors.price = 'finance.errors.price_positive';
  const down = input.downPayment.kind === 'amount' ? input.downPayment.amount : input.downPayment.percent;
  if (!Number.isFinite(down) || down < 0) errors.downPayment = 'finance.errors.not_negative';
  else if (input.downPayment.kind === 'percent' && down > 100) errors.downPayment = 'finance.errors.percent_max';
  if (!Number.isFinite(input.years) || input.years <= 0) errors.years = 'finance.errors.tenor_positive';
  else if (input.years > MAX_YEARS) errors.years = 'finance.errors.tenor_max';
  if (!Number.isFinite(input.ratePercent) || input.ratePercent < 0) errors.ratePercent = 'finance.errors.not_negative';
  else if (input.ratePercent > MAX_RATE_PERCENT) errors.ratePercent = 'finance.errors.rate_max';
  return errors;
}

export interface FinancePlan {
  /** Everything in minor units. */
  downPayment: number;
  loan: number;
  /** The down payment was raised to the market's minimum (shown with the rule's source). */
  adjusted: boolean;
  /**
   * What raised it: the market's rule, the scheme's minimum down payment, or the scheme's largest
   * loan (the rest is paid down).
   */
  adjustedBy?: 'rule' | 'scheme_down' | 'scheme_loan';
  /** Under a scheme: its rate for this loan, and how many payments it holds before the typed rate. */
  scheme?: { ratePercent: number; months: number };
  /** The down payment covers the price: nothing to finance. */
  noFinancingNeeded: boolean;
  rows: ScheduleRow[];
  summary: ScheduleSummary;
}

/**
 * The plan for valid `input` (see `checkCalculatorInput`); `minorDigits` of the currency (2 for all
 * five markets). Under a public `scheme` the down payment is at least the scheme's and leaves a loan
 * the scheme lends, the scheme's rate for that loan holds for its years, and the typed rate after.
 */
export function planFinance(
  input: CalculatorInput,
  cap?: DownPaymentCap,
  minorDigits = 2,
  scheme?: FinanceScheme,
): FinancePlan {
  const scale = 10 ** minorDigits;
  const price = Math.round(input.price * scale);
  const asked =
    input.downPayment.kind === 'amount'
      ? Math.round(input.downPayment.amount * scale)
      : Math.round((price * input.downPayment.percent) / 100);
  const minimums: [number, NonNullable<FinancePlan['adjustedBy']>][] = [
    [cap ? Math.ceil((price * cap.minDownPercent) / 100) : 0, 'rule'],
  ];
  if (scheme) {
    minimums.push([Math.ceil((price * scheme.down_payment_min) / 100), 'scheme_down']);
    const most = schemeLoanCap(scheme);
    if (most !== null) minimums.push([price - Math.round(most * scale), 'scheme_loan']);
  }
  const [minimum, by] = minimums.reduce((a, b) => (b[0] > a[0] ? b : a));
  const downPayment = Math.min(price, Math.max(asked, minimum));
  const loan = price - downPayment;
  const months = Math.round(input.years * 12);
  const tier = scheme && schemeTierFor(scheme, loan / scale);
  const schemeMonths = tier ? Math.min(months, (scheme.rate_years ?? input.years) * 12) : 0;
  const rows = financeSchedule(input.method, {
    loan,
    ratePercent: tier ? tier.rate : input.ratePercent,
    months,
    ...(tier && schemeMonths < months ? { later: { afterMonths: schemeMonths, ratePercent: input.ratePercent } } : {}),
  });
  const adjusted = asked < minimum && asked < price;
  return {
    downPayment,
    loan,
    adjusted,
    ...(adjusted ? { adjustedBy: by } : {}),
    ...(tier ? { scheme: { ratePercent: tier.rate, months: schemeMonths } } : {}),
    noFinancingNeeded: asked >= price,
    rows,
    summary: summariseSchedule(rows),
  };
}

export interface AffordabilityInput {
  monthlyIncome: number;
  monthlyDebts: number;
  savings: number;
  ratePercent: number;
  years: number;
  /** The share of income all debt payments may take (a market's debt-burden cap, or the buyer's own choice). */
  debtBurdenPercent: number;
  /** The market's minimum down payment, 0 where none is known. */
  minDownPercent: number;
  /** Up-front costs paid in cash as a share of the price (transfer fee, registration…). */
  upfrontCostPercent: number;
}

/** The largest loan a monthly payment repays over `years` at `ratePercent` (main units). */
function loanFor(payment: number, ratePercent: number, years: number): number {
  const months = years * 12;
  if (ratePercent === 0) return payment * months;
  const rate = ratePercent / 1200;
  return (payment * (1 - (1 + rate) ** -months)) / rate;
}

/** About how much a home may cost (main units, rounded down to three significant figures), 0 when nothing fits. */
export function affordablePrice(input: AffordabilityInput): number {
  const payment = (input.monthlyIncome * input.debtBurdenPercent) / 100 - input.monthlyDebts;
  if (payment <= 0 || input.savings < 0) return 0;
  const loan = loanFor(payment, input.ratePercent, input.years);
  const upfront = input.upfrontCostPercent / 100;
  // The price is the loan plus the cash left after costs, and the cash must cover the minimum down payment.
  const byPayment = (loan + input.savings) / (1 + upfront);
  const cashShare = input.minDownPercent / 100 + upfront;
  const price = cashShare > 0 ? Math.min(byPayment, input.savings / cashShare) : byPayment;
  if (!(price > 0)) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(price)) - 2);
  return Math.floor(price / step) * step;
}
