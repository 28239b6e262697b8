import { useEffect, useState } from 'react';
import { FINANCE_COUNTRY_OF_CURRENCY, type FinanceRule, type FinanceRulesAnswer } from '@estate/shared/finance';
import { apiFetch } from '../../lib/api/api-client';

/**
 * The market's finance rules in force today (issue 41), fetched once the calculator is shown: none
 * while they load or when the market has none (the plain calculator), or when the request fails.
 */
export function useFinanceRules(currency: string): FinanceRule[] {
  const country = FINANCE_COUNTRY_OF_CURRENCY[currency];
  const [rules, setRules] = useState<{ country?: string; results: FinanceRule[] }>({ results: [] });
  useEffect(() => {
    if (!country) return;
    let current = true;
    apiFetch<FinanceRulesAnswer>(`/api/finance/rules/?country=${country}`)
      .then((answer) => current && setRules({ country, results: answer.results }))
      .catch(() => current && setRules({ country, results: [] }));
    return () => {
      current = false;
    };
  }, [country]);
  return rules.country === country ? rules.results : [];
}
