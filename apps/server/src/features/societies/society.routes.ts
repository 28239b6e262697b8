import type { AppInstance } from '../../app-types.js';
import { privateAnswer } from '../../lib/private-answer.js';
import { adminOnly, requireAdmin } from '../auth/require-user.js';
import * as contract from '@estate/shared/contracts/societies';
import { route } from '../../lib/route.js';

/**
 * The Societies tab of /admin (issue 37, J2.7): import an authority's list of illegal societies,
 * see the listings' areas that match a listed society, confirm or reject each match. Guests get
 * 401 and everyone but administrators 403, before the body is read; every change is logged.
 */
export async function societyAdminRoutes(app: AppInstance) {
  const { societies } = app.services;
  app.addHook('onRequest', adminOnly);
  app.addHook('onSend', privateAnswer);

  route(app, contract.getAdminSocieties, async (req) => societies.matches(req.query.status, req.query.page));
  route(app, contract.postAdminSocietiesImport, async (req) => societies.importList(req.body, requireAdmin(req)));
  route(app, contract.postAdminSocietiesMatchesConfirm, async (req) =>
    societies.decide(req.params.id, 'confirmed', requireAdmin(req)),
  );
  route(app, contract.postAdminSocietiesMatchesReject, async (req) =>
    societies.decide(req.params.id, 'rejected', requireAdmin(req)),
  );
  route(app, contract.postAdminSocietiesRecheck, async (req) => societies.recheck(requireAdmin(req)));
}
