import { useEffect, useState } from 'react';
import { FINANCE_COUNTRY_OF_CURRENCY, type FinanceRule, type FinanceScheme } from '@estate/shared/finance';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/finance';
import { api } from '../../lib/api/api-client';

const marketOf = endpoint<typeof ops.getFinanceRules>('GET', '/api/finance/rules/');

export interface FinanceMarket {
  rules: FinanceRule[];
  schemes: FinanceScheme[];
}

const NONE: FinanceMarket = { rules: [], schemes: [] };

/**
 * The market's finance rules and public schemes in force today (issue 41), fetched once the
 * calculator is shown: none while they load, when the market has none (the plain calculator), or
 * when the request fails.
 */
export function useFinanceMarket(currency: string): FinanceMarket {
  const country = FINANCE_COUNTRY_OF_CURRENCY[currency];
  const [market, setMarket] = useState<{ country?: string } & FinanceMarket>(NONE);
  useEffect(() => {
    if (!country) return;
    let current = true;
    api(marketOf, { query: { country } })
      .then((answer) => current && setMarket({ country, rules: answer.results, schemes: answer.schemes }))
      .catch(() => current && setMarket({ country, ...NONE }));
    return () => {
      current = false;
    };
  }, [country]);
  return market.country === country ? market : NONE;
}
