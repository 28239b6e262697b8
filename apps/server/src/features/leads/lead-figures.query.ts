import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { RESPONSE_LINE_DAYS, RESPONSE_WITHIN_HOURS } from '@estate/shared';

/**
 * SQL pieces of the response figures (issue 36, J3.6; definitions in packages/shared
 * agent-stats.schema.ts), shared by the agents table, the public profile and the listing page's
 * lister card (which the listings feature reads in its detail statement: no repository here).
 */

/** Not a lead lost as spam (its reason is set only with `lost`). */
export const notSpam = (alias: string) => sql.raw(`${alias}.lost_reason is distinct from 'spam'`);

/** Seconds from the first contact to the first response. */
const responseSeconds = sql`extract(epoch from (l.first_response_at - l.first_contact_at))`;

/** The response aggregates over the leads `l` first contacted since `from` (columns of one select). */
export function figures(from: SQL): SQL {
  const fresh = sql`l.first_contact_at >= ${from}`;
  const answered = sql`${fresh} and l.first_response_at is not null`;
  const within = sql`interval '${sql.raw(String(RESPONSE_WITHIN_HOURS))} hours'`;
  return sql`count(*) filter (where ${answered})::int as responses,
    percentile_cont(0.5) within group (order by ${responseSeconds}) filter (where ${answered}) as median_seconds,
    count(*) filter (where ${answered} and l.first_response_at - l.first_contact_at <= ${within})::int as replied_within,
    count(*) filter (where ${fresh} and (l.first_response_at is not null or l.first_contact_at <= now() - ${within}))::int
      as replied_sample`;
}

/** A lister's trust figures as the detail statement reads them (JSON: dates are strings). */
export interface StoredListerTrust {
  responses: number;
  median_seconds: number | null;
  brn: string | null;
  brn_expires_on: string | null;
  licence_authority: string | null;
  licence_number: string | null;
  licence_expires_on: string | null;
  licence_checked_at: string | null;
}

/**
 * A listing's lister's trust figures as one JSON value (issue 42, J8.6), for a subselect of the
 * listing's own statement (issue 43: one round trip less a detail): their first responses over
 * RESPONSE_LINE_DAYS (as the public profile's line, on leads_assignee_activity_idx) and, for an
 * agency listing, their BRN in that agency (agency_members' primary key) and its licence when it
 * is active. `userId` and `agencyId` are the outer statement's columns.
 */
export function listerTrustJson(userId: AnyColumn, agencyId: AnyColumn): SQL<StoredListerTrust> {
  const from = sql.raw(`now() - interval '${RESPONSE_LINE_DAYS} days'`);
  return sql<StoredListerTrust>`(select json_build_object('responses', r.responses, 'median_seconds', r.median_seconds,
      'brn', m.brn, 'brn_expires_on', m.brn_expires_on, 'licence_authority', a.licence_authority,
      'licence_number', a.licence_number, 'licence_expires_on', a.licence_expires_on,
      'licence_checked_at', a.licence_checked_at)
    from (select ${figures(from)} from leads l
      where l.assignee_user_id = ${userId} and l.last_activity_at >= ${from} and ${notSpam('l')}) r
    left join agency_members m on m.user_id = ${userId} and m.agency_id = ${agencyId}
    left join agencies a on a.id = ${agencyId} and a.status = 'active')`;
}
