import type { AgencyContactAnswer, AgencyContactInput, AgencyRole, AgentTable, MyAgencyAnswer } from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';

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
  page: (slug: string) => `/api/agencies/${encodeURIComponent(slug)}/`,
  listings: (slug: string, page: number, agent: number | null) =>
    `/api/agencies/${encodeURIComponent(slug)}/listings/?page=${page}${agent ? `&agent=${agent}` : ''}`,
  invite: (token: string) => `/api/agencies/invites/${encodeURIComponent(token)}/`,
  agents: (query: string) => `/api/agencies/mine/agents/${query ? `?${query}` : ''}`,
  agentsCsv: (query: string) => `/api/agencies/mine/agents.csv${query ? `?${query}` : ''}`,
};

/** Calls of the agency dashboard tab and the invitation page (issue 36). */
export const agenciesApi = {
  mine: () => apiFetch<MyAgencyAnswer>(agencyPaths.mine()),
  create: (body: Record<string, unknown>) => apiFetch<MyAgencyAnswer>('/api/agencies/', { body }),
  update: (body: Record<string, unknown>) => apiFetch<MyAgencyAnswer>('/api/agencies/mine/', { method: 'PATCH', body }),
  invite: (body: { email: string; role: AgencyRole }) =>
    apiFetch<MyAgencyAnswer>('/api/agencies/mine/invites/', { body }),
  withdrawInvite: (id: number) => apiFetch<MyAgencyAnswer>(`/api/agencies/mine/invites/${id}/`, { method: 'DELETE' }),
  /** Moves some of the member's own credits to the agency's wallet (owner, admin). */
  moveCredits: (amount: number) => apiFetch<MyAgencyAnswer>('/api/agencies/mine/credits/', { body: { amount } }),
  moveListings: () =>
    apiFetch<{ moved: number; agency: MyAgencyAnswer }>('/api/agencies/mine/move-listings/', { method: 'POST' }),
  updateMember: (userId: number, body: Record<string, unknown>) =>
    apiFetch<MyAgencyAnswer>(`/api/agencies/mine/members/${userId}/`, { method: 'PATCH', body }),
  removalPreview: (userId: number) =>
    apiFetch<{ live_listings: number; open_leads: number }>(`/api/agencies/mine/members/${userId}/removal/`),
  removeMember: (userId: number, body: { listings_to: number; leads_to: number }) =>
    apiFetch<{ listings: number; leads: number; agency: MyAgencyAnswer }>(
      `/api/agencies/mine/members/${userId}/remove/`,
      { body },
    ),
  leave: () => apiFetch<MyAgencyAnswer>('/api/agencies/mine/leave/', { method: 'POST' }),
  accept: (token: string) => apiFetch<MyAgencyAnswer>('/api/agencies/invites/accept/', { body: { token } }),
  agents: (query: string) => apiFetch<AgentTable>(agencyPaths.agents(query)),
  /** The agency page's contact form (guests allowed): a lead of the agency, given round robin. */
  contact: (slug: string, body: AgencyContactInput) =>
    apiFetch<AgencyContactAnswer>(`/api/agencies/${encodeURIComponent(slug)}/contact/`, { body }),
};
