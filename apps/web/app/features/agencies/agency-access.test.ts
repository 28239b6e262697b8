import { describe, expect, it } from 'vitest';
import { permissionsOf, type AgencyMember, type AgencyRole } from '@estate/shared';
import { agencyAccess } from './agency-access';

const member = (id: number, role: AgencyRole) => ({ id, role }) as AgencyMember;
const team = [member(1, 'owner'), member(2, 'admin'), member(3, 'manager'), member(4, 'agent')];
const as = (role: AgencyRole, me: number, members = team) =>
  agencyAccess({ role, permissions: permissionsOf(role), members }, me);

describe('agencyAccess', () => {
  it('shows an agent the team read-only: no invitations, no edits, no allowances', () => {
    const agent = as('agent', 4);
    expect(agent).toMatchObject({ editAgency: false, invite: false, manageMembers: false, seeDetails: false });
    expect(team.some((m) => agent.editMember(m) || agent.removeMember(m))).toBe(false);
    expect(agent.leave).toBe(true);
  });

  it('shows a manager the details of the team, and nothing to change', () => {
    const manager = as('manager', 3);
    expect(manager).toMatchObject({ invite: false, manageMembers: false, seeDetails: true });
  });

  it('lets an admin manage everyone but owners, and never remove themselves', () => {
    const admin = as('admin', 2);
    expect(admin).toMatchObject({ editAgency: true, invite: true, manageMembers: true });
    expect(admin.roles).toEqual(['admin', 'manager', 'agent']);
    expect(team.map((m) => admin.editMember(m))).toEqual([false, true, true, true]);
    expect(team.map((m) => admin.removeMember(m))).toEqual([false, false, true, true]);
  });

  it('lets an owner make owners; the only owner cannot leave', () => {
    const owner = as('owner', 1);
    expect(owner.roles).toEqual(['owner', 'admin', 'manager', 'agent']);
    expect(team.map((m) => owner.removeMember(m))).toEqual([false, true, true, true]);
    expect(owner.leave).toBe(false);
    expect(as('owner', 1, [...team, member(5, 'owner')]).leave).toBe(true);
  });
});
