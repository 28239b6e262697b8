import { z } from 'zod';
import { agentTableQuerySchema, agentTableSchema } from '../leads/agent-stats.schema.js';
import { leadFeedbackAnswerSchema, leadFeedbackInputSchema } from '../leads/lead-feedback.schema.js';
import {
  leadAssignInputSchema,
  leadBulkAnswerSchema,
  leadBulkStatusInputSchema,
  leadContactLogInputSchema,
  leadDetailSchema,
  leadFiltersSchema,
  leadListQuerySchema,
  leadListSchema,
  leadNoteInputSchema,
  leadReminderInputSchema,
  leadStatusAnswerSchema,
  leadStatusInputSchema,
} from '../leads/lead.schema.js';
import { phoneRevealAnswerSchema } from '../leads/phone-reveal.schema.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The leads feature's API operations (decision 0064). */

const reminderParams = idParams.extend({ reminderId: z.coerce.number().int().positive().max(2_147_483_647) });

export const getAgenciesMineAgents = defineOperation({
  method: 'GET',
  path: '/api/agencies/mine/agents/',
  tags: ['agencies'],
  summary:
    "Per member over 30, 60 or 90 days: live listings, leads, contacts, median first response, share answered within 24 h, seeker-confirmed rate (every member for owners and admins, a manager's team, an agent's own row)",
  query: agentTableQuerySchema,
  response: { 200: agentTableSchema },
});

export const getAgenciesMineAgentsCsv = defineOperation({
  method: 'GET',
  path: '/api/agencies/mine/agents.csv',
  tags: ['agencies'],
  summary: 'The "Agents" table as CSV (UTF-8 with a byte-order mark; cells starting with = + - @ are guarded)',
  query: agentTableQuerySchema,
  response: { 200: z.string().describe('text/csv') },
});

export const postLeadsFeedback = defineOperation({
  method: 'POST',
  path: '/api/leads/feedback/',
  tags: ['leads'],
  summary:
    'Answer "Did the agent reply?" with the link of the mail or notification (no login; once per link; 410 for a link used or unknown)',
  body: leadFeedbackInputSchema,
  response: { 200: leadFeedbackAnswerSchema },
});

export const getLeads = defineOperation({
  method: 'GET',
  path: '/api/leads/',
  tags: ['leads'],
  summary: 'Your leads, newest activity first (25 a page), with the totals of the filter ("1 lead · 2 contacts")',
  query: leadListQuerySchema,
  response: { 200: leadListSchema },
});

export const getLeadsExportCsv = defineOperation({
  method: 'GET',
  path: '/api/leads/export.csv',
  tags: ['leads'],
  summary:
    'The filtered leads as CSV (UTF-8 with a byte-order mark; at most 50,000 rows, else 413); recorded in the admin log',
  query: leadFiltersSchema,
  response: { 200: z.string().describe('text/csv') },
});

export const getLeadsById = defineOperation({
  method: 'GET',
  path: '/api/leads/:id/',
  tags: ['leads'],
  summary: 'A lead with its timeline (contacts, notes, status changes, logged calls) and reminders',
  params: idParams,
  response: { 200: leadDetailSchema },
});

export const postLeadsNotes = defineOperation({
  method: 'POST',
  path: '/api/leads/:id/notes/',
  tags: ['leads'],
  summary: 'Add a note (at most 2,000 characters, private to your side)',
  params: idParams,
  body: leadNoteInputSchema,
  response: { 201: leadDetailSchema },
});

export const postLeadsStatus = defineOperation({
  method: 'POST',
  path: '/api/leads/:id/status/',
  tags: ['leads'],
  summary: 'Set the status (lost needs a reason; won offers to mark the listing sold or rented)',
  params: idParams,
  body: leadStatusInputSchema,
  response: { 200: leadStatusAnswerSchema },
});

export const postLeadsContactLog = defineOperation({
  method: 'POST',
  path: '/api/leads/:id/contact-log/',
  tags: ['leads'],
  summary: 'Log a call or WhatsApp and its outcome (reached answers a new lead: contacted)',
  params: idParams,
  body: leadContactLogInputSchema,
  response: { 201: leadDetailSchema },
});

export const postLeadsReminders = defineOperation({
  method: 'POST',
  path: '/api/leads/:id/reminders/',
  tags: ['leads'],
  summary: 'Set a reminder at a future time: a notification and an e-mail then',
  params: idParams,
  body: leadReminderInputSchema,
  response: { 201: leadDetailSchema },
});

export const postLeadsRemindersDone = defineOperation({
  method: 'POST',
  path: '/api/leads/:id/reminders/:reminderId/done/',
  tags: ['leads'],
  summary: 'Mark a reminder done (no longer overdue, nor delivered if still to come)',
  params: reminderParams,
  response: { 200: leadDetailSchema },
});

export const postLeadsAssign = defineOperation({
  method: 'POST',
  path: '/api/leads/assign/',
  tags: ['leads'],
  summary: 'Give leads to a member of your agency (owner, admins; managers within their team)',
  body: leadAssignInputSchema,
  response: { 200: leadBulkAnswerSchema },
});

export const postLeadsBulkStatus = defineOperation({
  method: 'POST',
  path: '/api/leads/bulk-status/',
  tags: ['leads'],
  summary: 'Set the status of many leads (owner, admins and managers)',
  body: leadBulkStatusInputSchema,
  response: { 200: leadBulkAnswerSchema },
});

const REVEAL_LIMITS =
  'Counted per viewer over the last 24 hours (decision 0074): a guest browser 20 (its device cookie, set on the first reveal) and guests at one address 60, then 429 `sign_in_for_more`; a signed-in account 100, then 429 `too_many_requests` with a translated message. The same viewer revealing the same number again within the 24 hours is not counted again.';

export const postPropertiesPhone = defineOperation({
  method: 'POST',
  path: '/api/properties/:id/phone/',
  tags: ['properties'],
  summary:
    "Show the lister's number (issue 42): recorded as a reveal, counted in the listing's clicks, and a lead contact when signed in",
  description: `Public answers carry \`phone_masked\` only; the number comes from here, as the market's call-tracking provider gives it. A listing the viewer may not see, or that is not public, is a 404. ${REVEAL_LIMITS}`,
  params: idParams,
  response: { 200: phoneRevealAnswerSchema },
});

export const postAgenciesPhone = defineOperation({
  method: 'POST',
  path: '/api/agencies/:slug/phone/',
  tags: ['agencies'],
  summary:
    "Show an agency's phone and WhatsApp numbers (issue 42): recorded as a reveal, and a lead contact when signed in",
  description: `An agency that is not active is a 404. ${REVEAL_LIMITS}`,
  params: z.object({ slug: z.string().min(1).max(120) }),
  response: { 200: phoneRevealAnswerSchema },
});
