import { z } from 'zod';
import {
  adminActionsQuerySchema,
  adminAdsQuerySchema,
  adminListingsQuerySchema,
  adminReportsQuerySchema,
  adminUsersQuerySchema,
  creditGrantSchema,
  listingQuotaSchema,
  packageCreateSchema,
  packageUpdateSchema,
  rejectListingSchema,
  reportDecisionSchema,
  siteSettingsSchema,
  suspendUserSchema,
  verifyUserSchema,
  adminActionItemSchema,
  adminAdItemSchema,
  adminListingItemSchema,
  adminPackageItemSchema,
  adminPackagesAnswerSchema,
  adminPageSchema,
  adminReportItemSchema,
  adminSettingsSchema,
  adminSummarySchema,
  adminUserItemSchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { adminOnly, requireAdmin } from '../auth/require-user.js';
import { privateAnswer } from '../../lib/private-answer.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const listingDecision = z.object({
  status: z.literal('success'),
  listing_status: z.string(),
});

/**
 * The administrator console's API (`/api/admin/...`). Every route refuses guests (401) and
 * anyone who is not an administrator (403) before reading the body; every change is logged.
 */
export async function adminRoutes(app: AppInstance) {
  const { admin, reports } = app.services;
  const tags = ['admin'];

  // This plugin is encapsulated (registered without fastify-plugin): the hooks cover only its routes.
  app.addHook('onRequest', adminOnly);
  app.addHook('onSend', privateAnswer);

  app.get(
    '/api/admin/summary/',
    {
      schema: {
        tags,
        summary: 'Counters for the console: pending listings, open reports, blocked ads, suspended users',
        response: { 200: adminSummarySchema },
      },
    },
    async () => admin.summary(),
  );

  // Review queue
  app.get(
    '/api/admin/listings/',
    {
      schema: {
        tags,
        summary: 'The review queue: pending listings oldest first (state=pending), or rejected ones (state=rejected)',
        querystring: adminListingsQuerySchema,
        response: { 200: adminPageSchema(adminListingItemSchema) },
      },
    },
    async (req) => admin.queue(req.query.state, req.query.page),
  );
  app.post(
    '/api/admin/listings/:id/approve/',
    {
      schema: {
        tags,
        summary: 'Approve a pending listing: it becomes public and the owner is notified',
        params: idParams,
        response: { 200: listingDecision },
      },
    },
    async (req) => admin.approve(req.params.id, requireAdmin(req)),
  );
  app.post(
    '/api/admin/listings/:id/reject/',
    {
      schema: {
        tags,
        summary: 'Reject a pending listing with a reason the owner reads; their next edit sends it back to the queue',
        params: idParams,
        body: rejectListingSchema,
        response: { 200: listingDecision },
      },
    },
    async (req) => admin.reject(req.params.id, req.body.reason, requireAdmin(req)),
  );
  app.post(
    '/api/admin/listings/:id/hide/',
    {
      schema: {
        tags,
        summary: 'Take a live listing down: back to pending with a note the owner reads',
        params: idParams,
        body: rejectListingSchema,
        response: { 200: listingDecision },
      },
    },
    async (req) => admin.hide(req.params.id, req.body.reason, requireAdmin(req)),
  );

  // Ads
  app.get(
    '/api/admin/ads/',
    {
      schema: {
        tags,
        summary: 'Feature ads, banner ads and blazing deals, newest first; filter by kind and status',
        querystring: adminAdsQuerySchema,
        response: { 200: adminPageSchema(adminAdItemSchema) },
      },
    },
    async (req) => admin.ads(req.query, req.query.page),
  );
  for (const [path, status] of [
    ['block', 'blocked'],
    ['unblock', 'active'],
  ] as const) {
    app.post(
      `/api/admin/ads/:id/${path}/`,
      {
        schema: {
          tags,
          summary: `${path === 'block' ? 'Block' : 'Unblock'} an ad (a feature ad's listing is featured only while its ad runs)`,
          params: idParams,
          response: { 200: z.object({ status: z.literal('success'), ad_status: z.string() }) },
        },
      },
      async (req) => admin.setAdStatus(req.params.id, status, requireAdmin(req)),
    );
  }

  // Users
  app.get(
    '/api/admin/users/',
    {
      schema: {
        tags,
        summary: 'Accounts, newest first; q searches name and e-mail',
        querystring: adminUsersQuerySchema,
        response: { 200: adminPageSchema(adminUserItemSchema) },
      },
    },
    async (req) => admin.users(req.query.q, req.query.page),
  );
  app.post(
    '/api/admin/users/:id/verify/',
    {
      schema: {
        tags,
        summary: 'Give or take away the verified badge',
        params: idParams,
        body: verifyUserSchema,
        response: { 200: adminUserItemSchema },
      },
    },
    async (req) => admin.verify(req.params.id, req.body.verified, requireAdmin(req)),
  );
  app.post(
    '/api/admin/users/:id/suspend/',
    {
      schema: {
        tags,
        summary: 'Suspend an account with a reason: its sessions end and it cannot log in',
        params: idParams,
        body: suspendUserSchema,
        response: { 200: adminUserItemSchema },
      },
    },
    async (req) => {
      const answer = await admin.suspend(req.params.id, req.body.reason, requireAdmin(req));
      app.services.realtime.endUser(req.params.id); // its live chat connections too, in every process
      return answer;
    },
  );
  app.post(
    '/api/admin/users/:id/reactivate/',
    {
      schema: {
        tags,
        summary: 'Make a suspended or deactivated account active again',
        params: idParams,
        response: { 200: adminUserItemSchema },
      },
    },
    async (req) => admin.reactivate(req.params.id, requireAdmin(req)),
  );
  app.post(
    '/api/admin/users/:id/quota/',
    {
      schema: {
        tags,
        summary: 'Set how many live listings the account may hold',
        params: idParams,
        body: listingQuotaSchema,
        response: { 200: adminUserItemSchema },
      },
    },
    async (req) => admin.setQuota(req.params.id, req.body.listing_quota, requireAdmin(req)),
  );
  app.post(
    '/api/admin/users/:id/credits/',
    {
      schema: {
        tags,
        summary: 'Grant credits (a ledger row "admin_grant" with the note)',
        params: idParams,
        body: creditGrantSchema,
        response: { 200: adminUserItemSchema },
      },
    },
    async (req) => admin.grantCredits(req.params.id, req.body, requireAdmin(req)),
  );

  // Reports
  app.get(
    '/api/admin/reports/',
    {
      schema: {
        tags,
        summary: 'Reports by status (open oldest first), each with a preview of what was reported',
        querystring: adminReportsQuerySchema,
        response: { 200: adminPageSchema(adminReportItemSchema) },
      },
    },
    async (req) => reports.list(req.query.status, req.query.page),
  );
  app.post(
    '/api/admin/reports/:id/',
    {
      schema: {
        tags,
        summary: 'Resolve or dismiss a report (and every open report of the same target); optionally hide the listing',
        params: idParams,
        body: reportDecisionSchema,
        response: {
          200: z.object({ status: z.literal('success'), closed: z.number(), listing_hidden: z.boolean() }),
        },
      },
    },
    async (req) => reports.decide(req.params.id, req.body, requireAdmin(req)),
  );

  // Feature packages
  app.get(
    '/api/admin/packages/',
    {
      schema: { tags, summary: 'Every feature package, active or not', response: { 200: adminPackagesAnswerSchema } },
    },
    async () => admin.packages(),
  );
  app.post(
    '/api/admin/packages/',
    {
      schema: {
        tags,
        summary: 'Create a feature package',
        body: packageCreateSchema,
        response: { 201: adminPackageItemSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await admin.createPackage(req.body, requireAdmin(req))),
  );
  app.patch(
    '/api/admin/packages/:id/',
    {
      schema: {
        tags,
        summary: 'Change a package: names, credits, days, position, active',
        params: idParams,
        body: packageUpdateSchema,
        response: { 200: adminPackageItemSchema },
      },
    },
    async (req) => admin.updatePackage(req.params.id, req.body, requireAdmin(req)),
  );

  // Settings and the activity log
  app.get(
    '/api/admin/settings/',
    { schema: { tags, summary: 'Site settings', response: { 200: adminSettingsSchema } } },
    async () => admin.settings(),
  );
  app.put(
    '/api/admin/settings/',
    {
      schema: {
        tags,
        summary: 'Change site settings (whether new listings need approval)',
        body: siteSettingsSchema,
        response: { 200: adminSettingsSchema },
      },
    },
    async (req) => admin.updateSettings(req.body, requireAdmin(req)),
  );
  app.get(
    '/api/admin/actions/',
    {
      schema: {
        tags,
        summary: 'The activity log: who did what and when, newest first',
        querystring: adminActionsQuerySchema,
        response: { 200: adminPageSchema(adminActionItemSchema) },
      },
    },
    async (req) => admin.actions(req.query.page),
  );
}
