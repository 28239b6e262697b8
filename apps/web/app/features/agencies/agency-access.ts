import { AGENCY_ROLES, type AgencyMember, type AgencyRole, type MyAgencyAnswer } from '@estate/shared';

/**
 * What the agency tab shows to the signed-in member, from the permissions the server sent
 * (`MyAgencyAnswer.permissions`, the names of packages/shared/src/access): every control the
 * server would refuse is hidden. The server decides again on every call.
 */
export function agencyAccess(answer: Pick<MyAgencyAnswer, 'role' | 'permissions' | 'members'>, me: number) {
  const can = (permission: MyAgencyAnswer['permissions'][number]) => answer.permissions.includes(permission);
  const owner = answer.role === 'owner';
  const manage = can('agency.members.manage');
  // Owners are made, changed and removed by owners only.
  const reaches = (member: Pick<AgencyMember, 'role'>) => owner || member.role !== 'owner';
  const owners = answer.members.filter((m) => m.role === 'owner').length;
  return {
    editAgency: can('agency.edit'),
    invite: can('agency.invite'),
    manageMembers: manage,
    /** Allowances, rotation and pauses: the server sends them to admins and managers only. */
    seeDetails: manage || can('agents.read_all') || can('agents.read_team'),
    /** The roles this member may give (an invitation, a member's role). */
    roles: (owner ? AGENCY_ROLES : AGENCY_ROLES.filter((r) => r !== 'owner')) as readonly AgencyRole[],
    editMember: (member: Pick<AgencyMember, 'role'>) => manage && reaches(member),
    removeMember: (member: Pick<AgencyMember, 'id' | 'role'>) => manage && member.id !== me && reaches(member),
    /** The only owner cannot leave: they make another member owner first. */
    leave: !(owner && owners <= 1),
  };
}
export type AgencyAccess = ReturnType<typeof agencyAccess>;
