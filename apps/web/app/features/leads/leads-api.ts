import type { LeadFeedbackAnswer, ListingStatus } from '@estate/shared';
import type * as agencyOps from '@estate/shared/contracts/agencies';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/leads';
import type * as listingOps from '@estate/shared/contracts/listings';
import { api, type BodyOf } from '../../lib/api/api-client';

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

const lead = {
  list: endpoint<typeof ops.getLeads>('GET', '/api/leads/'),
  detail: endpoint<typeof ops.getLeadsById>('GET', '/api/leads/:id/'),
  addNote: endpoint<typeof ops.postLeadsNotes>('POST', '/api/leads/:id/notes/'),
  setStatus: endpoint<typeof ops.postLeadsStatus>('POST', '/api/leads/:id/status/'),
  logContact: endpoint<typeof ops.postLeadsContactLog>('POST', '/api/leads/:id/contact-log/'),
  addReminder: endpoint<typeof ops.postLeadsReminders>('POST', '/api/leads/:id/reminders/'),
  completeReminder: endpoint<typeof ops.postLeadsRemindersDone>('POST', '/api/leads/:id/reminders/:reminderId/done/'),
  assign: endpoint<typeof ops.postLeadsAssign>('POST', '/api/leads/assign/'),
  bulkStatus: endpoint<typeof ops.postLeadsBulkStatus>('POST', '/api/leads/bulk-status/'),
  seat: endpoint<typeof agencyOps.getAgenciesMine>('GET', '/api/agencies/mine/'),
  markListing: endpoint<typeof listingOps.postPropertiesStatus>('POST', '/api/properties/:id/status/'),
  feedback: endpoint<typeof ops.postLeadsFeedback>('POST', '/api/leads/feedback/'),
};

/** Calls of the lead inbox (issue 36; the server's apps/server/src/features/leads/lead.routes.ts). */
export const leadsApi = {
  list: (query: string) => api(lead.list, { search: query }),
  detail: (id: number) => api(lead.detail, { params: { id } }),
  addNote: (id: number, text: string) => api(lead.addNote, { params: { id }, body: { text } }),
  setStatus: (id: number, body: BodyOf<typeof lead.setStatus>) => api(lead.setStatus, { params: { id }, body }),
  logContact: (id: number, body: BodyOf<typeof lead.logContact>) => api(lead.logContact, { params: { id }, body }),
  addReminder: (id: number, body: BodyOf<typeof lead.addReminder>) => api(lead.addReminder, { params: { id }, body }),
  completeReminder: (id: number, reminderId: number) => api(lead.completeReminder, { params: { id, reminderId } }),
  assign: (leadIds: number[], assigneeId: number) =>
    api(lead.assign, { body: { lead_ids: leadIds, assignee_id: assigneeId } }),
  bulkStatus: (body: BodyOf<typeof lead.bulkStatus>) => api(lead.bulkStatus, { body }),
  /** The agency seat (`GET /api/agencies/mine/`): the permissions and members the inbox needs. */
  seat: () => api(lead.seat),
  /** Marks a won lead's listing sold or rented (the listings feature's own endpoint). */
  /** Marks the won lead's listing sold or rented, with the final price the lister gave (issue 41). */
  markListing: (
    listingId: number,
    status: Extract<ListingStatus, 'sold' | 'rented'>,
    finalPrice: number | string | undefined,
  ) =>
    api(lead.markListing, {
      params: { id: listingId },
      body: { status, ...(finalPrice === undefined ? {} : { final_price: finalPrice as number }) },
    }),
  /** "Did <agent> reply?": the link's answer, sent from /leads/feedback (no login; 410 once used). */
  feedback: (token: string, answer: LeadFeedbackAnswer) => api(lead.feedback, { body: { token, answer } }),
};
