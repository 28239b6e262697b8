import { and, eq } from 'drizzle-orm';
import { isAgencyRole, type AgencyRole } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { agencyMembers } from '../agencies/agency.table.js';
import type { UserRow } from '../users/user.table.js';

/** The agency a user acts for, and as what (issue 36). */
export interface AgencySeat {
  agencyId: number;
  role: AgencyRole;
  /** A manager's team: the members whose manager they are, and themselves. Empty for other roles. */
  team: number[];
  listingAllowance: number | null;
  monthlyCreditAllowance: number | null;
}

/**
 * Who is acting: the signed-in user, the agency they act for (if any) and their role in it. Every
 * decision of who may see, change, spend or read (policies.ts) takes an actor, never a bare user.
 */
export interface Actor {
  user: UserRow;
  agency: AgencySeat | null;
}

/** The seat of `userId` in their agency, or null for a lone lister. */
export async function agencySeatOf(db: Executor, userId: number): Promise<AgencySeat | null> {
  const [member] = await db
    .select({
      agencyId: agencyMembers.agencyId,
      role: agencyMembers.role,
      listingAllowance: agencyMembers.listingAllowance,
      monthlyCreditAllowance: agencyMembers.monthlyCreditAllowance,
    })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, userId));
  if (!member || !isAgencyRole(member.role)) return null;
  const team =
    member.role === 'manager'
      ? [
          userId,
          ...(
            await db
              .select({ userId: agencyMembers.userId })
              .from(agencyMembers)
              .where(and(eq(agencyMembers.agencyId, member.agencyId), eq(agencyMembers.managerId, userId)))
          ).map((row) => row.userId),
        ]
      : [];
  return { ...member, role: member.role, team };
}

/** The actor for a signed-in user: one lookup of their agency seat (two for a manager). */
export async function actorFor(db: Db | Executor, user: UserRow): Promise<Actor> {
  return { user, agency: await agencySeatOf(db, user.id) };
}

/** An actor with no agency (a lone lister), when the caller knows there is none to look up. */
export const loneActor = (user: UserRow): Actor => ({ user, agency: null });
