import { z } from 'zod';
import {
  okSchema,
  societyDecisionAnswerSchema,
  societyImportAnswerSchema,
  societyImportInputSchema,
  societyMatchesAnswerSchema,
  societyMatchesQuerySchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { privateAnswer } from '../../lib/private-answer.js';
import { adminOnly, requireAdmin } from '../auth/require-user.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['admin'];

/**
 * The Societies tab of /admin (issue 37, J2.7): import an authority's list of illegal societies,
 * see the listings' areas that match a listed society, confirm or reject each match. Guests get
 * 401 and everyone but administrators 403, before the body is read; every change is logged.
 */
export async function societyAdminRoutes(app: AppInstance) {
  const { societies } = app.services;
  app.addHook('onRequest', adminOnly);
  app.addHook('onSend', privateAnswer);

  app.get(
    '/api/admin/societies/',
    {
      schema: {
        tags,
        summary: 'Matches of listed societies with listings’ areas (by status), and the latest imports',
        querystring: societyMatchesQuerySchema,
        response: { 200: societyMatchesAnswerSchema },
      },
    },
    async (req) => societies.matches(req.query.status, req.query.page),
  );
  app.post(
    '/api/admin/societies/import/',
    {
      schema: {
        tags,
        summary: 'Import an authority’s list (CSV: authority, society, aliases, list date): whole, or refused by row',
        description:
          'A header row, then one society per row; aliases separated by ";" or "|"; dates as 2024-08-03, 03/08/2024 or 3 Aug 2024. Any bad row refuses the whole file (422, `fields.row_<line>` = the reason); nothing is stored. At most 256 KiB and 2,000 societies.',
        body: societyImportInputSchema,
        response: { 200: societyImportAnswerSchema },
      },
    },
    async (req) => societies.importList(req.body, requireAdmin(req)),
  );
  for (const [path, status] of [
    ['confirm', 'confirmed'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/api/admin/societies/matches/:id/${path}/`,
      {
        schema: {
          tags,
          summary: `${path === 'confirm' ? 'Confirm' : 'Reject'} a match: once for every listing of that society in that city`,
          params: idParams,
          response: { 200: societyDecisionAnswerSchema },
        },
      },
      async (req) => societies.decide(req.params.id, status, requireAdmin(req)),
    );
  }
  app.post(
    '/api/admin/societies/recheck/',
    {
      schema: {
        tags,
        summary: 'Compare every listing with the lists again (a background job): new matches and fresh counts',
        response: { 200: okSchema },
      },
    },
    async (req) => societies.recheck(requireAdmin(req)),
  );
}
