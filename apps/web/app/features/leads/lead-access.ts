import type { AgencyMember, MyAgencyAnswer } from '@estate/shared';

export interface LeadAccess {
  /** Bulk select, "Assign" and "Set status" of many leads (owners, admins, managers: `leads.assign`). */
  assign: boolean;
  /** The assignee filter and column: those who see other members' leads. */
  seeOthers: boolean;
  /** The members leads may go to and be filtered by: the agency (owners, admins) or the team (managers). */
  people: Pick<AgencyMember, 'id' | 'name'>[];
}

/**
 * What the inbox shows the signed-in member, from the permissions the server sent with their
 * agency seat (`GET /api/agencies/mine/`, names of packages/shared/src/access/permissions.ts): every
 * control the server would refuse is hidden. A lone lister, or a seat not known yet, gets none.
 * The server decides again on every call.
 */
export function leadAccess(seat: Pick<MyAgencyAnswer, 'permissions' | 'members'> | undefined, me: number): LeadAccess {
  const can = (permission: MyAgencyAnswer['permissions'][number]) => !!seat?.permissions.includes(permission);
  const all = can('leads.read_all');
  const team = can('leads.read_team');
  const seeOthers = all || team;
  // A manager's team is the members they manage, and themselves (the server's `Actor.team`).
  const people =
    !seat || !seeOthers ? [] : all ? seat.members : seat.members.filter((m) => m.id === me || m.manager_id === me);
  return {
    assign: can('leads.assign'),
    seeOthers,
    people: people.map(({ id, name }) => ({ id, name })),
  };
}
