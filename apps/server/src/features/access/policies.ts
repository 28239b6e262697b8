import { isPublicStatus, roleCan, type AgencyPermission } from '@estate/shared';
import type { Actor } from './actor.js';

/**
 * Who may act, in one place (issue 36; structure review 2026-11-28, step 1). Everything that
 * decides whether a viewer is "the owner" of something calls these; a lint rule keeps comparisons
 * of an owner with a viewer out of every other file (eslint.config.js, `access-only`).
 */

/** What a policy needs to know of a listing. */
export interface ListingRef {
  ownerId: number;
  agencyId: number | null;
  status: string;
}

/** What a policy needs to know of a lead. */
export interface LeadRef {
  agencyId: number | null;
  listerUserId: number;
  assigneeUserId: number | null;
}

const inAgency = (actor: Actor, agencyId: number | null) => agencyId !== null && actor.agency?.agencyId === agencyId;

/**
 * The user made it: their own listing, post, comment, demand, offer, ad or account. `viewer` is
 * the user or their id (presenters get an id); nobody (a guest) owns nothing.
 */
export function isOwnedBy(ownerId: number, viewer: { id: number } | number | null | undefined): boolean {
  const id = typeof viewer === 'number' ? viewer : viewer?.id;
  return id !== undefined && id === ownerId;
}

/**
 * Delete a comment: its author, or the author of what it is written under (a blog post). The
 * answer's `can_delete` and the delete itself both ask this.
 */
export function canDeleteComment(
  comment: { authorId: number; parentAuthorId: number },
  viewer: { id: number } | number | null | undefined,
): boolean {
  return isOwnedBy(comment.authorId, viewer) || isOwnedBy(comment.parentAuthorId, viewer);
}

/** Whether the actor holds a permission in the agency `agencyId` (false outside it). */
export function holds(actor: Actor, agencyId: number | null, permission: AgencyPermission): boolean {
  return inAgency(actor, agencyId) && roleCan(actor.agency!.role, permission);
}

/**
 * Change a listing (edit, status, price, feature, delete): its lister; in an agency also the
 * owner and admins, and a manager for their team's listings.
 */
export function canManageListing(actor: Actor, listing: ListingRef): boolean {
  if (isOwnedBy(listing.ownerId, actor.user)) return true;
  if (!inAgency(actor, listing.agencyId)) return false;
  if (holds(actor, listing.agencyId, 'listings.manage_all')) return true;
  return holds(actor, listing.agencyId, 'listings.manage_team') && actor.agency!.team.includes(listing.ownerId);
}

/**
 * Which listings besides their own the actor manages for their agency: `all` of the agency's
 * (owner, admin), their `team`'s (manager), or none (an agent, a lone lister).
 */
export function managedListingsOf(actor: Actor): 'all' | 'team' | null {
  const role = actor.agency?.role;
  if (roleCan(role, 'listings.manage_all')) return 'all';
  if (roleCan(role, 'listings.manage_team')) return 'team';
  return null;
}

/** See a listing: a public one, or one the actor manages, or any as an administrator. */
export function canSeeListing(actor: Actor | null, listing: ListingRef): boolean {
  if (isPublicStatus(listing.status)) return true;
  if (!actor) return false;
  return actor.user.isAdmin || canManageListing(actor, listing);
}

/**
 * The fast check for a viewer whose agency is not loaded: public, their own, or an administrator.
 * An agency's other members pass `canSeeListing` with a loaded actor.
 */
export function canSeeListingAsUser(viewer: { id: number; isAdmin: boolean } | null, listing: ListingRef): boolean {
  return isPublicStatus(listing.status) || (!!viewer && (viewer.isAdmin || isOwnedBy(listing.ownerId, viewer)));
}

/** Spend credits: one's own wallet, or the agency's for a member who may spend. */
export function canSpendCredits(actor: Actor, wallet: { agencyId: number | null; userId?: number }): boolean {
  if (wallet.agencyId === null) return wallet.userId === undefined || isOwnedBy(wallet.userId, actor.user);
  return holds(actor, wallet.agencyId, 'credits.spend');
}

/**
 * Read (and work) a lead: a lone lister's own leads; in an agency, the owner's and admins' every
 * lead, a manager's team's, an agent's those assigned to them.
 */
export function canReadLead(actor: Actor, lead: LeadRef): boolean {
  if (lead.agencyId === null) return isOwnedBy(lead.listerUserId, actor.user);
  if (!inAgency(actor, lead.agencyId)) return false;
  if (holds(actor, lead.agencyId, 'leads.read_all')) return true;
  const assignee = lead.assigneeUserId;
  if (assignee === null) return false;
  if (holds(actor, lead.agencyId, 'leads.read_team')) return actor.agency!.team.includes(assignee);
  return isOwnedBy(assignee, actor.user);
}

/** Assign a lead to a member, or change many leads at once: admins and managers. */
export function canAssignLeads(actor: Actor, agencyId: number | null): boolean {
  return holds(actor, agencyId, 'leads.assign');
}

/** Change an agency's profile, settings and quota split. */
export const canEditAgency = (actor: Actor, agencyId: number) => holds(actor, agencyId, 'agency.edit');
/** Invite people to an agency. */
export const canInvite = (actor: Actor, agencyId: number) => holds(actor, agencyId, 'agency.invite');
/** Change roles, teams and allowances, or remove a member. */
export const canManageMembers = (actor: Actor, agencyId: number) => holds(actor, agencyId, 'agency.members.manage');

/**
 * Whose rows of the agency's "Agents" table the actor sees: every member's (owner, admin), their
 * team's (manager) or their own (agent); null outside an agency.
 */
export function agentTableScope(actor: Actor): 'all' | 'team' | 'own' | null {
  const seat = actor.agency;
  if (!seat) return null;
  if (holds(actor, seat.agencyId, 'agents.read_all')) return 'all';
  if (holds(actor, seat.agencyId, 'agents.read_team')) return 'team';
  return 'own';
}

/**
 * See a member's allowance and use of the agency's wallet: as the "Agents" table, every member's
 * (owner, admin), the team's (manager), one's own (agent).
 */
export function canSeeCreditUse(actor: Actor, memberId: number): boolean {
  const scope = agentTableScope(actor);
  if (scope === 'all') return true;
  if (scope === 'team') return actor.agency!.team.includes(memberId);
  return scope === 'own' && isOwnedBy(memberId, actor.user);
}

/** Move one's own credits to the agency's wallet: who may edit the agency (owner, admin; decision 0044). */
export const canFundAgency = (actor: Actor, agencyId: number) => canEditAgency(actor, agencyId);

/** What a policy needs to know of a verification request (issue 37). */
export interface VerificationRef {
  /** Who uploaded its documents. */
  requestedBy: number;
  /** The agency of the listing it is about. */
  agencyId: number | null;
}

/**
 * Open a verification request's documents and photos (issue 37): the uploader, the owner and
 * admins of the listing's agency, and moderators (administrators). Nobody else, whoever manages
 * the listing: a manager or another agent of the agency sees the request's state, not its files.
 */
export function canSeeVerificationFiles(actor: Actor, request: VerificationRef): boolean {
  if (actor.user.isAdmin || isOwnedBy(request.requestedBy, actor.user)) return true;
  return holds(actor, request.agencyId, 'listings.manage_all');
}

/**
 * Two listings come from the same lister: the same user, or the same agency (one listing per real
 * unit, issue 37: publishing pauses on one's own listing of the same unit instead of grouping).
 */
export function sameListerOrAgency(
  a: { ownerId: number; agencyId: number | null },
  b: { ownerId: number; agencyId: number | null },
): boolean {
  return isOwnedBy(a.ownerId, b.ownerId) || (a.agencyId !== null && a.agencyId === b.agencyId);
}
