import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  LEADS_PAGE_SIZE,
  reminderTimeProblem,
  type LeadAssignInput,
  type LeadBulkAnswer,
  type LeadBulkStatusInput,
  type LeadContactLogInput,
  type LeadDetail,
  type LeadList,
  type LeadListQuery,
  type LeadNoteInput,
  type LeadReminderInput,
  type LeadStatus,
  type LeadStatusAnswer,
  type LeadStatusInput,
  type Purpose,
  type RentFrequency,
} from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { actorFor, type Actor } from '../access/actor.js';
import { canAssignLeads, canManageListing, canReadLead } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import { inboxFilters, inboxScope } from './lead-inbox.js';
import type { LeadReminderJob } from './lead-reminder-delivery.service.js';
import { toLeadDetail, toLeadRow } from './lead.presenter.js';
import type { LeadDbRow, LeadRepository, NewLeadEvent } from './lead.repository.js';

const key = (k: string) => englishMessage(k);
const notFound = () => new AppError(404, 'not_found', key('leads.errors.not_found'));
const invalid = (field: string, k: string) => new AppError(422, 'validation_failed', key(k), { [field]: k });
const mayNotAssign = () =>
  new AppError(403, 'forbidden', key('leads.errors.assign_forbidden'), { form: 'leads.errors.assign_forbidden' });

/**
 * The lister's side of the inbox: the list and a lead's detail, and the work on leads (notes,
 * status, logged contacts, reminders, assignment and bulk status). Who may see or change a lead is
 * asked of features/access; a lead the actor may not see is answered 404, never 403.
 */
export function leadWork(deps: {
  db: Db;
  repo: LeadRepository;
  /** Enqueues the reminder's delivery for its time (lib/jobs.ts), inside the transaction. */
  scheduleReminder: (tx: Executor, job: LeadReminderJob, at: Date) => Promise<void>;
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
          offer = {
            id: listing.id,
            title: listing.title,
            purpose: listing.purpose as Purpose,
            currency: listing.currency,
            rent_frequency: (listing.rentFrequency as RentFrequency | null) ?? null,
          };
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
  };
}
