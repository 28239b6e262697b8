import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { LeadChannel, LeadEventKind } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { desc } from '../../lib/sql-order.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { containsPattern } from '../../lib/sql-like.js';
import { agencies, agencyMembers } from '../agencies/agency.table.js';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';
import { leadCounts, leadEvents, leadReminders, leads } from './lead.table.js';

export type LeadDbRow = typeof leads.$inferSelect;
export type LeadEventDbRow = typeof leadEvents.$inferSelect;
export type NewLeadEvent = typeof leadEvents.$inferInsert;

/** One contact of a person with a lister, as it reaches the lead (lead.service.ts builds it). */
export interface LeadContact {
  agencyId: number | null;
  /** The listing's lister: the lead's lister and, for a new lead, its assignee. */
  listerUserId: number;
  listingId: number;
  personKey: string;
  personUserId: number | null;
  name: string;
  phoneE164: string | null;
  phoneRaw: string | null;
  email: string | null;
  kind: LeadEventKind;
  channel: LeadChannel;
  payload: Record<string, unknown>;
}

/**
 * The inbox's search text: lower-cased name and e-mail, and the phone's digits (a search for
 * `050 123` looks for `50123`, inside `971501234567`: lead.service.ts strips the trunk zero).
 */
export const searchTextOf = (name: SQL, email: SQL, phone: SQL) =>
  sql`lower(concat_ws(' ', ${name}, ${email}, regexp_replace(coalesce(${phone}, ''), '[^0-9]', '', 'g')))`;

/** The inbox's filters, read by the service (days as instants, the search as its needle). */
export interface InboxFilters {
  status?: string;
  channel?: string;
  listingId?: number;
  assigneeId?: number;
  from?: Date;
  to?: Date;
  needle?: string;
}

/**
 * The leads an actor may see, as the inbox reads them (lead.service.ts builds it from
 * features/access leadsVisibleTo): `visible` is the rule; `parts` are disjoint slices of it whose
 * union is all of it, each narrowed to one index range of `leads` (an agency's leads; the actor's
 * own of no agency), so each is read newest first from its index; `counts` picks the same leads'
 * rows of lead_counts.
 */
export interface InboxScope {
  visible: SQL;
  parts: SQL[];
  counts: SQL;
}

/** Filters lead_counts answers (status, channel, assignee); with any other the leads are counted. */
const countedFilters = (f: InboxFilters) => !f.listingId && !f.from && !f.to && !f.needle;

/**
 * What a statement reads: with a listing or a search, whose few matches a GIN index finds (then
 * they are sorted), the rule in one piece; each part alone invites the planner to walk the agency's
 * leads newest first until 25 match (all 200,000 for a phone number that matches one: 300 ms), or,
 * in the plan it keeps for every value, to AND the matches with a bitmap of all the agency's leads
 * (10 ms). Otherwise each part on its own index.
 */
const partsFor = (scope: InboxScope, f: InboxFilters): SQL[] =>
  f.listingId !== undefined || f.needle ? [scope.visible] : scope.parts;

/** A whole number written into the statement (a LIMIT the planner sees when it plans it once for all). */
const literal = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

/** Newest activity first, as the activity indexes are built (nulls last). */
const newestFirst = sql`leads.last_activity_at desc nulls last, leads.id desc nulls last`;

/** `where` of the inbox: `visible` (features/access leadsVisibleTo on `leads`) and the filters. */
export function inboxWhere(visible: SQL, f: InboxFilters): SQL {
  const parts: SQL[] = [visible];
  if (f.status) parts.push(sql`leads.status = ${f.status}`);
  if (f.channel) parts.push(sql`${f.channel}::text = any(leads.channels)`);
  if (f.listingId) parts.push(sql`leads.listing_ids @> array[${f.listingId}]::int[]`);
  if (f.assigneeId) parts.push(sql`leads.assignee_user_id = ${f.assigneeId}`);
  if (f.from) parts.push(sql`leads.last_activity_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`leads.last_activity_at < ${f.to.toISOString()}::timestamptz`);
  // The trigram index leads_search_idx serves ILIKE '%…%' (with the wildcards of `q` escaped).
  if (f.needle) parts.push(sql`leads.search_text ilike ${containsPattern(f.needle)}`);
  return sql.join(parts, sql` and `);
}

/** The person's contacts and the lister's work, newest first, at most this many in a lead's answer. */
const TIMELINE_LIMIT = 500;

/** SQL of the lead inbox (issue 36). Who may see what is decided by the caller (features/access). */
export function leadRepository(db: Db) {
  return {
    /**
     * A contact becomes an event of its lead, in one statement: the lead is created or updated on
     * its unique (agency, person) or (lone lister, person) index, so contacts sent at the same time
     * never make two leads; the event is added with the lead's id. Answers the lead's id.
     */
    async recordContact(tx: Executor, c: LeadContact): Promise<number> {
      const target =
        c.agencyId === null
          ? sql`(lister_user_id, person_key) where agency_id is null`
          : sql`(agency_id, person_key) where agency_id is not null`;
      const hasPhone = sql`(excluded.phone_e164 is not null or excluded.phone_raw is not null)`;
      const name = sql`case when excluded.name <> '' then excluded.name else l.name end`;
      const email = sql`coalesce(excluded.email, l.email)`;
      const phone = sql`case when ${hasPhone} then coalesce(excluded.phone_e164, excluded.phone_raw)
        else coalesce(l.phone_e164, l.phone_raw) end`;
      const result = await tx.execute(sql`
        with lead as (
          insert into leads as l (agency_id, lister_user_id, assignee_user_id, person_key, person_user_id, name,
            phone_e164, phone_raw, email, search_text, channels, listing_ids, contacts)
          values (${c.agencyId}, ${c.listerUserId}, ${c.listerUserId}, ${c.personKey}, ${c.personUserId}, ${c.name},
            ${c.phoneE164}, ${c.phoneRaw}, ${c.email},
            ${searchTextOf(sql`${c.name}::text`, sql`${c.email}::text`, sql`coalesce(${c.phoneE164}::text, ${c.phoneRaw}::text)`)},
            array[${c.channel}]::text[], array[${c.listingId}]::int[], 1)
          on conflict ${target} do update set
            contacts = l.contacts + 1,
            channels = case when excluded.channels[1] = any(l.channels) then l.channels
              else l.channels || excluded.channels end,
            listing_ids = case when excluded.listing_ids[1] = any(l.listing_ids) then l.listing_ids
              else l.listing_ids || excluded.listing_ids end,
            last_activity_at = excluded.last_activity_at,
            name = ${name},
            phone_e164 = case when ${hasPhone} then excluded.phone_e164 else l.phone_e164 end,
            phone_raw = case when ${hasPhone} then excluded.phone_raw else l.phone_raw end,
            email = ${email},
            person_user_id = coalesce(l.person_user_id, excluded.person_user_id),
            assignee_user_id = coalesce(l.assignee_user_id, excluded.assignee_user_id),
            search_text = ${searchTextOf(name, email, phone)}
          returning l.id
        )
        insert into lead_events (lead_id, listing_id, kind, actor, actor_user_id, channel, payload)
        select id, ${c.listingId}, ${c.kind}, 'seeker', ${c.personUserId}, ${c.channel}, ${JSON.stringify(c.payload)}::jsonb
        from lead
        returning lead_id`);
      return Number(rowsOf<{ lead_id: number }>(result)[0]!.lead_id);
    },

    /**
     * A chat message from `senderId` to `receiverId`: the first answer of a lead's lister or
     * assignee to its person sets `first_response_at`, and moves a new lead to contacted (an event
     * by the system). One statement; nothing when the sender has no such lead waiting.
     */
    async recordReply(tx: Executor, senderId: number, receiverId: number): Promise<void> {
      await tx.execute(sql`
        with waiting as (
          select id, status from leads
          where person_user_id = ${receiverId} and first_response_at is null
            and (assignee_user_id = ${senderId} or lister_user_id = ${senderId})
          for update
        ), answered as (
          update leads l set first_response_at = now(),
            status = case when waiting.status = 'new' then 'contacted' else l.status end
          from waiting where l.id = waiting.id and l.first_response_at is null
          returning l.id, waiting.status as before
        )
        insert into lead_events (lead_id, kind, actor, actor_user_id, payload)
        select id, 'status_change', 'system', null, jsonb_build_object('from', 'new', 'to', 'contacted', 'cause', 'chat_reply')
        from answered where before = 'new'`);
    },

    /**
     * What a chat message's contact needs of its listing: whether the sender works for its agency,
     * and the key of a lead the sender's account already has there (their form inquiry, say).
     */
    /**
     * The listing a chat message is about, whether its sender works for the listing's agency, and
     * the person key of the sender's lead there: the lead their account has, else (with a confirmed
     * account e-mail) a guest lead that gave the same e-mail, which the account then joins.
     */
    async listingForContact(tx: Executor, listingId: number, senderId: number, confirmedEmail: string | null = null) {
      const [row] = await tx
        .select({
          id: listings.id,
          ownerId: listings.ownerId,
          agencyId: listings.agencyId,
          country: listings.country,
          senderInAgency: sql<boolean>`exists (select 1 from ${agencyMembers} m
            where m.user_id = ${senderId} and m.agency_id = ${listings.agencyId})`,
          knownKey: sql<string | null>`(select k.person_key from ${leads} k
            where (k.person_user_id = ${senderId}
                or (k.person_user_id is null and k.email = ${confirmedEmail}::text))
              and (k.agency_id = ${listings.agencyId}
                or (${listings.agencyId} is null and k.agency_id is null and k.lister_user_id = ${listings.ownerId}))
            order by (k.person_user_id = ${senderId}) desc nulls last, k.last_activity_at desc limit 1)`,
        })
        .from(listings)
        .where(eq(listings.id, listingId));
      return row;
    },

    /**
     * A page of the leads in `scope` matching the filters, newest activity first, with the
     * assignee's name. With several parts, each part's first `offset + limit` ids are read from its
     * own index (the agency's leads_agency_activity_idx, the lone lister's leads_lister_activity_idx)
     * and merged: one OR over both sorted every visible lead instead (170 ms at 200,000 leads). With
     * a listing or a search, the rule in one piece (partsFor).
     */
    async page(scope: InboxScope, f: InboxFilters, limit: number, offset: number) {
      const rows = db
        .select({ lead: leads, assigneeName: users.fullName })
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assigneeUserId));
      const parts = partsFor(scope, f);
      if (parts.length === 1) {
        return rows
          .where(inboxWhere(parts[0]!, f))
          .orderBy(desc(leads.lastActivityAt), desc(leads.id))
          .limit(limit)
          .offset(offset);
      }
      const firsts = parts.map(
        (part) => sql`(select leads.id, leads.last_activity_at from ${leads} where ${inboxWhere(part, f)}
          order by ${newestFirst} limit ${literal(offset + limit)})`,
      );
      const ids = sql`select leads.id from (${sql.join(firsts, sql` union all `)}) as leads
        order by ${newestFirst} limit ${literal(limit)} offset ${literal(offset)}`;
      return rows.where(sql`${leads.id} in (${ids})`).orderBy(desc(leads.lastActivityAt), desc(leads.id));
    },

    /**
     * People and their contacts in `scope` matching the filters ("1 lead · 2 contacts"), exact:
     * summed from lead_counts when the filters are among status, channel and assignee (a few dozen
     * rows), else counted over the matching leads, part by part (leads_agency_activity_idx holds
     * what a count tests, so a date range is counted in the index alone).
     */
    async totals(scope: InboxScope, f: InboxFilters): Promise<{ leads: number; contacts: number }> {
      let result;
      if (countedFilters(f)) {
        const where = [scope.counts];
        if (f.status) where.push(sql`lead_counts.status = ${f.status}`);
        where.push(f.channel ? sql`lead_counts.channel = ${f.channel}` : sql`lead_counts.channel is null`);
        if (f.assigneeId) where.push(sql`lead_counts.assignee_user_id = ${f.assigneeId}`);
        result = await db.execute(sql`select coalesce(sum(lead_counts.leads), 0)::int as leads,
            coalesce(sum(lead_counts.contacts), 0)::int as contacts
          from ${leadCounts} where ${sql.join(where, sql` and `)}`);
      } else {
        const matching = partsFor(scope, f).map(
          (part) => sql`select leads.contacts from ${leads} where ${inboxWhere(part, f)}`,
        );
        result =
          await db.execute(sql`select count(*)::int as leads, coalesce(sum(matching.contacts), 0)::int as contacts
          from (${sql.join(matching, sql` union all `)}) as matching`);
      }
      const [row] = rowsOf<{ leads: number; contacts: number }>(result);
      return { leads: Number(row?.leads ?? 0), contacts: Number(row?.contacts ?? 0) };
    },

    /** The listings a lead asked about, with what the access policies need to know of each. */
    async listingRefs(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({
          id: listings.id,
          title: listings.title,
          slug: listings.slug,
          purpose: listings.purpose,
          status: listings.status,
          ownerId: listings.ownerId,
          agencyId: listings.agencyId,
        })
        .from(listings)
        .where(inArray(listings.id, ids));
    },

    /** The minutes after which a new lead of the agency is late (null: no such agency). */
    async responseTarget(agencyId: number): Promise<number | null> {
      const [row] = await db
        .select({ minutes: agencies.responseTargetMinutes })
        .from(agencies)
        .where(eq(agencies.id, agencyId));
      return row?.minutes ?? null;
    },

    async findById(id: number, executor: Executor = db): Promise<LeadDbRow | undefined> {
      const [row] = await executor.select().from(leads).where(eq(leads.id, id));
      return row;
    },

    /** The lead, locked for the rest of the transaction (its work runs one change at a time). */
    async lock(tx: Executor, id: number): Promise<LeadDbRow | undefined> {
      const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
      return row;
    },

    /** Leads for a bulk change, locked, in id order (two bulk changes never wait on each other in a circle). */
    async lockMany(tx: Executor, ids: number[]): Promise<LeadDbRow[]> {
      return tx.select().from(leads).where(inArray(leads.id, ids)).orderBy(asc(leads.id)).for('update');
    },

    async assigneeName(userId: number | null): Promise<string | null> {
      if (userId === null) return null;
      const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },

    /** The timeline: the newest events (at most TIMELINE_LIMIT), oldest first, with who and which listing. */
    async timeline(leadId: number) {
      const rows = await db
        .select({ event: leadEvents, actorName: users.fullName, listingTitle: listings.title })
        .from(leadEvents)
        .leftJoin(users, eq(users.id, leadEvents.actorUserId))
        .leftJoin(listings, eq(listings.id, leadEvents.listingId))
        .where(eq(leadEvents.leadId, leadId))
        .orderBy(desc(leadEvents.at), desc(leadEvents.id))
        .limit(TIMELINE_LIMIT);
      return rows.reverse();
    },

    async reminders(leadId: number) {
      return db
        .select({ reminder: leadReminders, userName: users.fullName })
        .from(leadReminders)
        .innerJoin(users, eq(users.id, leadReminders.userId))
        .where(eq(leadReminders.leadId, leadId))
        .orderBy(asc(leadReminders.dueAt), asc(leadReminders.id));
    },

    async addEvents(tx: Executor, events: NewLeadEvent[]): Promise<void> {
      if (events.length) await tx.insert(leadEvents).values(events);
    },

    async update(tx: Executor, ids: number[], patch: Partial<typeof leads.$inferInsert>): Promise<void> {
      if (ids.length) await tx.update(leads).set(patch).where(inArray(leads.id, ids));
    },

    /** `next_reminder_at`: the earliest reminder of the lead not yet done. */
    async refreshNextReminder(tx: Executor, leadId: number): Promise<void> {
      await tx.execute(sql`update leads set next_reminder_at = (
          select min(r.due_at) from lead_reminders r where r.lead_id = ${leadId} and r.done_at is null)
        where id = ${leadId}`);
    },

    async addReminder(tx: Executor, row: typeof leadReminders.$inferInsert) {
      const [created] = await tx.insert(leadReminders).values(row).returning();
      return created!;
    },

    /** Marks a reminder of the lead done; false when there is none open with that id. */
    async completeReminder(tx: Executor, leadId: number, reminderId: number): Promise<boolean> {
      const done = await tx
        .update(leadReminders)
        .set({ doneAt: new Date() })
        .where(and(eq(leadReminders.id, reminderId), eq(leadReminders.leadId, leadId), isNull(leadReminders.doneAt)))
        .returning({ id: leadReminders.id });
      return done.length > 0;
    },

    /** A reminder still to deliver, with its lead and member (who gets it, in which language). */
    async reminderToDeliver(reminderId: number) {
      const [row] = await db
        .select({
          reminder: leadReminders,
          leadName: leads.name,
          userName: users.fullName,
          email: users.email,
          locale: users.locale,
          mailable: sql<boolean>`(${users.accountStatus} = 'active' and ${users.deletedAt} is null
            and ${users.emailVerifiedAt} is not null)`,
        })
        .from(leadReminders)
        .innerJoin(leads, eq(leads.id, leadReminders.leadId))
        .innerJoin(users, eq(users.id, leadReminders.userId))
        .where(and(eq(leadReminders.id, reminderId), isNull(leadReminders.deliveredAt), isNull(leadReminders.doneAt)));
      return row;
    },

    /** Claims the delivery of a reminder: false when it was delivered or done meanwhile. */
    async markDelivered(tx: Executor, reminderId: number): Promise<boolean> {
      const claimed = await tx
        .update(leadReminders)
        .set({ deliveredAt: new Date() })
        .where(and(eq(leadReminders.id, reminderId), isNull(leadReminders.deliveredAt), isNull(leadReminders.doneAt)))
        .returning({ id: leadReminders.id });
      return claimed.length > 0;
    },

    /** The agency seat of a user, for assignments (null: in no agency). */
    async memberOf(userId: number) {
      const [row] = await db
        .select({ userId: agencyMembers.userId, agencyId: agencyMembers.agencyId, role: agencyMembers.role })
        .from(agencyMembers)
        .where(eq(agencyMembers.userId, userId));
      return row;
    },

    /**
     * One batch of the CSV export, by id from the newest (keyset: `beforeId`), with what each
     * line shows: the assignee's name, the listings' titles, the first response and the notes.
     */
    async exportBatch(where: SQL, beforeId: number | null, limit: number) {
      return db
        .select({
          lead: leads,
          assigneeName: users.fullName,
          notes: sql<number>`(select count(*)::int from ${leadEvents} e where e.lead_id = ${leads.id} and e.kind = 'note')`,
          listingRefs: sql<{ id: number; title: string }[] | string>`(select coalesce(json_agg(
              json_build_object('id', x.id, 'title', x.title) order by u.ord), '[]'::json)
            from unnest(${leads.listingIds}) with ordinality as u(listing_id, ord)
            join ${listings} x on x.id = u.listing_id)`,
        })
        .from(leads)
        .leftJoin(users, eq(users.id, leads.assigneeUserId))
        .where(beforeId === null ? where : and(where, lt(leads.id, beforeId)))
        .orderBy(desc(leads.id))
        .limit(limit);
    },
  };
}
export type LeadRepository = ReturnType<typeof leadRepository>;
