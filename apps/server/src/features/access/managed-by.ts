import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from './actor.js';

/**
 * SQL for "what this actor may see or manage", the same rules as policies.ts, for lists that are
 * filtered in the database (a page of leads, a member's listings). `alias` names the table.
 */

/** `id in (…)` for a manager's team (never empty: it holds the manager). */
const inTeam = (column: SQL, team: number[]) =>
  sql`${column} in (${sql.join(
    team.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * Listings the user lists themselves (`owner_id`), in any agency or none: "my listings" of the
 * dashboard, its counts and charts (listings_owner_idx).
 */
export function listingsListedBy(userId: number, alias = 'listings'): SQL {
  return sql`${sql.raw(alias)}.owner_id = ${userId}`;
}

/** Listings the actor manages (policies.canManageListing). */
export function listingsManagedBy(actor: Actor, alias = 'listings'): SQL {
  const t = sql.raw(alias);
  const seat = actor.agency;
  if (!seat || seat.role === 'agent') return sql`${t}.owner_id = ${actor.user.id}`;
  if (seat.role === 'manager') {
    return sql`(${t}.owner_id = ${actor.user.id} or (${t}.agency_id = ${seat.agencyId} and ${inTeam(sql`${t}.owner_id`, seat.team)}))`;
  }
  return sql`(${t}.owner_id = ${actor.user.id} or ${t}.agency_id = ${seat.agencyId})`;
}

/**
 * Leads the actor may read (policies.canReadLead): the agency's (owner, admin), the team's
 * (manager), those assigned to them (agent), and always their own leads of no agency (a lone
 * lister's, or a member's of a listing they list for themselves).
 */
export function leadsVisibleTo(actor: Actor, alias = 'leads'): SQL {
  const t = sql.raw(alias);
  const seat = actor.agency;
  const own = sql`(${t}.agency_id is null and ${t}.lister_user_id = ${actor.user.id})`;
  if (!seat) return own;
  if (seat.role === 'owner' || seat.role === 'admin') return sql`(${t}.agency_id = ${seat.agencyId} or ${own})`;
  if (seat.role === 'manager') {
    return sql`((${t}.agency_id = ${seat.agencyId} and ${inTeam(sql`${t}.assignee_user_id`, seat.team)}) or ${own})`;
  }
  return sql`((${t}.agency_id = ${seat.agencyId} and ${t}.assignee_user_id = ${actor.user.id}) or ${own})`;
}
