import type { LeadFilters } from '@estate/shared';
import { sql, type SQL } from 'drizzle-orm';
import { loneActor, type Actor } from '../access/actor.js';
import { leadsVisibleTo } from '../access/managed-by.js';
import { inboxWhere, type InboxFilters, type InboxScope } from './lead-inbox.repository.js';

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
export function inboxFilters(filters: LeadFilters): InboxFilters {
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
export function filterSql(actor: Actor, filters: LeadFilters): SQL {
  return inboxWhere(leadsVisibleTo(actor, 'leads'), inboxFilters(filters));
}

/**
 * The leads the actor may see (features/access leadsVisibleTo), as the inbox reads them: a member
 * of an agency sees the agency's leads the rules give them and always their own of no agency;
 * each part keeps the whole rule and is narrowed to one of the two, so the parts are disjoint,
 * never hold more than the rule, and each is read from its own index (lead.repository.ts page).
 * The same rule picks the rows of lead_counts (its columns are named as those of leads).
 */
export function inboxScope(actor: Actor): InboxScope {
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
