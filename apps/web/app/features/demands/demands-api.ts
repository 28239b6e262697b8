import type { Demand, DemandListAnswer } from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';

/** TanStack Query keys of demands. */
export const demandsKeys = {
  mine: (page: number) => ['demands', 'mine', page] as const,
};

export const demandsApi = {
  mine: (page: number) => apiFetch<DemandListAnswer>(`/api/demands/?mine=1&page=${page}`),
  create: (body: Record<string, unknown>) => apiFetch<Demand>('/api/demands/', { body }),
  update: (id: number, body: Record<string, unknown>) =>
    apiFetch<Demand>(`/api/demands/${id}/`, { method: 'PATCH', body }),
  remove: (id: number) => apiFetch<{ status: 'success' }>(`/api/demands/${id}/`, { method: 'DELETE' }),
};
