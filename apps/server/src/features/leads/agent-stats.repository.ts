import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { liveStatusSql } from '../listings/listing.table.js';
import { figures, notSpam } from './lead-figures.query.js';

/**
 * SQL of the response figures (issue 36, J3.6; definitions in packages/shared agent-stats.schema.ts):
 * per member of an agency for the "Agents" table, and per person for their public profile. A lead
 * counts for its assignee (the lister of a lone lister's lead); a lead lost as spam counts nowhere.
 */

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
            ${figures(sql`${from}::timestamptz`)}
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
        await db.execute(sql`select ${figures(sql`${from}::timestamptz`)}
          from leads l
          where l.assignee_user_id = ${userId} and l.last_activity_at >= ${from}::timestamptz and ${notSpam('l')}`),
      );
      const row = rows[0];
      return {
        responses: Number(row?.responses ?? 0),
        medianSeconds: row?.median_seconds == null ? null : Number(row.median_seconds),
      };
    },
  };
}
export type AgentStatsRepository = ReturnType<typeof agentStatsRepository>;
