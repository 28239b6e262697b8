import type * as ops from '@estate/shared/contracts/agencies';
import { endpoint } from '@estate/shared/contracts/client';
import type * as leadOps from '@estate/shared/contracts/leads';
import { api, type BodyOf } from '../../lib/api/api-client';

/** TanStack Query keys of the agency feature. */
export const agencyKeys = {
  mine: ['agency', 'mine'] as const,
  removal: (userId: number) => ['agency', 'removal', userId] as const,
  /** `query` is the Agents table's API query string (period, order, team). */
  agents: (query: string) => ['agency', 'agents', query] as const,
};

/** API paths the server render and the browser both call. */
export const agencyPaths = {
  mine: () => '/api/agencies/mine/',
  agentsCsv: (query: string) => `/api/agencies/mine/agents.csv${query ? `?${query}` : ''}`,
};

const agency = {
  mine: endpoint<typeof ops.getAgenciesMine>('GET', '/api/agencies/mine/'),
  create: endpoint<typeof ops.postAgencies>('POST', '/api/agencies/'),
  update: endpoint<typeof ops.patchAgenciesMine>('PATCH', '/api/agencies/mine/'),
  invite: endpoint<typeof ops.postAgenciesMineInvites>('POST', '/api/agencies/mine/invites/'),
  withdrawInvite: endpoint<typeof ops.deleteAgenciesMineInvitesById>('DELETE', '/api/agencies/mine/invites/:id/'),
  moveCredits: endpoint<typeof ops.postAgenciesMineCredits>('POST', '/api/agencies/mine/credits/'),
  moveListings: endpoint<typeof ops.postAgenciesMineMoveListings>('POST', '/api/agencies/mine/move-listings/'),
  updateMember: endpoint<typeof ops.patchAgenciesMineMembersByUserId>('PATCH', '/api/agencies/mine/members/:userId/'),
  removal: endpoint<typeof ops.getAgenciesMineMembersRemoval>('GET', '/api/agencies/mine/members/:userId/removal/'),
  removeMember: endpoint<typeof ops.postAgenciesMineMembersRemove>(
    'POST',
    '/api/agencies/mine/members/:userId/remove/',
  ),
  leave: endpoint<typeof ops.postAgenciesMineLeave>('POST', '/api/agencies/mine/leave/'),
  accept: endpoint<typeof ops.postAgenciesInvitesAccept>('POST', '/api/agencies/invites/accept/'),
  agents: endpoint<typeof leadOps.getAgenciesMineAgents>('GET', '/api/agencies/mine/agents/'),
  contact: endpoint<typeof ops.postAgenciesContact>('POST', '/api/agencies/:slug/contact/'),
};

/** Calls of the agency dashboard tab and the invitation page (issue 36). */
export const agenciesApi = {
  mine: () => api(agency.mine),
  /** The form's fields; the server checks them. */
  create: (body: Record<string, unknown>) => api(agency.create, { body: body as BodyOf<typeof agency.create> }),
  update: (body: Record<string, unknown>) => api(agency.update, { body: body as BodyOf<typeof agency.update> }),
  invite: (body: BodyOf<typeof agency.invite>) => api(agency.invite, { body }),
  withdrawInvite: (id: number) => api(agency.withdrawInvite, { params: { id } }),
  /** Moves some of the member's own credits to the agency's wallet (owner, admin). */
  moveCredits: (amount: number) => api(agency.moveCredits, { body: { amount } }),
  moveListings: () => api(agency.moveListings),
  updateMember: (userId: number, body: BodyOf<typeof agency.updateMember>) =>
    api(agency.updateMember, { params: { userId }, body }),
  removalPreview: (userId: number) => api(agency.removal, { params: { userId } }),
  removeMember: (userId: number, body: BodyOf<typeof agency.removeMember>) =>
    api(agency.removeMember, { params: { userId }, body }),
  leave: () => api(agency.leave),
  accept: (token: string) => api(agency.accept, { body: { token } }),
  /** `query` is the Agents table's API query string (period, order, team). */
  agents: (query: string) => api(agency.agents, { search: query }),
  /** The agency page's contact form (guests allowed): a lead of the agency, given round robin. */
  contact: (slug: string, body: BodyOf<typeof agency.contact>) => api(agency.contact, { params: { slug }, body }),
};
