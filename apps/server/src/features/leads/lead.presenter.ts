import {
  LEAD_ROW_LISTINGS,
  type LeadChannel,
  type LeadDetail,
  type LeadEvent,
  type LeadReminder,
  type LeadRow,
  type LeadStatus,
  type ListingStatus,
  type LostReason,
  type Purpose,
} from '@estate/shared';
import type { LeadDbRow, LeadEventDbRow } from './lead.repository.js';
import type { leadReminders } from './lead.table.js';

/** What a row needs besides the lead: the assignee's name, titles of listings, the time and the target. */
export interface RowContext {
  assigneeName: string | null;
  titles: Map<number, string>;
  now: Date;
  /** Minutes a new lead may wait (the agency's response target). */
  targetMinutes: number;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Minutes a new, unanswered lead has waited since the person's first contact; null otherwise. */
export function waitingMinutes(lead: LeadDbRow, now: Date): number | null {
  if (lead.status !== 'new' || lead.firstResponseAt) return null;
  return Math.max(0, Math.floor((now.getTime() - lead.firstContactAt.getTime()) / 60_000));
}

export function toLeadRow(lead: LeadDbRow, ctx: RowContext): LeadRow {
  const waiting = waitingMinutes(lead, ctx.now);
  const shown = lead.listingIds.slice(0, LEAD_ROW_LISTINGS);
  return {
    id: lead.id,
    name: lead.name,
    status: lead.status as LeadStatus,
    lost_reason: (lead.lostReason as LostReason | null) ?? null,
    channels: lead.channels as LeadChannel[],
    listings: {
      items: shown.map((id) => ({ id, title: ctx.titles.get(id) ?? '' })),
      count: lead.listingIds.length,
    },
    assignee: lead.assigneeUserId === null ? null : { id: lead.assigneeUserId, name: ctx.assigneeName ?? '' },
    contacts: lead.contacts,
    first_contact_at: lead.firstContactAt.toISOString(),
    last_activity_at: lead.lastActivityAt.toISOString(),
    waiting_minutes: waiting,
    over_target: waiting !== null && waiting > ctx.targetMinutes,
    next_reminder_at: iso(lead.nextReminderAt),
    reminder_overdue: lead.nextReminderAt !== null && lead.nextReminderAt.getTime() <= ctx.now.getTime(),
  };
}

export interface DetailContext extends RowContext {
  listings: { id: number; title: string; slug: string; purpose: string; status: string }[];
  events: { event: LeadEventDbRow; actorName: string | null; listingTitle: string | null }[];
  reminders: { reminder: typeof leadReminders.$inferSelect; userName: string }[];
}

export function toLeadEvent({ event, actorName, listingTitle }: DetailContext['events'][number]): LeadEvent {
  return {
    id: event.id,
    kind: event.kind as LeadEvent['kind'],
    actor: event.actor as LeadEvent['actor'],
    actor_user: event.actorUserId === null ? null : { id: event.actorUserId, name: actorName ?? '' },
    channel: (event.channel as LeadChannel | null) ?? null,
    listing: event.listingId === null ? null : { id: event.listingId, title: listingTitle ?? '' },
    payload: event.payload,
    at: event.at.toISOString(),
  };
}

export function toLeadReminder({ reminder, userName }: DetailContext['reminders'][number], now: Date): LeadReminder {
  return {
    id: reminder.id,
    due_at: reminder.dueAt.toISOString(),
    note: reminder.note,
    user: { id: reminder.userId, name: userName },
    delivered_at: iso(reminder.deliveredAt),
    done_at: iso(reminder.doneAt),
    overdue: reminder.doneAt === null && reminder.dueAt.getTime() <= now.getTime(),
  };
}

export function toLeadDetail(lead: LeadDbRow, ctx: DetailContext): LeadDetail {
  const byId = new Map(ctx.listings.map((listing) => [listing.id, listing]));
  const listingItems = lead.listingIds.flatMap((id) => {
    const listing = byId.get(id);
    return listing
      ? [
          {
            id,
            title: listing.title,
            slug: listing.slug,
            purpose: listing.purpose as Purpose,
            listing_status: listing.status as ListingStatus,
          },
        ]
      : [];
  });
  return {
    ...toLeadRow(lead, ctx),
    // A deleted listing leaves the lead; the count keeps it (the person did ask about it).
    listings: { items: listingItems, count: lead.listingIds.length },
    phone: lead.phoneE164 ?? lead.phoneRaw,
    email: lead.email,
    person_user_id: lead.personUserId,
    first_response_at: iso(lead.firstResponseAt),
    events: ctx.events.map(toLeadEvent),
    reminders: ctx.reminders.map((r) => toLeadReminder(r, ctx.now)),
  };
}
