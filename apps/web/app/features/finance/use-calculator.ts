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
} from '@estate/shared/finance';

/** The ages the age field takes (a borrower is an adult; above 100 is a typo). */
const MIN_AGE = 18;
const MAX_AGE = 100;

export interface CalculatorStart {
  price?: number;
  ratePercent?: number;
  years?: number;
}

type Texts = { price: string; down: string; years: string; rate: string; age: string };

/**
 * The calculator's fields as typed (any digits), what they mean, and the plan once they are all
 * valid. Nothing is sent anywhere: the whole calculation runs in the page.
 */
export function useCalculator(start: CalculatorStart, rules: readonly FinanceRule[] = [], city?: string) {
  const [method, setMethod] = useState<FinanceMethod>('annuity');
  // The buyer's situation, asked only where a market's rules depend on it.
  const [residency, setResidency] = useState<FinanceResidency>('expatriate');
  const [firstHome, setFirstHome] = useState(true);
  const [offPlan, setOffPlan] = useState(false);
  const [downKind, setDownKind] = useState<'percent' | 'amount'>('percent');
  const [texts, setTexts] = useState<Texts>({
    price: start.price ? String(start.price) : '',
    down: '20',
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
    const tenorMax = Math.min(MAX_YEARS, tenorRule?.value ?? MAX_YEARS, ageYears ?? MAX_YEARS);
    const found = {
      downRule,
      tenorRule: tenorRule && tenorRule.value < MAX_YEARS ? tenorRule : undefined,
      tenorMax,
      upfrontRule,
      ageRule,
      ageYears,
    };
    const cap: DownPaymentCap | undefined = downRule && { minDownPercent: downRule.value, source: downRule.authority };
    const down = parseLocalizedNumber(texts.down);
    const years = parseLocalizedNumber(texts.years);
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
    if (!errors.years && years > tenorMax)
      errors.years = ageYears === tenorMax ? 'finance.errors.age_at_end' : 'finance.errors.tenor_max';
    if (rate === undefined) delete errors.ratePercent;
    if (Object.keys(errors).length > 0) return { errors, needRate: false, ...found };
    const plan = planFinance(input, cap);
    return {
      errors,
      plan: rate === undefined && !plan.noFinancingNeeded ? undefined : plan,
      needRate: rate === undefined,
      ...found,
    };
  }, [texts, method, downKind, rules, residency, firstHome, offPlan, city]);

  return {
    method,
    setMethod,
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
