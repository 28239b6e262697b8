import type { SocietyImportInput, SocietyMatchStatus } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/societies';
import { api } from '../../lib/api/api-client';

/** The tab's operations (the console's first read of the matches uses `matches`). */
export const societyOps = {
  matches: endpoint<typeof ops.getAdminSocieties>('GET', '/api/admin/societies/'),
  importList: endpoint<typeof ops.postAdminSocietiesImport>('POST', '/api/admin/societies/import/'),
  confirm: endpoint<typeof ops.postAdminSocietiesMatchesConfirm>('POST', '/api/admin/societies/matches/:id/confirm/'),
  reject: endpoint<typeof ops.postAdminSocietiesMatchesReject>('POST', '/api/admin/societies/matches/:id/reject/'),
  recheck: endpoint<typeof ops.postAdminSocietiesRecheck>('POST', '/api/admin/societies/recheck/'),
};

/** Calls of /admin's Societies tab (issue 37, J2.7): administrators only. */
export const societiesApi = {
  matches: (status: SocietyMatchStatus, page: number) =>
    api(societyOps.matches, { query: { status, page: page > 1 ? page : undefined } }),
  importList: (body: SocietyImportInput) => api(societyOps.importList, { body }),
  decide: (id: number, action: 'confirm' | 'reject') => api(societyOps[action], { params: { id } }),
  recheck: () => api(societyOps.recheck),
};
