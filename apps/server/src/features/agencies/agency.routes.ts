import { z } from 'zod';
import {
  agencyAdminListSchema,
  agencyCreditTransferSchema,
  agencyInputSchema,
  agencyInvitePreviewSchema,
  agencyInviteInputSchema,
  agencyInviteTokenSchema,
  agencyMemberUpdateSchema,
  agencyPublicSchema,
  agencyRemovalPreviewSchema,
  agencyRemovalSchema,
  agencyUpdateSchema,
  myAgencyAnswerSchema,
  profileListingsAnswerSchema,
} from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { pageCount } from '../../lib/paging.js';
import { adminOnly, requireAdmin, requireUser, signedInOnly } from '../auth/require-user.js';
import { toCard } from '../listings/listing.presenter.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id });
const memberParams = z.object({ userId: id });
const slugParams = z.object({ slug: z.string().min(1).max(120) });
const tokenParams = z.object({ token: agencyInviteTokenSchema.shape.token });
const listingsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  agent: id.optional(),
});
const adminQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const tags = ['agencies'];
const LISTINGS_PAGE_SIZE = 12;

/** Agencies and their teams (issue 36). Who may act: features/access. */
export async function agencyRoutes(app: AppInstance) {
  const { agencies } = app.services;
  const moved = z.object({ moved: z.number(), agency: myAgencyAnswerSchema });
  const removed = z.object({ listings: z.number(), leads: z.number(), agency: myAgencyAnswerSchema });

  app.get(
    '/api/agencies/mine/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'The agency you act for: your role and permissions, members, invitations, quota',
        response: { 200: myAgencyAnswerSchema },
      },
    },
    async (req) => agencies.mine(requireUser(req), req.locale),
  );

  app.post(
    '/api/agencies/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Create an agency (confirmed e-mail; in Dubai the ORN and its future expiry); you become its owner',
        body: agencyInputSchema,
        response: { 201: myAgencyAnswerSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await agencies.create(req.body, requireUser(req), req.locale)),
  );

  app.patch(
    '/api/agencies/mine/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: "Edit the agency's profile, licence and response target (owner, admin)",
        body: agencyUpdateSchema,
        response: { 200: myAgencyAnswerSchema },
      },
    },
    async (req) => agencies.update(req.body, requireUser(req), req.locale),
  );

  app.post(
    '/api/agencies/mine/invites/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Invite someone by e-mail (owner, admin): a single-use link for 7 days',
        body: agencyInviteInputSchema,
        response: { 201: myAgencyAnswerSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await agencies.invite(req.body, requireUser(req), req.locale)),
  );

  app.delete(
    '/api/agencies/mine/invites/:id/',
    {
      onRequest: signedInOnly,
      schema: { tags, summary: 'Withdraw an invitation', params: idParams, response: { 200: myAgencyAnswerSchema } },
    },
    async (req) => agencies.cancelInvite(req.params.id, requireUser(req), req.locale),
  );

  app.get(
    '/api/agencies/invites/:token/',
    {
      schema: {
        tags,
        summary: 'What an invitation link invites to, and whether it is still open',
        params: tokenParams,
        response: { 200: agencyInvitePreviewSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return agencies.previewInvite(req.params.token);
    },
  );

  app.post(
    '/api/agencies/invites/accept/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Accept an invitation sent to your address (once, within 7 days; not while in another agency)',
        body: agencyInviteTokenSchema,
        response: { 200: myAgencyAnswerSchema },
      },
    },
    async (req) => agencies.accept(req.body.token, requireUser(req), req.locale),
  );

  app.post(
    '/api/agencies/mine/credits/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: "Move some of your own credits to the agency's wallet (owner, admin)",
        body: agencyCreditTransferSchema,
        response: { 200: myAgencyAnswerSchema },
      },
    },
    async (req) => agencies.transferCredits(req.body.amount, requireUser(req), req.locale),
  );

  app.post(
    '/api/agencies/mine/move-listings/',
    {
      onRequest: signedInOnly,
      schema: { tags, summary: 'Move your personal listings to the agency', response: { 200: moved } },
    },
    async (req) => agencies.moveMyListings(requireUser(req), req.locale),
  );

  app.patch(
    '/api/agencies/mine/members/:userId/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: "Change a member's role, team, allowances, BRN or rotation (owner, admin)",
        params: memberParams,
        body: agencyMemberUpdateSchema,
        response: { 200: myAgencyAnswerSchema },
      },
    },
    async (req) => agencies.updateMember(req.params.userId, req.body, requireUser(req), req.locale),
  );

  app.get(
    '/api/agencies/mine/members/:userId/removal/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'What removing a member hands over: their live listings and open leads',
        params: memberParams,
        response: { 200: agencyRemovalPreviewSchema },
      },
    },
    async (req) => agencies.removalPreview(req.params.userId, requireUser(req)),
  );

  app.post(
    '/api/agencies/mine/members/:userId/remove/',
    {
      onRequest: signedInOnly,
      schema: {
        tags,
        summary: 'Remove a member, handing their listings and open leads to the members chosen (owner, admin)',
        params: memberParams,
        body: agencyRemovalSchema,
        response: { 200: removed },
      },
    },
    async (req) => agencies.removeMember(req.params.userId, req.body, requireUser(req), req.locale),
  );

  app.post(
    '/api/agencies/mine/leave/',
    {
      onRequest: signedInOnly,
      schema: { tags, summary: 'Leave your agency (not as its only owner)', response: { 200: myAgencyAnswerSchema } },
    },
    async (req) => agencies.leave(requireUser(req), req.locale),
  );

  app.get(
    '/api/agencies/:slug/',
    {
      schema: {
        tags,
        summary: 'An agency’s public page: about, licence, public team, counts by purpose',
        params: slugParams,
        response: { 200: agencyPublicSchema },
      },
    },
    async (req) => agencies.publicPage(req.params.slug, req.locale),
  );

  app.get(
    '/api/agencies/:slug/listings/',
    {
      schema: {
        tags,
        summary: 'An agency’s public listings, newest first (12 a page), optionally of one agent',
        params: slugParams,
        querystring: listingsQuery,
        response: { 200: profileListingsAnswerSchema },
      },
    },
    async (req) => {
      const { rows, count } = await agencies.publicListings(
        req.params.slug,
        req.query.agent ?? null,
        req.query.page,
        LISTINGS_PAGE_SIZE,
      );
      return {
        results: rows.map(toCard),
        count,
        page: req.query.page,
        pages: pageCount(count, LISTINGS_PAGE_SIZE),
      };
    },
  );
}

/** Moderators' agency tab: licences to check (administrators only, every action logged). */
export async function agencyAdminRoutes(app: AppInstance) {
  const { agencies } = app.services;
  app.addHook('onRequest', adminOnly);
  app.get(
    '/api/admin/agencies/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Agencies for moderators: unchecked licences first',
        querystring: adminQuery,
        response: { 200: agencyAdminListSchema },
      },
    },
    async (req) => ({
      results: (await agencies.forAdmin(req.query.page)).map((a) => ({
        id: a.id,
        slug: a.slug,
        name: a.nameEn,
        country: a.country,
        city: a.city,
        licence_authority: a.licenceAuthority,
        licence_number: a.licenceNumber,
        licence_expires_on: a.licenceExpiresOn,
        licence_checked_at: a.licenceCheckedAt?.toISOString() ?? null,
        status: a.status,
        created_at: a.createdAt.toISOString(),
      })),
    }),
  );
  app.post(
    '/api/admin/agencies/:id/licence-checked/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark an agency’s licence as checked against the register (logged)',
        params: idParams,
        response: { 200: z.object({ status: z.literal('success') }) },
      },
    },
    async (req) => {
      await agencies.markLicenceChecked(req.params.id, requireAdmin(req));
      return { status: 'success' as const };
    },
  );
}
