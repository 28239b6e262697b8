/**
 * Who may do what inside an agency (issue 36), named once for both sides: the server's policies
 * (apps/server/src/features/access) decide with these, and the web hides what the server would
 * refuse. Roles from the most to the least: owner, admin, manager (a team of agents), agent.
 */
export const AGENCY_ROLES = ['owner', 'admin', 'manager', 'agent'] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];

export const AGENCY_PERMISSIONS = [
  /** Edit the agency's profile, licence, quota split and response target. */
  'agency.edit',
  /** Invite members. */
  'agency.invite',
  /** Change a member's role, team, allowances or rotation; remove a member. */
  'agency.members.manage',
  /** Every listing of the agency (edit, status, feature). A manager: their team's. */
  'listings.manage_all',
  'listings.manage_team',
  /** Spend the agency's credits (within the member's monthly allowance). */
  'credits.spend',
  /** Leads: all of the agency's, the team's, or only one's own. */
  'leads.read_all',
  'leads.read_team',
  /** Assign leads and change many at once. */
  'leads.assign',
  /** The "Agents" table: every member, or the team. */
  'agents.read_all',
  'agents.read_team',
] as const;
export type AgencyPermission = (typeof AGENCY_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<AgencyRole, readonly AgencyPermission[]> = {
  owner: AGENCY_PERMISSIONS,
  admin: AGENCY_PERMISSIONS,
  manager: ['listings.manage_team', 'credits.spend', 'leads.read_team', 'leads.assign', 'agents.read_team'],
  agent: ['credits.spend'],
};

/** Whether a member with `role` holds `permission` (the web's and the server's one answer). */
export function roleCan(role: AgencyRole | null | undefined, permission: AgencyPermission): boolean {
  return !!role && ROLE_PERMISSIONS[role].includes(permission);
}

/** The permissions a role holds, for the session answer (the web hides the rest). */
export function permissionsOf(role: AgencyRole | null | undefined): AgencyPermission[] {
  return role ? [...ROLE_PERMISSIONS[role]] : [];
}

export function isAgencyRole(value: unknown): value is AgencyRole {
  return typeof value === 'string' && (AGENCY_ROLES as readonly string[]).includes(value);
}
