import { sql, type SQL } from 'drizzle-orm';
import { RESPONSE_WITHIN_HOURS } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { liveStatusSql } from '../listings/listing.table.js';

/**
 * SQL of the response figures (issue 36, J3.6; definitions in packages/shared agent-stats.schema.ts):
 * per member of an agency for the "Agents" table, and per person for their public profile. A lead
 * counts for its assignee (the lister of a lone lister's lead); a lead lost as spam counts nowhere.
 */

/** Not a lead lost as spam (its reason is set only with `lost`). */
const notSpam = (alias: string) => sql.raw(`${alias}.lost_reason is distinct from 'spam'`);

/** Seconds from the first contact to the first response. */
const responseSeconds = sql`extract(epoch from (l.first_response_at - l.first_contact_at))`;

export interface MemberFigures {
  userId: number;
  leads: number;
  contacts: number;
  responses: number;
  /** Seconds; null without any answered lead. */
  medianSeconds: number | null;
  repliedWithin: number;
  repliedSample: number;
}

export interface MemberFeedback {
  userId: number;
  answers: number;
  replied: number;
}

const inList = (column: SQL, ids: number[]) =>
  sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

export function agentStatsRepository(db: Db) {
  return {
    /**
     * The agency's members (or those of `userIds`), with their names and live listings of the
     * agency, in the table's default order (name).
     */
    async members(agencyId: number, userIds: number[] | null) {
      const only = userIds === null ? sql`true` : userIds.length ? inList(sql`m.user_id`, userIds) : sql`false`;
      return rowsOf<{
        user_id: number;
        name: string;
        slug: string;
        role: string;
        manager_id: number | null;
        live_listings: number;
        verified_listings: number;
      }>(
        await db.execute(sql`select m.user_id, u.full_name as name, u.slug, m.role, m.manager_id,
            (select count(*)::int from listings l
              where l.owner_id = m.user_id and l.agency_id = m.agency_id and ${liveStatusSql('l')}) as live_listings,
            (select count(*)::int from listings l
              where l.owner_id = m.user_id and l.agency_id = m.agency_id and ${liveStatusSql('l')}
                and l.verified_until > now()) as verified_listings
          from agency_members m join users u on u.id = m.user_id
          where m.agency_id = ${agencyId} and ${only}
          order by lower(u.full_name), m.user_id`),
      );
    },

    /**
     * Leads of the agency assigned to `userIds` since `since`, per assignee: people who contacted
     * in the window and their contacts; over the leads first contacted in the window, the median
     * first response and the share answered within 24 h (a lead younger than 24 h without an
     * answer is not counted yet). Served by leads_agency_activity_idx: a lead contacted in the
     * window has its last activity in it.
     */
    async memberFigures(agencyId: number, userIds: number[], since: Date): Promise<MemberFigures[]> {
      if (!userIds.length) return [];
      const from = since.toISOString();
      const rows = rowsOf<{
        user_id: number;
        leads: number;
        contacts: number;
        responses: number;
        median_seconds: number | null;
        replied_within: number;
        replied_sample: number;
      }>(
        await db.execute(sql`select l.assignee_user_id as user_id,
            count(*)::int as leads,
            coalesce(sum((select count(*) from lead_events e
              where e.lead_id = l.id and e.actor = 'seeker' and e.at >= ${from}::timestamptz)), 0)::int as contacts,
            ${figures(from)}
          from leads l
          where l.agency_id = ${agencyId} and l.last_activity_at >= ${from}::timestamptz
            and ${inList(sql`l.assignee_user_id`, userIds)} and ${notSpam('l')}
          group by l.assignee_user_id`),
      );
      return rows.map((row) => ({
        userId: Number(row.user_id),
        leads: Number(row.leads),
        contacts: Number(row.contacts),
        responses: Number(row.responses),
        medianSeconds: row.median_seconds === null ? null : Number(row.median_seconds),
        repliedWithin: Number(row.replied_within),
        repliedSample: Number(row.replied_sample),
      }));
    },

    /** "Did <agent> reply?" answers about the agency's leads since `since`, per member asked about. */
    async memberFeedback(agencyId: number, userIds: number[], since: Date): Promise<MemberFeedback[]> {
      if (!userIds.length) return [];
      const rows = rowsOf<{ user_id: number; answers: number; replied: number }>(
        await db.execute(sql`select f.agent_user_id as user_id, count(*)::int as answers,
            count(*) filter (where f.answer = 'replied')::int as replied
          from lead_feedback f join leads l on l.id = f.lead_id
          where f.answer is not null and f.answered_at >= ${since.toISOString()}::timestamptz
            and ${inList(sql`f.agent_user_id`, userIds)} and l.agency_id = ${agencyId} and ${notSpam('l')}
          group by f.agent_user_id`),
      );
      return rows.map((row) => ({
        userId: Number(row.user_id),
        answers: Number(row.answers),
        replied: Number(row.replied),
      }));
    },

    /**
     * A person's own first responses since `since`, whichever agency (or none) the leads belong
     * to: the agent's track record is theirs (the public profile's line). Served by
     * leads_assignee_activity_idx.
     */
    async personFigures(userId: number, since: Date): Promise<{ responses: number; medianSeconds: number | null }> {
      const from = since.toISOString();
      const rows = rowsOf<{ responses: number; median_seconds: number | null }>(
        await db.execute(sql`select ${figures(from)}
          from leads l
          where l.assignee_user_id = ${userId} and l.last_activity_at >= ${from}::timestamptz and ${notSpam('l')}`),
      );
      const row = rows[0];
      return {
        responses: Number(row?.responses ?? 0),
        medianSeconds: row?.median_seconds == null ? null : Number(row.median_seconds),
      };
    },

    /**
     * A listing's lister's trust figures in one statement (issue 42, J8.6): their first responses
     * since `since` (as personFigures, on leads_assignee_activity_idx), and, for an agency listing,
     * their BRN in that agency (agency_members' primary key) and its licence when it is active.
     */
    async listerTrust(userId: number, agencyId: number | null, since: Date) {
      const from = since.toISOString();
      const rows = rowsOf<{
        responses: number;
        median_seconds: number | null;
        brn: string | null;
        brn_expires_on: string | null;
        licence_authority: string | null;
        licence_number: string | null;
        licence_expires_on: string | null;
        licence_checked_at: string | Date | null;
      }>(
        await db.execute(sql`select r.responses, r.median_seconds, m.brn, m.brn_expires_on::text,
            a.licence_authority, a.licence_number, a.licence_expires_on::text, a.licence_checked_at
          from (select ${figures(from)} from leads l
            where l.assignee_user_id = ${userId} and l.last_activity_at >= ${from}::timestamptz and ${notSpam('l')}) r
          left join agency_members m on m.user_id = ${userId} and m.agency_id = ${agencyId}::int
          left join agencies a on a.id = ${agencyId}::int and a.status = 'active'`),
      );
      const row = rows[0]!;
      const checked = row.licence_checked_at;
      return {
        responses: Number(row.responses ?? 0),
        medianSeconds: row.median_seconds == null ? null : Number(row.median_seconds),
        brn: row.brn ? { number: row.brn, expiresOn: row.brn_expires_on } : null,
        licence:
          row.licence_authority && row.licence_number
            ? {
                authority: row.licence_authority,
                number: row.licence_number,
                expiresOn: row.licence_expires_on,
                checkedAt: checked ? new Date(checked) : null,
              }
            : null,
      };
    },
  };
}
export type AgentStatsRepository = ReturnType<typeof agentStatsRepository>;

/** The response aggregates over the leads first contacted since `from` (columns of one select). */
function figures(from: string): SQL {
  const fresh = sql`l.first_contact_at >= ${from}::timestamptz`;
  const answered = sql`${fresh} and l.first_response_at is not null`;
  const within = sql`interval '${sql.raw(String(RESPONSE_WITHIN_HOURS))} hours'`;
  return sql`count(*) filter (where ${answered})::int as responses,
    percentile_cont(0.5) within group (order by ${responseSeconds}) filter (where ${answered}) as median_seconds,
    count(*) filter (where ${answered} and l.first_response_at - l.first_contact_at <= ${within})::int as replied_within,
    count(*) filter (where ${fresh} and (l.first_response_at is not null or l.first_contact_at <= now() - ${within}))::int
      as replied_sample`;
}
