import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { desc } from '../../lib/sql-order.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { containsPattern } from '../../lib/sql-like.js';
import { agencies } from '../agencies/agency.table.js';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';
import { leadCounts, leadEvents, leads } from './lead.table.js';

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

/**
 * A search counts its matches up to this many (then "More than 1,000 leads"): counting every
 * match of a common word or mail domain rechecks each of them (`gmail`: 38,000 of 200,000 leads,
 * 40-100 ms), and the inbox lists them newest first anyway (decision 0043).
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How many of a part's newest leads a search first looks through (walk): twelve per lead the
 * page needs, at least 300, at most 1,500. A word in one lead of twelve or more (a common name, a mail domain)
 * fills the page from them in a millisecond or two, where the trigram index would recheck every
 * match; a rarer one costs that look and then takes the index.
 */
const walkSize = (wanted: number) => Math.min(1500, Math.max(300, wanted * 12));

/**
 * A search matching at most this many leads sorts them all (fewMatches); one matching more is
 * common enough to be found newest first (walk).
 */
const SEARCH_FEW = 2000;

/** The longest second look (walk): past it the trigram index is the cheaper way. */
const SEARCH_WALK_MAX = 1500;

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

/** SQL of the inbox's reads: its pages, totals and CSV batches, and what their rows show. */
export function leadInboxRepository(db: Db) {
  /**
   * A search's page from each part's newest `size` leads, read from the part's own activity index
   * and matched as they come. It settles the page when every part either gave `offset + limit`
   * matches (its newest ones) or had fewer leads than the walk (all of its matches): the merge of
   * those is exactly the newest `offset + limit` matches. Else `ids` is null, and `rate` is the
   * lowest share of matches among the parts that did not settle (0: one had none).
   */
  async function walkOnce(scope: InboxScope, f: InboxFilters, wanted: number, size: number) {
    const unsearched = { ...f, needle: undefined };
    const found: { id: number; at: number }[] = [];
    let rate = Number.POSITIVE_INFINITY;
    for (const part of scope.parts) {
      // One row at least: how many leads were walked and matched, and the matches (none: a null id).
      const rows = rowsOf<{ id: number | null; at: Date | string | null; scanned: number; matched: number }>(
        await db.execute(sql`with walked as materialized (
            select leads.id, leads.last_activity_at, leads.search_text ilike ${containsPattern(f.needle!)} as hit
            from ${leads} where ${inboxWhere(part, unsearched)}
            order by ${newestFirst} limit ${literal(size)})
          select w.id, w.last_activity_at as at, c.scanned, c.matched
          from (select count(*)::int as scanned, (count(*) filter (where walked.hit))::int as matched from walked) c
          left join lateral (select walked.id, walked.last_activity_at from walked where walked.hit
            order by walked.last_activity_at desc nulls last, walked.id desc nulls last
            limit ${literal(wanted)}) w on true`),
      );
      const scanned = Number(rows[0]?.scanned ?? 0);
      const matched = Number(rows[0]?.matched ?? 0);
      if (matched < wanted && scanned >= size) rate = Math.min(rate, matched / scanned);
      for (const row of rows) {
        if (row.id === null) continue;
        found.push({ id: Number(row.id), at: row.at === null ? Number.NEGATIVE_INFINITY : new Date(row.at).getTime() });
      }
    }
    if (rate !== Number.POSITIVE_INFINITY) return { ids: null, rate };
    // Newest first as the statements order (nulls last), then the higher id.
    found.sort((a, b) => (a.at === b.at ? b.id - a.id : b.at > a.at ? 1 : -1));
    return { ids: found.slice(0, wanted).map((row) => row.id), rate: 1 };
  }

  /**
   * A search's page when it matches few leads (at most SEARCH_FEW): its matches, found by the
   * trigram index (or a scan that stops at SEARCH_FEW + 1), are sorted and the page taken; null
   * when there are more (then walk).
   */
  async function fewMatches(scope: InboxScope, f: InboxFilters, limit: number, offset: number) {
    const rows = rowsOf<{ id: number; n: number }>(
      await db.execute(sql`with matches as materialized (
          select leads.id, leads.last_activity_at from ${leads} where ${inboxWhere(scope.visible, f)}),
        few as (select * from matches limit ${literal(SEARCH_FEW + 1)})
        select few.id, (select count(*)::int from few) as n from few
        order by few.last_activity_at desc nulls last, few.id desc nulls last
        limit ${literal(limit)} offset ${literal(offset)}`),
    );
    // Past the last match the count is unknown: a deep page goes the long way.
    if (!rows.length) return offset > 0 ? null : [];
    if (Number(rows[0]!.n) > SEARCH_FEW) return null;
    return rows.map((row) => Number(row.id));
  }

  /**
   * A search's page without the trigram index when its word is common enough: a first walk
   * (walkSize), and when it fell short but found some matches, a second one as long as their share
   * says the page needs (half as long again, at most SEARCH_WALK_MAX leads). The ids of the page,
   * or null (then the index finds every match, and they are sorted).
   */
  async function walk(scope: InboxScope, f: InboxFilters, limit: number, offset: number): Promise<number[] | null> {
    const wanted = offset + limit;
    const first = await walkOnce(scope, f, wanted, walkSize(wanted));
    let ids = first.ids;
    if (!ids && first.rate > 0) {
      const size = Math.ceil((wanted / first.rate) * 1.5);
      if (size <= SEARCH_WALK_MAX && size > walkSize(wanted)) ids = (await walkOnce(scope, f, wanted, size)).ids;
    }
    return ids && ids.slice(offset, wanted);
  }

  return {
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
      const search = f.needle && f.listingId === undefined;
      const few = search ? await fewMatches(scope, f, limit, offset) : null;
      if (few) {
        if (!few.length) return [];
        return rows.where(inArray(leads.id, few)).orderBy(desc(leads.lastActivityAt), desc(leads.id));
      }
      const walked = search ? await walk(scope, f, limit, offset) : null;
      if (walked) {
        if (!walked.length) return [];
        return rows.where(inArray(leads.id, walked)).orderBy(desc(leads.lastActivityAt), desc(leads.id));
      }
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
    async totals(
      scope: InboxScope,
      f: InboxFilters,
      cap = SEARCH_COUNT_CAP,
    ): Promise<{ leads: number; contacts: number; capped: boolean }> {
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
        // A search stops counting past `cap` (SEARCH_COUNT_CAP); the others count every match.
        const upTo = f.needle ? sql` limit ${literal(cap + 1)}` : sql``;
        const matching = partsFor(scope, f).map(
          (part) => sql`select leads.contacts from ${leads} where ${inboxWhere(part, f)}`,
        );
        result =
          await db.execute(sql`select count(*)::int as leads, coalesce(sum(matching.contacts), 0)::int as contacts
          from (select * from (${sql.join(matching, sql` union all `)}) as every${upTo}) as matching`);
      }
      const [row] = rowsOf<{ leads: number; contacts: number }>(result);
      const counted = Number(row?.leads ?? 0);
      if (f.needle && counted > cap) return { leads: cap, contacts: 0, capped: true };
      return { leads: counted, contacts: Number(row?.contacts ?? 0), capped: false };
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
          currency: listings.currency,
          rentFrequency: listings.rentFrequency,
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
