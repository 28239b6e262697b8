import { z } from 'zod';
import { LISTING_STATUSES, PURPOSES, RENT_FREQUENCIES } from '../listing/listing-options.js';
import { isTimeZone } from '../listing/saved-search-rules.js';
import {
  CONTACT_LOG_CHANNELS,
  CONTACT_OUTCOMES,
  LEAD_ACTORS,
  LEAD_CHANNELS,
  LEAD_EVENT_KINDS,
  LEAD_NOTE_MAX,
  LEAD_REMINDER_MAX_DAYS,
  LEAD_REMINDER_NOTE_MAX,
  LEAD_STATUSES,
  LEADS_BULK_MAX,
  LOST_REASONS,
} from './lead-rules.js';

/**
 * The lead inbox's requests and answers (issue 36): the server declares them on its routes (they
 * validate, serialize and feed /api/docs) and the web uses the same ones. Messages are catalog keys
 * of leads.json.
 */

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const id = (key: string) => z.coerce.number({ error: key }).int(key).positive(key).max(2_147_483_647, key);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
/** A day (`2026-11-30`, the whole UTC day) or an instant with its offset. */
const dayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'leads.errors.date_invalid' });

/** The inbox's filters (`GET /api/leads/` and the CSV export). */
export const leadFiltersSchema = z.object({
  status: optional(z.enum(LEAD_STATUSES, { error: 'leads.errors.status_invalid' })),
  channel: optional(z.enum(LEAD_CHANNELS, { error: 'leads.errors.channel_invalid' })),
  listing_id: optional(id('leads.errors.listing_invalid')),
  assignee_id: optional(id('leads.errors.assignee_invalid')),
  /** Last activity on or after / on or before (a day counts whole, in UTC). */
  from: optional(dayOrInstant),
  to: optional(dayOrInstant),
  /** Part of the name, e-mail or phone digits. */
  q: optional(z.string({ error: 'leads.errors.search_invalid' }).trim().max(100, 'leads.errors.search_invalid')),
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

export const leadListQuerySchema = leadFiltersSchema.extend({
  page: z.coerce
    .number({ error: 'leads.errors.page_invalid' })
    .int('leads.errors.page_invalid')
    .min(1, 'leads.errors.page_invalid')
    .max(10_000, 'leads.errors.page_invalid')
    .default(1),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

const statusChange = {
  status: z.enum(LEAD_STATUSES, { error: 'leads.errors.status_invalid' }),
  lost_reason: optional(z.enum(LOST_REASONS, { error: 'leads.errors.lost_reason_invalid' })),
};
/** `lost` needs its reason. */
const lostNeedsReason = (value: { status: string; lost_reason?: string }, ctx: z.RefinementCtx) => {
  if (value.status === 'lost' && !value.lost_reason) {
    ctx.addIssue({ code: 'custom', path: ['lost_reason'], message: 'leads.errors.lost_reason_required' });
  }
};

/** `POST /api/leads/{id}/status/`; `won` may name which of the lead's listings it was. */
export const leadStatusInputSchema = z
  .object({ ...statusChange, listing_id: optional(id('leads.errors.listing_invalid')) })
  .superRefine(lostNeedsReason);
export type LeadStatusInput = z.output<typeof leadStatusInputSchema>;

const leadIds = z
  .array(id('leads.errors.lead_ids_required'), { error: 'leads.errors.lead_ids_required' })
  .min(1, 'leads.errors.lead_ids_required')
  .max(LEADS_BULK_MAX, 'leads.errors.too_many_leads');

/** `POST /api/leads/bulk-status/` (admins and managers). */
export const leadBulkStatusInputSchema = z.object({ lead_ids: leadIds, ...statusChange }).superRefine(lostNeedsReason);
export type LeadBulkStatusInput = z.output<typeof leadBulkStatusInputSchema>;

/** `POST /api/leads/assign/` (admins and managers): to a member of the agency. */
export const leadAssignInputSchema = z.object({
  lead_ids: leadIds,
  assignee_id: id('leads.errors.assignee_required'),
});
export type LeadAssignInput = z.output<typeof leadAssignInputSchema>;

/** `POST /api/leads/{id}/notes/`: private to the lister's side. */
export const leadNoteInputSchema = z.object({
  text: z
    .string({ error: 'leads.errors.note_required' })
    .trim()
    .min(1, 'leads.errors.note_required')
    .max(LEAD_NOTE_MAX, 'leads.errors.note_too_long'),
});
export type LeadNoteInput = z.output<typeof leadNoteInputSchema>;

/** `POST /api/leads/{id}/contact-log/`: "Log this contact?" after Call or WhatsApp. */
export const leadContactLogInputSchema = z.object({
  channel: z.enum(CONTACT_LOG_CHANNELS, { error: 'leads.errors.channel_invalid' }),
  outcome: z.enum(CONTACT_OUTCOMES, { error: 'leads.errors.outcome_invalid' }),
});
export type LeadContactLogInput = z.output<typeof leadContactLogInputSchema>;

/** Whether `dueAt` is a time a reminder may be set for now: in the future, within the horizon. */
export function reminderTimeProblem(dueAt: Date, now = new Date()): 'past' | 'too_far' | null {
  if (dueAt.getTime() <= now.getTime()) return 'past';
  if (dueAt.getTime() > now.getTime() + LEAD_REMINDER_MAX_DAYS * 86_400_000) return 'too_far';
  return null;
}

/** `POST /api/leads/{id}/reminders/`: a future time with its offset (the agent's time zone). */
export const leadReminderInputSchema = z.object({
  due_at: z.iso
    .datetime({ offset: true, error: 'leads.errors.due_at_invalid' })
    .refine((value) => reminderTimeProblem(new Date(value)) !== 'past', 'leads.errors.reminder_past')
    .refine((value) => reminderTimeProblem(new Date(value)) !== 'too_far', 'leads.errors.reminder_too_far'),
  note: optional(
    z
      .string({ error: 'leads.errors.reminder_note_too_long' })
      .trim()
      .max(LEAD_REMINDER_NOTE_MAX, 'leads.errors.reminder_note_too_long'),
  ),
  /** The agent's time zone, for the time written in the reminder's e-mail (default UTC). */
  time_zone: optional(
    z
      .string({ error: 'leads.errors.time_zone_invalid' })
      .max(64, 'leads.errors.time_zone_invalid')
      .refine(isTimeZone, 'leads.errors.time_zone_invalid'),
  ),
});
export type LeadReminderInput = z.output<typeof leadReminderInputSchema>;

const personRef = z.object({ id: z.number(), name: z.string() });
const listingRef = z.object({ id: z.number(), title: z.string() });

/** One row of the inbox. */
export const leadRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(LEAD_STATUSES),
  lost_reason: z.enum(LOST_REASONS).nullable(),
  channels: z.array(z.enum(LEAD_CHANNELS)),
  /** The first listings asked about (at most two) and how many in all: "X, Y (2)". */
  listings: z.object({ items: z.array(listingRef), count: z.number() }),
  assignee: personRef.nullable(),
  /** Every contact the person made, on any listing and channel. */
  contacts: z.number(),
  first_contact_at: z.string(),
  last_activity_at: z.string(),
  /** Minutes since the first contact while the lead is new; null once answered or moved on. */
  waiting_minutes: z.number().nullable(),
  /** Waiting longer than the agency's response target (red in the inbox). */
  over_target: z.boolean(),
  /** The earliest reminder not yet done, and whether its time has passed. */
  next_reminder_at: z.string().nullable(),
  reminder_overdue: z.boolean(),
});
export type LeadRow = z.infer<typeof leadRowSchema>;

/** `GET /api/leads/`: newest activity first, with the totals of the whole filter. */
export const leadListSchema = z.object({
  results: z.array(leadRowSchema),
  page: z.number(),
  pages: z.number(),
  /**
   * "1 lead · 2 contacts": people and their contacts in the filter. A search counts up to 1,000
   * matches: past that `capped` is true, `leads` is 1,000 and `contacts` 0 ("More than 1,000 leads").
   */
  totals: z.object({ leads: z.number(), contacts: z.number(), capped: z.boolean() }),
  /** Minutes after which a new lead is late (the agency's setting, 60 for a lone lister). */
  response_target_minutes: z.number(),
});
export type LeadList = z.infer<typeof leadListSchema>;

export const leadEventSchema = z.object({
  id: z.number(),
  kind: z.enum(LEAD_EVENT_KINDS),
  actor: z.enum(LEAD_ACTORS),
  actor_user: personRef.nullable(),
  channel: z.enum(LEAD_CHANNELS).nullable(),
  listing: listingRef.nullable(),
  /** Per kind: `message`, `text`, `from`/`to`/`lost_reason`, `channel`/`outcome`, `due_at`/`note`. */
  payload: z.record(z.string(), z.json()) as z.ZodType<Record<string, unknown>>,
  at: z.string(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

export const leadReminderSchema = z.object({
  id: z.number(),
  due_at: z.string(),
  note: z.string(),
  user: personRef,
  delivered_at: z.string().nullable(),
  done_at: z.string().nullable(),
  overdue: z.boolean(),
});
export type LeadReminder = z.infer<typeof leadReminderSchema>;

const leadListingSchema = listingRef.extend({
  slug: z.string(),
  purpose: z.enum(PURPOSES),
  listing_status: z.enum(LISTING_STATUSES),
});

/** `GET /api/leads/{id}/`: the lead, every listing asked about, its timeline and reminders. */
export const leadDetailSchema = leadRowSchema.extend({
  listings: z.object({ items: z.array(leadListingSchema), count: z.number() }),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The person's account when they were signed in: "Reply in chat". */
  person_user_id: z.number().nullable(),
  first_response_at: z.string().nullable(),
  /** Oldest first. */
  events: z.array(leadEventSchema),
  reminders: z.array(leadReminderSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** `POST /api/leads/{id}/status/`: `won` offers to mark the listing sold or rented. */
export const leadStatusAnswerSchema = z.object({
  lead: leadDetailSchema,
  /** A won lead's listing, offered to be marked sold or rented (with its final price, issue 41). */
  offer_mark_listing: z
    .object({
      id: z.number(),
      title: z.string(),
      purpose: z.enum(PURPOSES),
      currency: z.string(),
      rent_frequency: z.enum(RENT_FREQUENCIES).nullable(),
    })
    .nullable(),
});
export type LeadStatusAnswer = z.infer<typeof leadStatusAnswerSchema>;

/** `POST /api/leads/assign/` and `/bulk-status/`. */
export const leadBulkAnswerSchema = z.object({ updated: z.number(), lead_ids: z.array(z.number()) });
export type LeadBulkAnswer = z.infer<typeof leadBulkAnswerSchema>;
