import type { AppInstance } from '../../app-types.js';
import { adminOnly, requireAdmin } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';
import * as contract from '@estate/shared/contracts/moderation';
import { route } from '../../lib/route.js';

/**
 * The administrator console's API (`/api/admin/...`). Every route refuses guests (401) and
 * anyone who is not an administrator (403) before reading the body; every change is logged.
 */
export async function adminRoutes(app: AppInstance) {
  const { admin, reports } = app.services;

  // This plugin is encapsulated (registered without fastify-plugin): the hooks cover only its routes.
  app.addHook('onRequest', adminOnly);
  app.addHook('onSend', privateAnswer);

  route(app, contract.getAdminSummary, async () => admin.summary());

  // Review queue
  route(app, contract.getAdminListings, async (req) => admin.queue(req.query.state, req.query.page));
  route(app, contract.postAdminListingsApprove, async (req) => admin.approve(req.params.id, requireAdmin(req)));
  route(app, contract.postAdminListingsReject, async (req) =>
    admin.reject(req.params.id, req.body.reason, requireAdmin(req)),
  );
  route(app, contract.postAdminListingsHide, async (req) =>
    admin.hide(req.params.id, req.body.reason, requireAdmin(req)),
  );

  // Ads
  route(app, contract.getAdminAds, async (req) => admin.ads(req.query, req.query.page));
  route(app, contract.postAdminAdsBlock, async (req) => admin.setAdStatus(req.params.id, 'blocked', requireAdmin(req)));
  route(app, contract.postAdminAdsUnblock, async (req) =>
    admin.setAdStatus(req.params.id, 'active', requireAdmin(req)),
  );

  // Users
  route(app, contract.getAdminUsers, async (req) => admin.users(req.query.q, req.query.page));
  route(app, contract.postAdminUsersVerify, async (req) =>
    admin.verify(req.params.id, req.body.verified, requireAdmin(req)),
  );
  route(app, contract.postAdminUsersSuspend, async (req) => {
    const answer = await admin.suspend(req.params.id, req.body.reason, requireAdmin(req));
    app.services.realtime.endUser(req.params.id); // its live chat connections too, in every process
    return answer;
  });
  route(app, contract.postAdminUsersReactivate, async (req) => admin.reactivate(req.params.id, requireAdmin(req)));
  route(app, contract.postAdminUsersQuota, async (req) =>
    admin.setQuota(req.params.id, req.body.listing_quota, requireAdmin(req)),
  );
  route(app, contract.postAdminUsersCredits, async (req) =>
    admin.grantCredits(req.params.id, req.body, requireAdmin(req)),
  );

  // Reports
  route(app, contract.getAdminReports, async (req) => reports.list(req.query.status, req.query.page));
  route(app, contract.postAdminReportsById, async (req) => reports.decide(req.params.id, req.body, requireAdmin(req)));

  // Feature packages
  route(app, contract.getAdminPackages, async () => admin.packages());
  route(app, contract.postAdminPackages, async (req, reply) =>
    reply.status(201).send(await admin.createPackage(req.body, requireAdmin(req))),
  );
  route(app, contract.patchAdminPackagesById, async (req) =>
    admin.updatePackage(req.params.id, req.body, requireAdmin(req)),
  );

  // Settings and the activity log
  route(app, contract.getAdminSettings, async () => admin.settings());
  route(app, contract.putAdminSettings, async (req) => admin.updateSettings(req.body, requireAdmin(req)));
  route(app, contract.getAdminActions, async (req) => admin.actions(req.query.page));
}
