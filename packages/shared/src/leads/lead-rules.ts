import type { InquiryChannel } from '../listing/listing-options.js';

/**
 * The lead inbox's vocabulary (issue 36, "One lead inbox"), named once for the server and the web.
 * A lead is one person who contacted one lister (an agency, or a lone lister); every contact and
 * every piece of the lister's work on it is an event of the lead (decision 0043).
 */

/** Any status may follow any other; `lost` needs a reason, `won` offers to mark the listing sold. */
export const LEAD_STATUSES = ['new', 'contacted', 'viewing', 'negotiating', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LOST_REASONS = [
  'unreachable',
  'budget',
  'bought_elsewhere',
  'not_serious',
  'spam',
  'duplicate',
  'other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** How a person reached the lister: the listing page's form, chat, or a revealed number. */
export const LEAD_CHANNELS = ['form', 'chat', 'whatsapp', 'phone', 'sms', 'email'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

/** What happened to a lead: contacts (the person's) and the lister's work on it. */
export const LEAD_EVENT_KINDS = [
  'form',
  'chat_message',
  'whatsapp_click',
  'phone_reveal',
  'phone_click',
  'sms_click',
  'email_click',
  'status_change',
  'note',
  'call_logged',
  'reminder_set',
  'assigned',
  'export',
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** Who did it: the person, a member of the lister's side, or Baytak itself. */
export const LEAD_ACTORS = ['seeker', 'agent', 'system'] as const;
export type LeadActor = (typeof LEAD_ACTORS)[number];

/**
 * The lead event of each inquiry channel of the listing page: e-mail is the contact form (the
 * lister's address stays private); phone, WhatsApp and SMS reveal the number (a click).
 */
export const INQUIRY_LEAD_EVENTS: Record<InquiryChannel, { kind: LeadEventKind; channel: LeadChannel }> = {
  email: { kind: 'form', channel: 'form' },
  whatsapp: { kind: 'whatsapp_click', channel: 'whatsapp' },
  phone: { kind: 'phone_click', channel: 'phone' },
  sms: { kind: 'sms_click', channel: 'sms' },
};

/** A call or WhatsApp the lister logs after trying the person. */
export const CONTACT_LOG_CHANNELS = ['phone', 'whatsapp'] as const;
export type ContactLogChannel = (typeof CONTACT_LOG_CHANNELS)[number];
export const CONTACT_OUTCOMES = ['reached', 'no_answer', 'wrong_number'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

export const LEAD_NOTE_MAX = 2000;
export const LEAD_REMINDER_NOTE_MAX = 500;
/** How far ahead a reminder may be set. */
export const LEAD_REMINDER_MAX_DAYS = 366;
export const LEADS_PAGE_SIZE = 25;
/** Leads one assignment or status change may name. */
export const LEADS_BULK_MAX = 500;
/** Rows one CSV export may hold; more answers 413 "Narrow the filter". */
export const LEADS_EXPORT_MAX = 50_000;
/** Minutes a new lead may wait for an answer before it shows as late, when no agency sets its own. */
export const DEFAULT_RESPONSE_TARGET_MINUTES = 60;
/** Listings named on an inbox row; the rest are counted. */
export const LEAD_ROW_LISTINGS = 2;

/**
 * The name a lead shows once its person deleted their account or inquiry history (issue 36): the
 * server writes it in place of the name, the web shows `leads.deleted_user` in the page's language.
 */
export const ANONYMISED_LEAD_NAME = 'Deleted user';
