import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agencies } from '../agencies/agency.table.js';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';

/**
 * One person who contacted one lister (issue 36): an agency, or a lone lister when `agency_id` is
 * null. The person is known by `person_key`: the phone in E.164 (the listing's country as default
 * region), else the lower-cased e-mail, else `user:<id>` (decision 0043). Every contact, whatever
 * its channel, is an event of the lead (lead_events), written in the transaction that causes it.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    /** The lone lister whose lead this is (agency null), or the lister of the first contact. */
    listerUserId: integer('lister_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    personKey: text('person_key').notNull(),
    /** The seeker's account, when they were signed in (reply in chat). */
    personUserId: integer('person_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phoneE164: text('phone_e164'),
    /** The phone as typed when it could not be read as a number. */
    phoneRaw: text('phone_raw'),
    email: text('email'),
    /** Lower-cased name, e-mail and phone digits, for the inbox's search (trigram index). */
    searchText: text('search_text').notNull().default(''),
    /** new, contacted, viewing, negotiating, won, lost. */
    status: text('status').notNull().default('new'),
    lostReason: text('lost_reason'),
    /** Channels seen (form, chat, whatsapp, phone, sms, email) and listings asked about. */
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    listingIds: integer('listing_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    contacts: integer('contacts').notNull().default(0),
    firstContactAt: timestamp('first_contact_at', { withTimezone: true }).notNull().defaultNow(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    /** Set when the person deleted their account or inquiry history: no name, phone or e-mail kept. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_agency_person_idx')
      .on(t.agencyId, t.personKey)
      .where(sql`agency_id is not null`),
    uniqueIndex('leads_lister_person_idx')
      .on(t.listerUserId, t.personKey)
      .where(sql`agency_id is null`),
    // Migration 0029 adds INCLUDE (assignee_user_id, lister_user_id, status, channels, contacts):
    // what the inbox's rules and filters test, so a count over a date range is made in the index
    // alone (drizzle's index builder has no INCLUDE).
    index('leads_agency_activity_idx').on(t.agencyId, t.lastActivityAt.desc(), t.id.desc()),
    index('leads_agency_status_activity_idx').on(t.agencyId, t.status, t.lastActivityAt.desc(), t.id.desc()),
    index('leads_assignee_activity_idx').on(t.assigneeUserId, t.lastActivityAt.desc(), t.id.desc()),
    index('leads_lister_activity_idx')
      .on(t.listerUserId, t.lastActivityAt.desc(), t.id.desc())
      .where(sql`agency_id is null`),
    index('leads_listing_ids_idx').using('gin', t.listingIds),
    index('leads_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('leads_person_user_idx')
      .on(t.personUserId)
      .where(sql`person_user_id is not null`),
  ],
);

/**
 * The inbox's totals ("1 lead · 2 contacts") kept as the leads change (issue 36): people and their
 * contacts per lister (an agency, or a lone lister: `lister_user_id` is set only when `agency_id`
 * is null), assignee and status, once over all channels (`channel` null) and once per channel a
 * lead has. Kept by triggers on `leads` in the writing transaction (migration 0028, function
 * lead_counts_sync), whoever writes: a contact, a status change, an assignment, a deletion. The
 * columns are named as those of `leads`, so features/access leadsVisibleTo reads them the same way.
 * An exact count over 200,000 leads was a 100 ms scan; a sum of these rows is well under 1 ms.
 */
export const leadCounts = pgTable(
  'lead_counts',
  {
    agencyId: integer('agency_id'),
    listerUserId: integer('lister_user_id'),
    assigneeUserId: integer('assignee_user_id'),
    status: text('status').notNull(),
    channel: text('channel'),
    leads: integer('leads').notNull().default(0),
    contacts: integer('contacts').notNull().default(0),
  },
  (t) => [
    unique('lead_counts_key').on(t.agencyId, t.listerUserId, t.assigneeUserId, t.status, t.channel).nullsNotDistinct(),
  ],
);

/**
 * What happened to a lead, oldest first: contacts (form, chat_message, whatsapp_click,
 * phone_click, sms_click, email_click), and the lister's work (note, status_change, assigned,
 * call_logged, reminder_set, export). `actor` is seeker, agent or system.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The channel of a contact (form, chat, whatsapp, phone, sms, email), for filters. */
    channel: text('channel'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_events_lead_idx').on(t.leadId, t.at, t.id),
    index('lead_events_listing_idx')
      .on(t.listingId)
      .where(sql`listing_id is not null`),
    // The "Did <agent> reply?" sweep: WhatsApp and phone contacts of the last days (lead-feedback.repository.ts).
    index('lead_events_reply_unseen_idx')
      .on(t.at)
      .where(sql`kind in ('whatsapp_click', 'phone_click')`),
  ],
);

/** A reminder on a lead for one member, delivered in the app and by e-mail at its time (a job). */
export const leadReminders = pgTable(
  'lead_reminders',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_reminders_lead_idx').on(t.leadId, t.dueAt),
    index('lead_reminders_due_idx')
      .on(t.dueAt)
      .where(sql`delivered_at is null and done_at is null`),
  ],
);

/** "Did <agent> reply?" asked once of a WhatsApp or phone contact a day later: replied, no_reply. */
export const leadFeedback = pgTable(
  'lead_feedback',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The member the question was about. */
    agentUserId: integer('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lead_feedback_token_idx').on(t.tokenHash),
    // The seeker-confirmed rate of a member over 30, 60 or 90 days (agent-stats.repository.ts).
    index('lead_feedback_agent_idx')
      .on(t.agentUserId, t.answeredAt)
      .where(sql`answer is not null`),
  ],
);
