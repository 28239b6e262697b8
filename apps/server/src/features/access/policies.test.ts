import { describe, expect, it } from 'vitest';
import type { AgencyRole } from '@estate/shared';
import type { UserRow } from '../users/user.table.js';
import type { Actor } from './actor.js';
import {
  agentTableScope,
  canAssignLeads,
  canDeleteComment,
  canEditAgency,
  canFundAgency,
  canInvite,
  canManageListing,
  canManageMembers,
  canReadLead,
  canSeeListing,
  canSeeCreditUse,
  canSeeListingAsUser,
  canSpendCredits,
  holds,
  isOwnedBy,
  type LeadRef,
  type ListingRef,
} from './policies.js';

const AGENCY = 10;
const OTHER_AGENCY = 20;

const user = (id: number, isAdmin = false) => ({ id, isAdmin }) as UserRow;
const member = (id: number, role: AgencyRole, agencyId = AGENCY, team: number[] = []): Actor => ({
  user: user(id),
  agency: { agencyId, role, team, listingAllowance: null, monthlyCreditAllowance: null },
});

// Agency 10: owner 1, admin 2, manager 3 leading agent 5; agent 4 is in no team.
const owner = member(1, 'owner');
const admin = member(2, 'admin');
const manager = member(3, 'manager', AGENCY, [3, 5]);
const agentOutsideTeam = member(4, 'agent');
const agentInTeam = member(5, 'agent');
// Agency 20's admin, a lone lister, and a site administrator with no agency.
const otherAgencyAdmin = member(6, 'admin', OTHER_AGENCY);
const lone: Actor = { user: user(7), agency: null };
const siteAdmin: Actor = { user: user(8, true), agency: null };

const listing = (ownerId: number, agencyId: number | null, status = 'for_sale'): ListingRef => ({
  ownerId,
  agencyId,
  status,
});

describe('isOwnedBy', () => {
  it('is true for the owner, given as a user or an id, and false for anyone else or nobody', () => {
    expect(isOwnedBy(7, user(7))).toBe(true);
    expect(isOwnedBy(7, 7)).toBe(true);
    expect(isOwnedBy(7, user(8))).toBe(false);
    expect(isOwnedBy(7, 8)).toBe(false);
    expect(isOwnedBy(7, null)).toBe(false);
    expect(isOwnedBy(7, undefined)).toBe(false);
  });
});

describe('canManageListing', () => {
  const byAgentInTeam = listing(5, AGENCY);
  const byAgentOutsideTeam = listing(4, AGENCY);

  it('lets the owner and admins of the agency manage every listing of it', () => {
    for (const actor of [owner, admin]) {
      expect(canManageListing(actor, byAgentInTeam)).toBe(true);
      expect(canManageListing(actor, byAgentOutsideTeam)).toBe(true);
      expect(canManageListing(actor, listing(3, AGENCY))).toBe(true);
    }
  });

  it("lets a manager manage their team's listings and their own, not another agent's", () => {
    expect(canManageListing(manager, byAgentInTeam)).toBe(true);
    expect(canManageListing(manager, listing(3, AGENCY))).toBe(true);
    expect(canManageListing(manager, byAgentOutsideTeam)).toBe(false);
    expect(canManageListing(manager, listing(1, AGENCY))).toBe(false);
  });

  it('lets an agent manage only their own listings', () => {
    expect(canManageListing(agentInTeam, byAgentInTeam)).toBe(true);
    expect(canManageListing(agentInTeam, byAgentOutsideTeam)).toBe(false);
    expect(canManageListing(agentOutsideTeam, byAgentInTeam)).toBe(false);
  });

  it('gives nothing to a member of another agency, a lone lister or a site administrator', () => {
    for (const actor of [otherAgencyAdmin, lone, siteAdmin]) {
      expect(canManageListing(actor, byAgentInTeam)).toBe(false);
    }
  });

  it("keeps the old rule for a listing without an agency: only its lister, whatever the viewer's role", () => {
    const own = listing(5, null);
    expect(canManageListing(agentInTeam, own)).toBe(true);
    for (const actor of [owner, admin, manager, agentOutsideTeam, otherAgencyAdmin, lone, siteAdmin]) {
      expect(canManageListing(actor, own)).toBe(false);
    }
    expect(canManageListing(lone, listing(7, null))).toBe(true);
  });

  it("matches the team by the listing's agency: a manager's team member's listing of another agency is not theirs", () => {
    expect(canManageListing(manager, listing(5, OTHER_AGENCY))).toBe(false);
  });

  it('lets the lister manage their listing even when it belongs to an agency they are not in', () => {
    expect(canManageListing(lone, listing(7, AGENCY))).toBe(true);
  });
});

describe('canSeeListing and canSeeListingAsUser', () => {
  const hidden = listing(5, AGENCY, 'pending');

  it('shows a public listing to everyone, guests included', () => {
    expect(canSeeListing(null, listing(5, AGENCY))).toBe(true);
    expect(canSeeListingAsUser(null, listing(5, AGENCY))).toBe(true);
  });

  it('shows a hidden listing to whoever manages it and to site administrators only', () => {
    expect(canSeeListing(null, hidden)).toBe(false);
    for (const actor of [owner, admin, manager, agentInTeam, siteAdmin])
      expect(canSeeListing(actor, hidden)).toBe(true);
    for (const actor of [agentOutsideTeam, otherAgencyAdmin, lone]) expect(canSeeListing(actor, hidden)).toBe(false);
  });

  it('answers the fast check without the agency: the lister and site administrators only', () => {
    expect(canSeeListingAsUser(agentInTeam.user, hidden)).toBe(true);
    expect(canSeeListingAsUser(siteAdmin.user, hidden)).toBe(true);
    expect(canSeeListingAsUser(admin.user, hidden)).toBe(false);
    expect(canSeeListingAsUser(null, hidden)).toBe(false);
  });
});

describe('canSpendCredits', () => {
  it("spends one's own wallet, not another's", () => {
    expect(canSpendCredits(lone, { agencyId: null, userId: 7 })).toBe(true);
    expect(canSpendCredits(lone, { agencyId: null })).toBe(true);
    expect(canSpendCredits(lone, { agencyId: null, userId: 8 })).toBe(false);
  });

  it("spends the agency's wallet for every role of it, and never another agency's", () => {
    for (const actor of [owner, admin, manager, agentInTeam]) {
      expect(canSpendCredits(actor, { agencyId: AGENCY })).toBe(true);
    }
    expect(canSpendCredits(otherAgencyAdmin, { agencyId: AGENCY })).toBe(false);
    expect(canSpendCredits(lone, { agencyId: AGENCY })).toBe(false);
  });
});

describe('canReadLead and canAssignLeads', () => {
  const lead = (assigneeUserId: number | null, agencyId: number | null = AGENCY): LeadRef => ({
    agencyId,
    listerUserId: assigneeUserId ?? 1,
    assigneeUserId,
  });

  it('lets the owner and admins read every lead of the agency, assigned or not', () => {
    for (const actor of [owner, admin]) {
      expect(canReadLead(actor, lead(4))).toBe(true);
      expect(canReadLead(actor, lead(null))).toBe(true);
    }
  });

  it("lets a manager read their team's leads, an agent those assigned to them", () => {
    expect(canReadLead(manager, lead(5))).toBe(true);
    expect(canReadLead(manager, lead(3))).toBe(true);
    expect(canReadLead(manager, lead(4))).toBe(false);
    expect(canReadLead(manager, lead(null))).toBe(false);
    expect(canReadLead(agentInTeam, lead(5))).toBe(true);
    expect(canReadLead(agentInTeam, lead(4))).toBe(false);
  });

  it("keeps a lone lister's leads theirs, and another agency's leads closed", () => {
    expect(canReadLead(lone, { agencyId: null, listerUserId: 7, assigneeUserId: null })).toBe(true);
    expect(canReadLead(lone, { agencyId: null, listerUserId: 8, assigneeUserId: null })).toBe(false);
    expect(canReadLead(otherAgencyAdmin, lead(4))).toBe(false);
    expect(canReadLead(owner, { agencyId: null, listerUserId: 5, assigneeUserId: null })).toBe(false);
    // A member's own lead of no agency (from a listing they list for themselves) stays theirs.
    expect(canReadLead(agentInTeam, { agencyId: null, listerUserId: 5, assigneeUserId: null })).toBe(true);
  });

  it('lets admins and managers assign leads in their agency only', () => {
    expect(canAssignLeads(admin, AGENCY)).toBe(true);
    expect(canAssignLeads(manager, AGENCY)).toBe(true);
    expect(canAssignLeads(agentInTeam, AGENCY)).toBe(false);
    expect(canAssignLeads(otherAgencyAdmin, AGENCY)).toBe(false);
    expect(canAssignLeads(lone, null)).toBe(false);
  });
});

describe('agency administration', () => {
  it('belongs to the owner and admins of that agency', () => {
    for (const check of [canEditAgency, canInvite, canManageMembers]) {
      expect(check(owner, AGENCY)).toBe(true);
      expect(check(admin, AGENCY)).toBe(true);
      expect(check(manager, AGENCY)).toBe(false);
      expect(check(agentInTeam, AGENCY)).toBe(false);
      expect(check(otherAgencyAdmin, AGENCY)).toBe(false);
      expect(check(lone, AGENCY)).toBe(false);
    }
  });

  it('holds nothing outside an agency', () => {
    expect(holds(owner, null, 'agency.edit')).toBe(false);
    expect(holds(owner, OTHER_AGENCY, 'agency.edit')).toBe(false);
  });
});

describe('canDeleteComment', () => {
  it("lets the comment's author and the post's author delete it, nobody else", () => {
    const comment = { authorId: 7, parentAuthorId: 8 };
    expect(canDeleteComment(comment, user(7))).toBe(true);
    expect(canDeleteComment(comment, 8)).toBe(true);
    expect(canDeleteComment(comment, user(9))).toBe(false);
    expect(canDeleteComment(comment, undefined)).toBe(false);
  });
});

describe('agentTableScope', () => {
  it("gives owners and admins every member's row, a manager their team's, an agent their own, nobody else any", () => {
    expect(agentTableScope(owner)).toBe('all');
    expect(agentTableScope(admin)).toBe('all');
    expect(agentTableScope(manager)).toBe('team');
    expect(agentTableScope(agentInTeam)).toBe('own');
    expect(agentTableScope(lone)).toBeNull();
    expect(agentTableScope(siteAdmin)).toBeNull();
  });
});

describe("the agency's wallet", () => {
  it("shows owners and admins every member's use, a manager their team's, an agent their own", () => {
    for (const who of [owner, admin]) expect([1, 2, 3, 4, 5].every((id) => canSeeCreditUse(who, id))).toBe(true);
    expect([3, 5].map((id) => canSeeCreditUse(manager, id))).toEqual([true, true]);
    expect([1, 4].map((id) => canSeeCreditUse(manager, id))).toEqual([false, false]);
    expect(canSeeCreditUse(agentOutsideTeam, 4)).toBe(true);
    expect(canSeeCreditUse(agentOutsideTeam, 5)).toBe(false);
    expect(canSeeCreditUse(lone, 7)).toBe(false);
  });

  it('lets owners and admins move their own credits in, nobody else', () => {
    expect([owner, admin, manager, agentInTeam].map((who) => canFundAgency(who, AGENCY))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(canFundAgency(otherAgencyAdmin, AGENCY)).toBe(false);
  });
});
