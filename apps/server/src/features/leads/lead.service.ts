import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  INQUIRY_LEAD_EVENTS,
  intlTagOf,
  LEADS_EXPORT_MAX,
  LEADS_PAGE_SIZE,
  reminderTimeProblem,
  type InquiryChannel,
  type LeadAssignInput,
  type LeadBulkAnswer,
  type LeadBulkStatusInput,
  type LeadContactLogInput,
  type LeadDetail,
  type LeadFilters,
  type LeadList,
  type LeadListQuery,
  type LeadNoteInput,
  type LeadReminderInput,
  type LeadStatus,
  type LeadStatusAnswer,
  type LeadStatusInput,
  type Locale,
  type Purpose,
} from '@estate/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { pageCount, pageOffset } from '../../lib/paging.js';
import type { RateLimit } from '../../lib/rate-limit.js';
import { actorFor, loneActor, type Actor } from '../access/actor.js';
import { leadsVisibleTo } from '../access/managed-by.js';
import { canAssignLeads, canManageListing, canReadLead, isOwnedBy } from '../access/policies.js';
import type { NotificationMailJob } from '../notifications/notification-mail.js';
import type { UserRow } from '../users/user.table.js';
import { csvHeader, csvRow } from './lead-csv.js';
import { personIdentity } from './lead-identity.js';
import { toLeadDetail, toLeadRow } from './lead.presenter.js';
import {
  inboxWhere,
  type InboxFilters,
  type InboxScope,
  type LeadContact,
  type LeadDbRow,
  type LeadRepository,
  type NewLeadEvent,
} from './lead.repository.js';

/** The job that delivers a reminder at its time (services.ts defines it). */
export const LEAD_REMINDER_JOB = 'leads.reminder';
export interface LeadReminderJob {
  reminderId: number;
  /** The agent's time zone, for the time written in the e-mail. */
  timeZone: string;
}

/** An in-app notification (features/notifications), once per reminder. */
export interface LeadActivity {
  userId: number;
  kind: 'lead_reminder';
  dedupeKey: string;
  payload: Record<string, string | number>;
}

/** An inquiry from the listing page, as listing.service.ts hands it over in its transaction. */
export interface LeadInquiry {
  listing: { id: number; ownerId: number; agencyId: number | null; country: string };
  /** The seeker's account, when signed in. */
  userId: number | null;
  channel: InquiryChannel;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
}

/** A chat message as chat.service.ts hands it over in its transaction. */
export interface LeadChatMessage {
  senderId: number;
  receiverId: number;
  listingId: number | null;
  body: string;
}

/** Rows of the CSV export read per statement. */
const EXPORT_BATCH = 2000;
/** Characters of a message kept on its contact event (the chat keeps the whole message). */
const MESSAGE_EXCERPT = 2000;

const key = (k: string) => englishMessage(k);
const notFound = () => new AppError(404, 'not_found', key('leads.errors.not_found'));
const invalid = (field: string, k: string) => new AppError(422, 'validation_failed', key(k), { [field]: k });
const mayNotAssign = () =>
  new AppError(403, 'forbidden', key('leads.errors.assign_forbidden'), { form: 'leads.errors.assign_forbidden' });

/** Reads a filter's day (`2026-11-30`: the whole UTC day) or instant; `end` takes the day's end. */
function instantOf(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return end ? new Date(day.getTime() + 86_400_000) : day;
  }
  return new Date(value);
}

/**
 * The search as it is matched against `search_text`: a phone-like query as its digits without
 * leading zeros (the trunk zero of `050…`, or `00` before a country code), anything else as typed.
 */
export function searchNeedle(q: string): string {
  const trimmed = q.trim().toLowerCase();
  if (/^[\d\s()+\-.]+$/.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '').replace(/^0+/, '');
    if (digits.length >= 3) return digits;
  }
  return trimmed;
}

/** The inbox's filters as the repository reads them. */
function inboxFilters(filters: LeadFilters): InboxFilters {
  return {
    status: filters.status,
    channel: filters.channel,
    listingId: filters.listing_id,
    assigneeId: filters.assignee_id,
    from: instantOf(filters.from, false),
    to: instantOf(filters.to, true),
    needle: filters.q ? searchNeedle(filters.q) : undefined,
  };
}

/** `where` of the inbox: the leads the actor may see (features/access) and the filters. */
function filterSql(actor: Actor, filters: LeadFilters): SQL {
  return inboxWhere(leadsVisibleTo(actor, 'leads'), inboxFilters(filters));
}

/**
 * The leads the actor may see (features/access leadsVisibleTo), as the inbox reads them: a member
 * of an agency sees the agency's leads the rules give them and always their own of no agency;
 * each part keeps the whole rule and is narrowed to one of the two, so the parts are disjoint,
 * never hold more than the rule, and each is read from its own index (lead.repository.ts page).
 * The same rule picks the rows of lead_counts (its columns are named as those of leads).
 */
function inboxScope(actor: Actor): InboxScope {
  const visible = leadsVisibleTo(actor, 'leads');
  const counts = leadsVisibleTo(actor, 'lead_counts');
  if (!actor.agency) return { visible, parts: [visible], counts };
  return {
    visible,
    parts: [
      sql`${visible} and leads.agency_id = ${actor.agency.agencyId}`,
      sql`${visible} and ${leadsVisibleTo(loneActor(actor.user), 'leads')}`,
    ],
    counts,
  };
}

/**
 * The lead inbox (issue 36, "One lead inbox"): every contact with a lister becomes an event of one
 * lead per person (decision 0043), and the lister's side works the lead: notes, status, logged
 * calls, reminders, assignment, export. Who may see or change a lead is asked of features/access
 * (actor, policies, leadsVisibleTo); a lead the actor may not see is answered 404, never 403.
 */
export function leadService(deps: {
  db: Db;
  repo: LeadRepository;
  /** Enqueues the reminder's delivery for its time (lib/jobs.ts), inside the transaction. */
  scheduleReminder: (tx: Executor, job: LeadReminderJob, at: Date) => Promise<void>;
  /** Enqueues a mail (the `mail.send` job), inside the transaction. */
  sendMail: (tx: Executor, mail: NotificationMailJob) => Promise<void>;
  /** Adds in-app notifications (features/notifications), inside the transaction. */
  notify: (tx: Db, rows: LeadActivity[]) => Promise<void>;
  /** Records an export in the admin log (features/moderation), inside the transaction. */
  audit: (
    tx: Executor,
    entry: { adminId: number; action: string; targetType: string; targetId: number; detail: Record<string, unknown> },
  ) => Promise<void>;
  /** CSV exports one user may download (per hour). */
  exportLimit: RateLimit;
}) {
  const { db, repo } = deps;

  async function targetMinutes(actor: Actor): Promise<number> {
    if (!actor.agency) return DEFAULT_RESPONSE_TARGET_MINUTES;
    return (await repo.responseTarget(actor.agency.agencyId)) ?? DEFAULT_RESPONSE_TARGET_MINUTES;
  }

  async function detailOf(lead: LeadDbRow, actor: Actor): Promise<LeadDetail> {
    const [assigneeName, listings, events, reminders, target] = await Promise.all([
      repo.assigneeName(lead.assigneeUserId),
      repo.listingRefs(lead.listingIds),
      repo.timeline(lead.id),
      repo.reminders(lead.id),
      targetMinutes(actor),
    ]);
    return toLeadDetail(lead, {
      assigneeName,
      titles: new Map(listings.map((l) => [l.id, l.title])),
      listings,
      events,
      reminders,
      now: new Date(),
      targetMinutes: target,
    });
  }

  /** The lead if the actor may read it (policies.canReadLead), else 404. */
  async function readable(id: number, actor: Actor, executor: Executor = db): Promise<LeadDbRow> {
    const lead = await repo.findById(id, executor);
    if (!lead || !canReadLead(actor, lead)) throw notFound();
    return lead;
  }

  /** Runs `work` on the locked lead, if the user may read it, and answers the lead as it then is. */
  async function workOn(
    id: number,
    user: UserRow,
    work: (tx: Db, lead: LeadDbRow, actor: Actor) => Promise<void>,
  ): Promise<{ detail: LeadDetail; actor: Actor; before: LeadDbRow }> {
    const actor = await actorFor(db, user);
    let before: LeadDbRow | undefined;
    await db.transaction(async (tx) => {
      const lead = await repo.lock(tx, id);
      if (!lead || !canReadLead(actor, lead)) throw notFound();
      before = lead;
      await work(tx, lead, actor);
    });
    return { detail: await detailOf(await readable(id, actor), actor), actor, before: before! };
  }

  const agentEvent = (lead: LeadDbRow, user: UserRow, event: Omit<NewLeadEvent, 'leadId' | 'actor'>) => ({
    leadId: lead.id,
    actor: 'agent',
    actorUserId: user.id,
    ...event,
  });

  const statusEvent = (lead: LeadDbRow, user: UserRow, to: LeadStatus, lostReason: string | null) =>
    agentEvent(lead, user, {
      kind: 'status_change',
      payload: { from: lead.status, to, ...(lostReason ? { lost_reason: lostReason } : {}) },
    });

  /** Leads for a bulk change: each must be one the actor may read (else 404, nothing changes). */
  async function lockedForBulk(tx: Db, ids: number[], actor: Actor): Promise<LeadDbRow[]> {
    const unique = [...new Set(ids)];
    const rows = await repo.lockMany(tx, unique);
    if (rows.length !== unique.length || rows.some((lead) => !canReadLead(actor, lead))) throw notFound();
    return rows;
  }

  /** The actor may assign and change many leads (admins and managers of an agency), else 403. */
  async function assigner(user: UserRow): Promise<Actor & { agency: NonNullable<Actor['agency']> }> {
    const actor = await actorFor(db, user);
    if (!actor.agency || !canAssignLeads(actor, actor.agency.agencyId)) throw mayNotAssign();
    return actor as Actor & { agency: NonNullable<Actor['agency']> };
  }

  return {
    /**
     * An inquiry of the listing page becomes a contact of its lead, in the inquiry's transaction:
     * one statement (lead.repository.ts recordContact). The lead is the listing's agency's, or its
     * lone lister's, and goes to the listing's lister when new.
     */
    async recordInquiry(tx: Executor, inquiry: LeadInquiry): Promise<void> {
      // A lister trying their own listing's form is no lead.
      if (inquiry.userId !== null && isOwnedBy(inquiry.listing.ownerId, { id: inquiry.userId })) return;
      const who = personIdentity({
        phone: inquiry.phone,
        email: inquiry.email,
        userId: inquiry.userId,
        country: inquiry.listing.country,
      });
      if (!who) return;
      const event = INQUIRY_LEAD_EVENTS[inquiry.channel];
      await repo.recordContact(tx, {
        ...who,
        agencyId: inquiry.listing.agencyId,
        listerUserId: inquiry.listing.ownerId,
        listingId: inquiry.listing.id,
        personUserId: inquiry.userId,
        name: inquiry.name,
        kind: event.kind,
        channel: event.channel,
        payload: { message: inquiry.message.slice(0, MESSAGE_EXCERPT), name: inquiry.name },
      });
    },

    /**
     * A chat message, in its transaction. About a listing, from a seeker to its lister (not a
     * colleague of the agency), it is a contact of the seeker's lead: the lead their account
     * already has there (a form inquiry they sent signed in), else the one of their account's
     * e-mail (unique and confirmed; an account's phone is neither). The lead shows no e-mail or
     * phone from the account: chat does not share them. Any other message may be a lister's or
     * assignee's first answer to a lead's person (recordReply).
     */
    async recordChatMessage(
      tx: Executor,
      message: LeadChatMessage,
      sender: Pick<UserRow, 'id' | 'fullName' | 'email' | 'emailVerifiedAt'>,
    ): Promise<void> {
      if (message.listingId !== null) {
        const confirmedEmail = sender.emailVerifiedAt ? sender.email.toLowerCase() : null;
        const listing = await repo.listingForContact(tx, message.listingId, sender.id, confirmedEmail);
        const toLister = listing && isOwnedBy(listing.ownerId, { id: message.receiverId });
        if (listing && toLister && !listing.senderInAgency) {
          const personKey =
            listing.knownKey ??
            personIdentity({ email: sender.email, userId: sender.id, country: listing.country })!.personKey;
          const contact: LeadContact = {
            personKey,
            phoneE164: null,
            phoneRaw: null,
            email: null,
            agencyId: listing.agencyId,
            listerUserId: listing.ownerId,
            listingId: listing.id,
            personUserId: sender.id,
            name: sender.fullName,
            kind: 'chat_message',
            channel: 'chat',
            payload: { message: message.body.slice(0, MESSAGE_EXCERPT) },
          };
          await repo.recordContact(tx, contact);
          return;
        }
      }
      await repo.recordReply(tx, message.senderId, message.receiverId);
    },

    /** `GET /api/leads/`: the actor's visible leads, newest activity first, with the filter's totals. */
    async list(query: LeadListQuery, user: UserRow): Promise<LeadList> {
      const actor = await actorFor(db, user);
      const scope = inboxScope(actor);
      const filters = inboxFilters(query);
      const [rows, totals, target] = await Promise.all([
        repo.page(scope, filters, LEADS_PAGE_SIZE, pageOffset(query.page, LEADS_PAGE_SIZE)),
        repo.totals(scope, filters),
        targetMinutes(actor),
      ]);
      const shownIds = [...new Set(rows.flatMap((r) => r.lead.listingIds.slice(0, 2)))];
      const titles = new Map((await repo.listingRefs(shownIds)).map((l) => [l.id, l.title]));
      const now = new Date();
      return {
        results: rows.map((r) =>
          toLeadRow(r.lead, { assigneeName: r.assigneeName, titles, now, targetMinutes: target }),
        ),
        page: query.page,
        pages: pageCount(totals.leads, LEADS_PAGE_SIZE),
        totals,
        response_target_minutes: target,
      };
    },

    /** `GET /api/leads/{id}/`: the lead with its timeline and reminders; 404 unless the actor may read it. */
    async detail(id: number, user: UserRow): Promise<LeadDetail> {
      const actor = await actorFor(db, user);
      return detailOf(await readable(id, actor), actor);
    },

    async addNote(id: number, input: LeadNoteInput, user: UserRow): Promise<LeadDetail> {
      const done = await workOn(id, user, async (tx, lead) => {
        await repo.addEvents(tx, [agentEvent(lead, user, { kind: 'note', payload: { text: input.text } })]);
      });
      return done.detail;
    },

    /**
     * Any status may follow any other; `lost` keeps its reason. `won` answers the listing to offer
     * marking sold or rented: the one named (of the lead's), else the last asked about, when the
     * actor may change it and it is not sold or rented already.
     */
    async setStatus(id: number, input: LeadStatusInput, user: UserRow): Promise<LeadStatusAnswer> {
      if (input.listing_id !== undefined && input.status !== 'won') {
        throw invalid('listing_id', 'leads.errors.listing_invalid');
      }
      const lostReason = input.status === 'lost' ? input.lost_reason! : null;
      const done = await workOn(id, user, async (tx, lead) => {
        if (input.listing_id !== undefined && !lead.listingIds.includes(input.listing_id)) {
          throw invalid('listing_id', 'leads.errors.listing_invalid');
        }
        if (lead.status === input.status && lead.lostReason === lostReason) return;
        await repo.update(tx, [lead.id], { status: input.status, lostReason });
        await repo.addEvents(tx, [statusEvent(lead, user, input.status, lostReason)]);
      });
      let offer: LeadStatusAnswer['offer_mark_listing'] = null;
      if (input.status === 'won') {
        const listingId = input.listing_id ?? done.before.listingIds.at(-1);
        const [listing] = listingId ? await repo.listingRefs([listingId]) : [];
        if (listing && !['sold', 'rented'].includes(listing.status) && canManageListing(done.actor, listing)) {
          offer = { id: listing.id, title: listing.title, purpose: listing.purpose as Purpose };
        }
      }
      return { lead: done.detail, offer_mark_listing: offer };
    },

    /**
     * "Log this contact?" after Call or WhatsApp: a `call_logged` event; `reached` is the first
     * response (if none yet) and moves a new lead to contacted.
     */
    async logContact(id: number, input: LeadContactLogInput, user: UserRow): Promise<LeadDetail> {
      const done = await workOn(id, user, async (tx, lead) => {
        const events = [
          agentEvent(lead, user, {
            kind: 'call_logged',
            channel: input.channel,
            payload: { channel: input.channel, outcome: input.outcome },
          }),
        ];
        if (input.outcome === 'reached') {
          const contacted = lead.status === 'new';
          await repo.update(tx, [lead.id], {
            ...(lead.firstResponseAt ? {} : { firstResponseAt: new Date() }),
            ...(contacted ? { status: 'contacted' } : {}),
          });
          if (contacted) events.push(statusEvent(lead, user, 'contacted', null));
        }
        await repo.addEvents(tx, events);
      });
      return done.detail;
    },

    /** A reminder for the user at a future time: delivered in the app and by e-mail by a job. */
    async addReminder(id: number, input: LeadReminderInput, user: UserRow): Promise<LeadDetail> {
      const dueAt = new Date(input.due_at);
      // The schema checked it when the request came in; the time may have passed since.
      const problem = reminderTimeProblem(dueAt);
      if (problem)
        throw invalid('due_at', problem === 'past' ? 'leads.errors.reminder_past' : 'leads.errors.reminder_too_far');
      const done = await workOn(id, user, async (tx, lead) => {
        const note = input.note ?? '';
        const reminder = await repo.addReminder(tx, { leadId: lead.id, userId: user.id, dueAt, note });
        await repo.addEvents(tx, [
          agentEvent(lead, user, {
            kind: 'reminder_set',
            payload: { reminder_id: reminder.id, due_at: dueAt.toISOString(), note },
          }),
        ]);
        await repo.refreshNextReminder(tx, lead.id);
        await deps.scheduleReminder(tx, { reminderId: reminder.id, timeZone: input.time_zone ?? 'UTC' }, dueAt);
      });
      return done.detail;
    },

    /** The reminder was followed up: no longer open (nor overdue), nor delivered if still to come. */
    async completeReminder(id: number, reminderId: number, user: UserRow): Promise<LeadDetail> {
      const done = await workOn(id, user, async (tx, lead) => {
        if (!(await repo.completeReminder(tx, lead.id, reminderId))) {
          throw new AppError(404, 'not_found', key('leads.errors.reminder_not_found'));
        }
        await repo.refreshNextReminder(tx, lead.id);
      });
      return done.detail;
    },

    /**
     * Admins (every lead of the agency) and managers (their team's, to their team) give leads to a
     * member of the agency; each change is an `assigned` event.
     */
    async assign(input: LeadAssignInput, user: UserRow): Promise<LeadBulkAnswer> {
      const actor = await assigner(user);
      const member = await repo.memberOf(input.assignee_id);
      if (!member || member.agencyId !== actor.agency.agencyId) {
        throw new AppError(403, 'not_a_member', key('leads.errors.assignee_not_member'), {
          assignee_id: 'leads.errors.assignee_not_member',
        });
      }
      if (actor.agency.role === 'manager' && !actor.agency.team.includes(input.assignee_id)) {
        throw new AppError(403, 'forbidden', key('leads.errors.assignee_not_in_team'), {
          assignee_id: 'leads.errors.assignee_not_in_team',
        });
      }
      const changed = await db.transaction(async (tx) => {
        const rows = (await lockedForBulk(tx, input.lead_ids, actor)).filter(
          (lead) => lead.assigneeUserId !== input.assignee_id,
        );
        await repo.update(
          tx,
          rows.map((lead) => lead.id),
          { assigneeUserId: input.assignee_id },
        );
        await repo.addEvents(
          tx,
          rows.map((lead) =>
            agentEvent(lead, user, { kind: 'assigned', payload: { from: lead.assigneeUserId, to: input.assignee_id } }),
          ),
        );
        return rows.map((lead) => lead.id);
      });
      return { updated: changed.length, lead_ids: changed };
    },

    /** Admins and managers set the status of many leads at once (`lost` with its reason). */
    async bulkStatus(input: LeadBulkStatusInput, user: UserRow): Promise<LeadBulkAnswer> {
      const actor = await assigner(user);
      const lostReason = input.status === 'lost' ? input.lost_reason! : null;
      const changed = await db.transaction(async (tx) => {
        const rows = (await lockedForBulk(tx, input.lead_ids, actor)).filter(
          (lead) => lead.status !== input.status || lead.lostReason !== lostReason,
        );
        await repo.update(
          tx,
          rows.map((lead) => lead.id),
          { status: input.status, lostReason },
        );
        await repo.addEvents(
          tx,
          rows.map((lead) => statusEvent(lead, user, input.status, lostReason)),
        );
        return rows.map((lead) => lead.id);
      });
      return { updated: changed.length, lead_ids: changed };
    },

    /**
     * The CSV of the filtered leads the actor may see (an agent: their own), at most
     * LEADS_EXPORT_MAX rows (counted first; more is 413), recorded in the admin log. The lines are
     * read in batches as the answer is sent.
     */
    async exportCsv(
      filters: LeadFilters,
      user: UserRow,
      locale: Locale,
    ): Promise<{ filename: string; rows: number; lines: AsyncIterable<string> }> {
      const actor = await actorFor(db, user);
      if (!(await deps.exportLimit.allow(String(user.id)))) {
        throw new AppError(429, 'too_many_requests', key('leads.errors.too_many_exports'), {
          form: 'leads.errors.too_many_exports',
        });
      }
      const where = filterSql(actor, filters);
      const { leads: count } = await repo.totals(inboxScope(actor), inboxFilters(filters));
      if (count > LEADS_EXPORT_MAX) {
        throw new AppError(413, 'export_too_large', key('leads.errors.export_too_large'), {
          form: 'leads.errors.export_too_large',
        });
      }
      await deps.audit(db, {
        adminId: user.id,
        action: 'leads_export',
        targetType: actor.agency ? 'agency' : 'user',
        targetId: actor.agency?.agencyId ?? user.id,
        detail: {
          rows: count,
          filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
        },
      });
      async function* lines(): AsyncIterable<string> {
        yield csvHeader(locale);
        let beforeId: number | null = null;
        for (;;) {
          const batch = await repo.exportBatch(where, beforeId, EXPORT_BATCH);
          if (!batch.length) return;
          yield batch
            .map((row) =>
              csvRow(
                {
                  id: row.lead.id,
                  createdAt: row.lead.createdAt,
                  name: row.lead.name,
                  phone: row.lead.phoneE164 ?? row.lead.phoneRaw,
                  email: row.lead.email,
                  status: row.lead.status,
                  lostReason: row.lead.lostReason,
                  assignee: row.assigneeName,
                  listings: typeof row.listingRefs === 'string' ? JSON.parse(row.listingRefs) : row.listingRefs,
                  channels: row.lead.channels,
                  firstResponseMinutes: row.lead.firstResponseAt
                    ? Math.floor((row.lead.firstResponseAt.getTime() - row.lead.firstContactAt.getTime()) / 60_000)
                    : null,
                  lastActivityAt: row.lead.lastActivityAt,
                  contacts: row.lead.contacts,
                  notes: Number(row.notes),
                },
                locale,
              ),
            )
            .join('');
          if (batch.length < EXPORT_BATCH) return;
          beforeId = batch.at(-1)!.lead.id;
        }
      }
      const day = new Date().toISOString().slice(0, 10);
      return { filename: `leads-${day}.csv`, rows: count, lines: lines() };
    },

    /**
     * The reminder job: an in-app notification to the member and an e-mail in their language
     * (unless their address is unconfirmed or the account inactive), once: the delivery is claimed
     * in the transaction that adds both, and a reminder done meanwhile is not delivered.
     */
    async deliverReminder(job: LeadReminderJob): Promise<void> {
      const found = await repo.reminderToDeliver(job.reminderId);
      if (!found) return;
      const { reminder } = found;
      const locale: Locale = found.locale === 'ar' ? 'ar' : 'en';
      const link = `/dashboard?tab=leads&lead=${reminder.leadId}`;
      const time = `${new Intl.DateTimeFormat(intlTagOf(locale), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: job.timeZone,
      }).format(reminder.dueAt)} (${job.timeZone})`;
      const mail: NotificationMailJob | undefined = found.mailable
        ? {
            to: found.email,
            template: 'lead_reminder',
            locale,
            name: found.userName,
            actionPath: link,
            values: { lead: found.leadName, time },
            items: reminder.note ? [{ key: 'lead_reminder_note', values: { note: reminder.note } }] : [],
          }
        : undefined;
      await db.transaction(async (tx) => {
        if (!(await repo.markDelivered(tx, reminder.id))) return;
        await deps.notify(tx, [
          {
            userId: reminder.userId,
            kind: 'lead_reminder',
            dedupeKey: `lead_reminder:${reminder.id}`,
            payload: {
              title: found.leadName,
              link,
              lead_id: reminder.leadId,
              reminder_id: reminder.id,
              due_at: reminder.dueAt.toISOString(),
              ...(reminder.note ? { note: reminder.note } : {}),
            },
          },
        ]);
        if (mail) await deps.sendMail(tx, mail);
      });
    },
  };
}
export type LeadService = ReturnType<typeof leadService>;
