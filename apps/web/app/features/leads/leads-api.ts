import type {
  LeadBulkAnswer,
  LeadContactLogInput,
  LeadDetail,
  LeadFeedbackAnswer,
  LeadList,
  LeadStatusAnswer,
  LeadStatusInput,
  ListingStatus,
  MyAgencyAnswer,
} from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';

/** TanStack Query keys of the lead inbox; everything lives under ['leads']. */
export const leadKeys = {
  all: ['leads'] as const,
  lists: ['leads', 'list'] as const,
  /** `query` is the inbox's API query string (filters and page). */
  list: (query: string) => ['leads', 'list', query] as const,
  detail: (id: number) => ['leads', 'detail', id] as const,
  /** The user's agency seat: what the inbox shows them (`permissions`) and who leads may go to. */
  seat: ['leads', 'seat'] as const,
};

/** Calls of the lead inbox (issue 36; the server's apps/server/src/features/leads/lead.routes.ts). */
export const leadsApi = {
  list: (query: string) => apiFetch<LeadList>(`/api/leads/${query ? `?${query}` : ''}`),
  detail: (id: number) => apiFetch<LeadDetail>(`/api/leads/${id}/`),
  addNote: (id: number, text: string) => apiFetch<LeadDetail>(`/api/leads/${id}/notes/`, { body: { text } }),
  setStatus: (id: number, body: { status: LeadStatusInput['status']; lost_reason?: string; listing_id?: number }) =>
    apiFetch<LeadStatusAnswer>(`/api/leads/${id}/status/`, { body }),
  logContact: (id: number, body: LeadContactLogInput) =>
    apiFetch<LeadDetail>(`/api/leads/${id}/contact-log/`, { body }),
  addReminder: (id: number, body: { due_at: string; note?: string; time_zone?: string }) =>
    apiFetch<LeadDetail>(`/api/leads/${id}/reminders/`, { body }),
  completeReminder: (id: number, reminderId: number) =>
    apiFetch<LeadDetail>(`/api/leads/${id}/reminders/${reminderId}/done/`, { method: 'POST' }),
  assign: (leadIds: number[], assigneeId: number) =>
    apiFetch<LeadBulkAnswer>('/api/leads/assign/', { body: { lead_ids: leadIds, assignee_id: assigneeId } }),
  bulkStatus: (body: { lead_ids: number[]; status: string; lost_reason?: string }) =>
    apiFetch<LeadBulkAnswer>('/api/leads/bulk-status/', { body }),
  /** The agency seat (`GET /api/agencies/mine/`): the permissions and members the inbox needs. */
  seat: () => apiFetch<MyAgencyAnswer>('/api/agencies/mine/'),
  /** Marks a won lead's listing sold or rented (the listings feature's own endpoint). */
  markListing: (listingId: number, status: Extract<ListingStatus, 'sold' | 'rented'>) =>
    apiFetch<unknown>(`/api/properties/${listingId}/status/`, { body: { status } }),
  /** "Did <agent> reply?": the link's answer, sent from /leads/feedback (no login; 410 once used). */
  feedback: (token: string, answer: LeadFeedbackAnswer) =>
    apiFetch<{ status: 'success' }>('/api/leads/feedback/', { body: { token, answer } }),
};
