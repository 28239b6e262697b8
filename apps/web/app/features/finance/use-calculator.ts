import { useMemo, useState } from 'react';
import {
  applicableRule,
  checkCalculatorInput,
  MAX_YEARS,
  parseLocalizedNumber,
  planFinance,
  type CalculatorErrors,
  type CalculatorInput,
  type DownPaymentCap,
  type FinanceMethod,
  type FinancePlan,
  type FinanceResidency,
  type FinanceRule,
  type FinanceScheme,
} from '@estate/shared/finance';
import type { FinanceMarket } from './use-finance-market';

/** The ages the age field takes (a borrower is an adult; above 100 is a typo). */
const MIN_AGE = 18;
const MAX_AGE = 100;

export interface CalculatorStart {
  price?: number;
  ratePercent?: number;
  years?: number;
  method?: FinanceMethod;
  down?: number;
  downKind?: 'percent' | 'amount';
  /** A public scheme to calculate under (a saved calculation's), if the market still offers it. */
  schemeId?: number;
}

type Texts = { price: string; down: string; years: string; rate: string; age: string };

/** Why a tenor is too long: the age limit, the scheme's longest tenor, or the market's. */
function tenorError(tenorMax: number, ageYears: number | undefined, scheme: FinanceScheme | undefined): string {
  if (ageYears === tenorMax) return 'finance.errors.age_at_end';
  if (scheme?.tenor_max_years === tenorMax) return 'finance.errors.scheme_tenor';
  return 'finance.errors.tenor_max';
}

/**
 * The calculator's fields as typed (any digits), what they mean, and the plan once they are all
 * valid. Nothing is sent anywhere: the whole calculation runs in the page.
 */
export function useCalculator(start: CalculatorStart, market: FinanceMarket, city?: string) {
  const { rules, schemes } = market;
  const [method, setMethod] = useState<FinanceMethod>(start.method ?? 'annuity');
  const [schemeId, setSchemeId] = useState<number | null>(start.schemeId ?? null);
  const scheme = schemes.find((candidate) => candidate.id === schemeId);
  // The buyer's situation, asked only where a market's rules depend on it.
  const [residency, setResidency] = useState<FinanceResidency>('expatriate');
  const [firstHome, setFirstHome] = useState(true);
  const [offPlan, setOffPlan] = useState(false);
  const [downKind, setDownKind] = useState<'percent' | 'amount'>(start.downKind ?? 'percent');
  const [texts, setTexts] = useState<Texts>({
    price: start.price ? String(start.price) : '',
    down: String(start.down ?? 20),
    years: String(start.years ?? 20),
    rate: start.ratePercent === undefined ? '' : String(start.ratePercent),
    age: '',
  });

  const result = useMemo((): {
    errors: CalculatorErrors;
    plan?: FinancePlan;
    needRate: boolean;
    downRule?: FinanceRule;
    tenorMax: number;
    tenorRule?: FinanceRule;
    upfrontRule?: FinanceRule;
    /** The market's age limit at the finance's end, when it has one (the age field is asked then). */
    ageRule?: FinanceRule;
    /** With the age given: the most years the age limit leaves. */
    ageYears?: number;
    /** The applied scheme's rate does not last the whole tenor: the typed rate follows it. */
    rateAfterScheme: boolean;
    /** The inputs of a complete calculation (what "Save" keeps). */
    input?: CalculatorInput;
  } => {
    const price = parseLocalizedNumber(texts.price);
    const situation = { price: price ?? 0, residency, firstHome, offPlan, city };
    const downRule = price ? applicableRule(rules, 'down_payment_min', situation) : undefined;
    const tenorRule = applicableRule(rules, 'tenor_max_years', situation);
    const upfrontRule = price ? applicableRule(rules, 'upfront_cost', situation) : undefined;
    // The finance ends by the market's age limit (issue 41): the buyer's age shortens the tenor.
    const ageRule = applicableRule(rules, 'age_max_at_end', situation);
    const age = parseLocalizedNumber(texts.age);
    const ageValid = age !== undefined && age >= MIN_AGE && age <= MAX_AGE;
    const ageYears = ageRule && ageValid ? Math.max(0, Math.floor(ageRule.value - age)) : undefined;
    const tenorMax = Math.min(
      MAX_YEARS,
      tenorRule?.value ?? MAX_YEARS,
      ageYears ?? MAX_YEARS,
      scheme?.tenor_max_years ?? MAX_YEARS,
    );
    const years = parseLocalizedNumber(texts.years);
    const rateAfterScheme = !!scheme && scheme.rate_years !== null && years !== undefined && scheme.rate_years < years;
    const found = {
      rateAfterScheme,
      downRule,
      tenorRule: tenorRule && tenorRule.value < MAX_YEARS ? tenorRule : undefined,
      tenorMax,
      upfrontRule,
      ageRule,
      ageYears,
    };
    const cap: DownPaymentCap | undefined = downRule && { minDownPercent: downRule.value, source: downRule.authority };
    const down = parseLocalizedNumber(texts.down);
    const rate = parseLocalizedNumber(texts.rate);
    const notNumber = 'finance.errors.not_a_number';
    const typed: CalculatorErrors = {
      ...(texts.price && price === undefined ? { price: notNumber } : {}),
      ...(texts.down && down === undefined ? { downPayment: notNumber } : {}),
      ...(texts.years && years === undefined ? { years: notNumber } : {}),
      ...(texts.rate && rate === undefined ? { ratePercent: notNumber } : {}),
      ...(texts.age && age === undefined ? { age: notNumber } : {}),
      ...(age !== undefined && !ageValid ? { age: 'finance.errors.age_range' } : {}),
    };
    if (price === undefined || down === undefined || years === undefined)
      return { errors: typed, needRate: false, ...found };
    const input: CalculatorInput = {
      method,
      price,
      downPayment: downKind === 'percent' ? { kind: 'percent', percent: down } : { kind: 'amount', amount: down },
      years,
      ratePercent: rate ?? 0,
    };
    const errors = { ...checkCalculatorInput(input), ...typed };
    if (!errors.years && years > tenorMax) errors.years = tenorError(tenorMax, ageYears, scheme);
    if (rate === undefined) delete errors.ratePercent;
    if (Object.keys(errors).length > 0) return { errors, needRate: false, ...found };
    const plan = planFinance(input, cap, 2, scheme);
    // Under a scheme whose rate lasts the whole tenor, the typed rate is not needed.
    const needRate = rate === undefined && (!scheme || rateAfterScheme);
    return {
      errors,
      plan: needRate && !plan.noFinancingNeeded ? undefined : plan,
      needRate,
      ...found,
      input,
    };
  }, [texts, method, downKind, rules, residency, firstHome, offPlan, city, scheme]);

  return {
    method,
    setMethod,
    /** The public scheme the calculation runs under, if any (and the market offers it today). */
    scheme,
    schemeId,
    setSchemeId,
    situation: { residency, setResidency, firstHome, setFirstHome, offPlan, setOffPlan },
    downKind,
    /** Switches between an amount and a percentage, converting what was typed when the price is known. */
    switchDownKind(kind: 'percent' | 'amount') {
      if (kind === downKind) return;
      const price = parseLocalizedNumber(texts.price);
      const down = parseLocalizedNumber(texts.down);
      if (price && down !== undefined) {
        const converted = kind === 'amount' ? (price * down) / 100 : (down / price) * 100;
        setTexts((current) => ({ ...current, down: String(Math.round(converted * 100) / 100) }));
      }
      setDownKind(kind);
    },
    texts,
    setText: (name: keyof Texts, value: string) => setTexts((current) => ({ ...current, [name]: value })),
    ...result,
  };
}
