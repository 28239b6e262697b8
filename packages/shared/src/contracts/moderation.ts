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
  reportInputSchema,
  siteSettingsSchema,
  suspendUserSchema,
  verifyUserSchema,
} from '../admin/admin.schema.js';
import {
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
} from '../admin/admin.types.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The moderation feature's API operations (decision 0064). */

const adStatusAnswer = z.object({ status: z.literal('success'), ad_status: z.string() });

const listingDecision = z.object({
  status: z.literal('success'),
  listing_status: z.string(),
});

export const getAdminSummary = defineOperation({
  method: 'GET',
  path: '/api/admin/summary/',
  tags: ['admin'],
  summary: 'Counters for the console: pending listings, open reports, blocked ads, suspended users',
  response: { 200: adminSummarySchema },
});

export const getAdminListings = defineOperation({
  method: 'GET',
  path: '/api/admin/listings/',
  tags: ['admin'],
  summary: 'The review queue: pending listings oldest first (state=pending), or rejected ones (state=rejected)',
  query: adminListingsQuerySchema,
  response: { 200: adminPageSchema(adminListingItemSchema) },
});

export const postAdminListingsApprove = defineOperation({
  method: 'POST',
  path: '/api/admin/listings/:id/approve/',
  tags: ['admin'],
  summary: 'Approve a pending listing: it becomes public and the owner is notified',
  params: idParams,
  response: { 200: listingDecision },
});

export const postAdminListingsReject = defineOperation({
  method: 'POST',
  path: '/api/admin/listings/:id/reject/',
  tags: ['admin'],
  summary: 'Reject a pending listing with a reason the owner reads; their next edit sends it back to the queue',
  params: idParams,
  body: rejectListingSchema,
  response: { 200: listingDecision },
});

export const postAdminListingsHide = defineOperation({
  method: 'POST',
  path: '/api/admin/listings/:id/hide/',
  tags: ['admin'],
  summary: 'Take a live listing down: back to pending with a note the owner reads',
  params: idParams,
  body: rejectListingSchema,
  response: { 200: listingDecision },
});

export const getAdminAds = defineOperation({
  method: 'GET',
  path: '/api/admin/ads/',
  tags: ['admin'],
  summary: 'Feature ads, banner ads and blazing deals, newest first; filter by kind and status',
  query: adminAdsQuerySchema,
  response: { 200: adminPageSchema(adminAdItemSchema) },
});

export const postAdminAdsBlock = defineOperation({
  method: 'POST',
  path: '/api/admin/ads/:id/block/',
  tags: ['admin'],
  summary: "Block an ad (a feature ad's listing is featured only while its ad runs)",
  params: idParams,
  response: { 200: adStatusAnswer },
});

export const postAdminAdsUnblock = defineOperation({
  method: 'POST',
  path: '/api/admin/ads/:id/unblock/',
  tags: ['admin'],
  summary: "Unblock an ad (a feature ad's listing is featured only while its ad runs)",
  params: idParams,
  response: { 200: adStatusAnswer },
});

export const getAdminUsers = defineOperation({
  method: 'GET',
  path: '/api/admin/users/',
  tags: ['admin'],
  summary: 'Accounts, newest first; q searches name and e-mail',
  query: adminUsersQuerySchema,
  response: { 200: adminPageSchema(adminUserItemSchema) },
});

export const postAdminUsersVerify = defineOperation({
  method: 'POST',
  path: '/api/admin/users/:id/verify/',
  tags: ['admin'],
  summary: 'Give or take away the verified badge',
  params: idParams,
  body: verifyUserSchema,
  response: { 200: adminUserItemSchema },
});

export const postAdminUsersSuspend = defineOperation({
  method: 'POST',
  path: '/api/admin/users/:id/suspend/',
  tags: ['admin'],
  summary: 'Suspend an account with a reason: its sessions end and it cannot log in',
  params: idParams,
  body: suspendUserSchema,
  response: { 200: adminUserItemSchema },
});

export const postAdminUsersReactivate = defineOperation({
  method: 'POST',
  path: '/api/admin/users/:id/reactivate/',
  tags: ['admin'],
  summary: 'Make a suspended or deactivated account active again',
  params: idParams,
  response: { 200: adminUserItemSchema },
});

export const postAdminUsersQuota = defineOperation({
  method: 'POST',
  path: '/api/admin/users/:id/quota/',
  tags: ['admin'],
  summary: 'Set how many live listings the account may hold',
  params: idParams,
  body: listingQuotaSchema,
  response: { 200: adminUserItemSchema },
});

export const postAdminUsersCredits = defineOperation({
  method: 'POST',
  path: '/api/admin/users/:id/credits/',
  tags: ['admin'],
  summary: 'Grant credits (a ledger row "admin_grant" with the note)',
  params: idParams,
  body: creditGrantSchema,
  response: { 200: adminUserItemSchema },
});

export const getAdminReports = defineOperation({
  method: 'GET',
  path: '/api/admin/reports/',
  tags: ['admin'],
  summary: 'Reports by status (open oldest first), each with a preview of what was reported',
  query: adminReportsQuerySchema,
  response: { 200: adminPageSchema(adminReportItemSchema) },
});

export const postAdminReportsById = defineOperation({
  method: 'POST',
  path: '/api/admin/reports/:id/',
  tags: ['admin'],
  summary: 'Resolve or dismiss a report (and every open report of the same target); optionally hide the listing',
  params: idParams,
  body: reportDecisionSchema,
  response: {
    200: z.object({ status: z.literal('success'), closed: z.number(), listing_hidden: z.boolean() }),
  },
});

export const getAdminPackages = defineOperation({
  method: 'GET',
  path: '/api/admin/packages/',
  tags: ['admin'],
  summary: 'Every feature package, active or not',
  response: { 200: adminPackagesAnswerSchema },
});

export const postAdminPackages = defineOperation({
  method: 'POST',
  path: '/api/admin/packages/',
  tags: ['admin'],
  summary: 'Create a feature package',
  body: packageCreateSchema,
  response: { 201: adminPackageItemSchema },
});

export const patchAdminPackagesById = defineOperation({
  method: 'PATCH',
  path: '/api/admin/packages/:id/',
  tags: ['admin'],
  summary: 'Change a package: names, credits, days, position, active',
  params: idParams,
  body: packageUpdateSchema,
  response: { 200: adminPackageItemSchema },
});

export const getAdminSettings = defineOperation({
  method: 'GET',
  path: '/api/admin/settings/',
  tags: ['admin'],
  summary: 'Site settings',
  response: { 200: adminSettingsSchema },
});

export const putAdminSettings = defineOperation({
  method: 'PUT',
  path: '/api/admin/settings/',
  tags: ['admin'],
  summary: 'Change site settings (whether new listings need approval)',
  body: siteSettingsSchema,
  response: { 200: adminSettingsSchema },
});

export const getAdminActions = defineOperation({
  method: 'GET',
  path: '/api/admin/actions/',
  tags: ['admin'],
  summary: 'The activity log: who did what and when, newest first',
  query: adminActionsQuerySchema,
  response: { 200: adminPageSchema(adminActionItemSchema) },
});

export const postReports = defineOperation({
  method: 'POST',
  path: '/api/reports/',
  tags: ['reports'],
  summary: 'Report something (one open report per person and target; a repeat answers 409 already_reported)',
  description:
    'target_type: listing | blog_post | listing_comment | blog_comment | user; reason: fake | scam | duplicate | offensive | spam | other; details optional (at most 1000 characters). 404 when the target does not exist or is hidden; 400 own_content for your own things.',
  body: reportInputSchema,
  response: { 201: z.object({ id: z.number(), status: z.literal('open') }) },
});
