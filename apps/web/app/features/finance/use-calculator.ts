import { useMemo, useState } from 'react';
import {
  checkCalculatorInput,
  parseLocalizedNumber,
  planFinance,
  type CalculatorErrors,
  type CalculatorInput,
  type DownPaymentCap,
  type FinanceMethod,
  type FinancePlan,
} from '@estate/shared/finance';

export interface CalculatorStart {
  price?: number;
  ratePercent?: number;
  years?: number;
}

type Texts = { price: string; down: string; years: string; rate: string };

/**
 * The calculator's fields as typed (any digits), what they mean, and the plan once they are all
 * valid. Nothing is sent anywhere: the whole calculation runs in the page.
 */
export function useCalculator(start: CalculatorStart, cap?: DownPaymentCap) {
  const [method, setMethod] = useState<FinanceMethod>('annuity');
  const [downKind, setDownKind] = useState<'percent' | 'amount'>('percent');
  const [texts, setTexts] = useState<Texts>({
    price: start.price ? String(start.price) : '',
    down: String(cap ? Math.max(20, cap.minDownPercent) : 20),
    years: String(start.years ?? 20),
    rate: start.ratePercent === undefined ? '' : String(start.ratePercent),
  });

  const result = useMemo((): { errors: CalculatorErrors; plan?: FinancePlan; needRate: boolean } => {
    const price = parseLocalizedNumber(texts.price);
    const down = parseLocalizedNumber(texts.down);
    const years = parseLocalizedNumber(texts.years);
    const rate = parseLocalizedNumber(texts.rate);
    const notNumber = 'finance.errors.not_a_number';
    const typed: CalculatorErrors = {
      ...(texts.price && price === undefined ? { price: notNumber } : {}),
      ...(texts.down && down === undefined ? { downPayment: notNumber } : {}),
      ...(texts.years && years === undefined ? { years: notNumber } : {}),
      ...(texts.rate && rate === undefined ? { ratePercent: notNumber } : {}),
    };
    if (price === undefined || down === undefined || years === undefined) return { errors: typed, needRate: false };
    const input: CalculatorInput = {
      method,
      price,
      downPayment: downKind === 'percent' ? { kind: 'percent', percent: down } : { kind: 'amount', amount: down },
      years,
      ratePercent: rate ?? 0,
    };
    const errors = { ...checkCalculatorInput(input), ...typed };
    if (rate === undefined) delete errors.ratePercent;
    if (Object.keys(errors).length > 0) return { errors, needRate: false };
    const plan = planFinance(input, cap);
    return {
      errors,
      plan: rate === undefined && !plan.noFinancingNeeded ? undefined : plan,
      needRate: rate === undefined,
    };
  }, [texts, method, downKind, cap]);

  return {
    method,
    setMethod,
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
