import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/finance';
import type { SavedCalculation, SavedCalculationInput } from '@estate/shared/finance';
import { api } from '../../lib/api/api-client';

/** TanStack Query key of the user's saved calculations. */
export const savedCalculationsKey = ['finance-calculations'] as const;

const mine = endpoint<typeof ops.getFinanceCalculations>('GET', '/api/finance/calculations/');
const create = endpoint<typeof ops.postFinanceCalculations>('POST', '/api/finance/calculations/');
const remove = endpoint<typeof ops.deleteFinanceCalculationsById>('DELETE', '/api/finance/calculations/:id/');

export const savedCalculationsApi = {
  mine: () => api(mine),
  create: (body: SavedCalculationInput) => api(create, { body }),
  remove: (id: number) => api(remove, { params: { id } }),
};

/** The calculator page's address that reopens a saved calculation (its inputs in the query). */
export function calculationLink(calculation: Omit<SavedCalculation, 'id' | 'created_at' | 'listing'>): string {
  const query = new URLSearchParams({
    currency: calculation.currency,
    price: String(calculation.price),
    method: calculation.method,
    down: String(calculation.down),
    down_kind: calculation.down_kind,
    years: String(calculation.years),
  });
  if (calculation.rate !== null) query.set('rate', String(calculation.rate));
  if (calculation.scheme_id !== null) query.set('scheme', String(calculation.scheme_id));
  return `/finance?${query.toString()}`;
}
