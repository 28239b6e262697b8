import type { SocietyImportAnswer, SocietyImportInput, SocietyMatchStatus, SocietyMatchesAnswer } from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';

/** API paths of the Societies tab (the server render loads the first one). */
export const societyPaths = {
  matches: (status: SocietyMatchStatus = 'pending', page = 1) =>
    `/api/admin/societies/?status=${status}${page > 1 ? `&page=${page}` : ''}`,
  decide: (id: number, action: 'confirm' | 'reject') => `/api/admin/societies/matches/${id}/${action}/`,
};

/** Calls of /admin's Societies tab (issue 37, J2.7): administrators only. */
export const societiesApi = {
  matches: (status: SocietyMatchStatus, page: number) =>
    apiFetch<SocietyMatchesAnswer>(societyPaths.matches(status, page)),
  importList: (body: SocietyImportInput) =>
    apiFetch<SocietyImportAnswer>('/api/admin/societies/import/', { method: 'POST', body }),
  decide: (id: number, action: 'confirm' | 'reject') =>
    apiFetch(societyPaths.decide(id, action), { method: 'POST', body: {} }),
  recheck: () => apiFetch('/api/admin/societies/recheck/', { method: 'POST', body: {} }),
};
