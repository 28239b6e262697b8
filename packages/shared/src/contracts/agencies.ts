import { z } from 'zod';
import { agencyContactAnswerSchema, agencyContactInputSchema } from '../agencies/agency-contact.schema.js';
import {
  agencyAdminListSchema,
  agencyCreditTransferSchema,
  agencyInputSchema,
  agencyInviteInputSchema,
  agencyInvitePreviewSchema,
  agencyInviteTokenSchema,
  agencyMemberUpdateSchema,
  agencyPublicSchema,
  agencyRemovalPreviewSchema,
  agencyRemovalSchema,
  agencyUpdateSchema,
  myAgencyAnswerSchema,
} from '../agencies/agency.schema.js';
import { profileListingsAnswerSchema } from '../community/profile.js';
import { defineOperation } from './operation.js';

/** The agencies feature's API operations (decision 0064). */

const slugParams = z.object({ slug: z.string().min(1).max(120) });

const id = z.coerce.number().int().positive().max(2_147_483_647);

const idParams = z.object({ id });

const tokenParams = z.object({ token: agencyInviteTokenSchema.shape.token });

const moved = z.object({ moved: z.number(), agency: myAgencyAnswerSchema });

const memberParams = z.object({ userId: id });

const removed = z.object({ listings: z.number(), leads: z.number(), agency: myAgencyAnswerSchema });

const listingsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  agent: id.optional(),
});

const adminQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const postAgenciesContact = defineOperation({
  method: 'POST',
  path: '/api/agencies/:slug/contact/',
  tags: ['agencies'],
  summary:
    'Write to an agency (a phone or an e-mail to answer to): a lead of the agency, given to its members in rotation one after another',
  params: slugParams,
  body: agencyContactInputSchema,
  response: { 200: agencyContactAnswerSchema },
});

export const getAgenciesMine = defineOperation({
  method: 'GET',
  path: '/api/agencies/mine/',
  tags: ['agencies'],
  summary: 'The agency you act for: your role and permissions, members, invitations, quota',
  response: { 200: myAgencyAnswerSchema },
});

export const postAgencies = defineOperation({
  method: 'POST',
  path: '/api/agencies/',
  tags: ['agencies'],
  summary: 'Create an agency (confirmed e-mail; in Dubai the ORN and its future expiry); you become its owner',
  body: agencyInputSchema,
  response: { 201: myAgencyAnswerSchema },
});

export const patchAgenciesMine = defineOperation({
  method: 'PATCH',
  path: '/api/agencies/mine/',
  tags: ['agencies'],
  summary: "Edit the agency's profile, licence and response target (owner, admin)",
  body: agencyUpdateSchema,
  response: { 200: myAgencyAnswerSchema },
});

export const postAgenciesMineInvites = defineOperation({
  method: 'POST',
  path: '/api/agencies/mine/invites/',
  tags: ['agencies'],
  summary: 'Invite someone by e-mail (owner, admin): a single-use link for 7 days',
  body: agencyInviteInputSchema,
  response: { 201: myAgencyAnswerSchema },
});

export const deleteAgenciesMineInvitesById = defineOperation({
  method: 'DELETE',
  path: '/api/agencies/mine/invites/:id/',
  tags: ['agencies'],
  summary: 'Withdraw an invitation',
  params: idParams,
  response: { 200: myAgencyAnswerSchema },
});

export const getAgenciesInvitesByToken = defineOperation({
  method: 'GET',
  path: '/api/agencies/invites/:token/',
  tags: ['agencies'],
  summary: 'What an invitation link invites to, and whether it is still open',
  params: tokenParams,
  response: { 200: agencyInvitePreviewSchema },
});

export const postAgenciesInvitesAccept = defineOperation({
  method: 'POST',
  path: '/api/agencies/invites/accept/',
  tags: ['agencies'],
  summary: 'Accept an invitation sent to your address (once, within 7 days; not while in another agency)',
  body: agencyInviteTokenSchema,
  response: { 200: myAgencyAnswerSchema },
});

export const postAgenciesMineCredits = defineOperation({
  method: 'POST',
  path: '/api/agencies/mine/credits/',
  tags: ['agencies'],
  summary: "Move some of your own credits to the agency's wallet (owner, admin)",
  body: agencyCreditTransferSchema,
  response: { 200: myAgencyAnswerSchema },
});

export const postAgenciesMineMoveListings = defineOperation({
  method: 'POST',
  path: '/api/agencies/mine/move-listings/',
  tags: ['agencies'],
  summary: 'Move your personal listings to the agency',
  response: { 200: moved },
});

export const patchAgenciesMineMembersByUserId = defineOperation({
  method: 'PATCH',
  path: '/api/agencies/mine/members/:userId/',
  tags: ['agencies'],
  summary: "Change a member's role, team, allowances, BRN or rotation (owner, admin)",
  params: memberParams,
  body: agencyMemberUpdateSchema,
  response: { 200: myAgencyAnswerSchema },
});

export const getAgenciesMineMembersRemoval = defineOperation({
  method: 'GET',
  path: '/api/agencies/mine/members/:userId/removal/',
  tags: ['agencies'],
  summary: 'What removing a member hands over: their live listings and open leads',
  params: memberParams,
  response: { 200: agencyRemovalPreviewSchema },
});

export const postAgenciesMineMembersRemove = defineOperation({
  method: 'POST',
  path: '/api/agencies/mine/members/:userId/remove/',
  tags: ['agencies'],
  summary: 'Remove a member, handing their listings and open leads to the members chosen (owner, admin)',
  params: memberParams,
  body: agencyRemovalSchema,
  response: { 200: removed },
});

export const postAgenciesMineLeave = defineOperation({
  method: 'POST',
  path: '/api/agencies/mine/leave/',
  tags: ['agencies'],
  summary: 'Leave your agency (not as its only owner)',
  response: { 200: myAgencyAnswerSchema },
});

export const getAgenciesBySlug = defineOperation({
  method: 'GET',
  path: '/api/agencies/:slug/',
  tags: ['agencies'],
  summary: 'An agency’s public page: about, licence, public team, counts by purpose',
  params: slugParams,
  response: { 200: agencyPublicSchema },
});

export const getAgenciesListings = defineOperation({
  method: 'GET',
  path: '/api/agencies/:slug/listings/',
  tags: ['agencies'],
  summary: 'An agency’s public listings, newest first (12 a page), optionally of one agent',
  params: slugParams,
  query: listingsQuery,
  response: { 200: profileListingsAnswerSchema },
});

export const getAdminAgencies = defineOperation({
  method: 'GET',
  path: '/api/admin/agencies/',
  tags: ['admin'],
  summary: 'Agencies for moderators: unchecked licences first',
  query: adminQuery,
  response: { 200: agencyAdminListSchema },
});

export const postAdminAgenciesLicenceChecked = defineOperation({
  method: 'POST',
  path: '/api/admin/agencies/:id/licence-checked/',
  tags: ['admin'],
  summary: 'Mark an agency’s licence as checked against the register (logged)',
  params: idParams,
  response: { 200: z.object({ status: z.literal('success') }) },
});
