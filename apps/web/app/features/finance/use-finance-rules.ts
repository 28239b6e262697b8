import { useEffect, useState } from 'react';
import { FINANCE_COUNTRY_OF_CURRENCY, type FinanceRule } from '@estate/shared/finance';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/finance';
import { api } from '../../lib/api/api-client';

const rulesOf = endpoint<typeof ops.getFinanceRules>('GET', '/api/finance/rules/');

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
    api(rulesOf, { query: { country } })
      .then((answer) => current && setRules({ country, results: answer.results }))
      .catch(() => current && setRules({ country, results: [] }));
    return () => {
      current = false;
    };
  }, [country]);
  return rules.country === country ? rules.results : [];
}
