import type { AgencyMemberUpdate, Locale } from '@estate/shared';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { canFundAgency, canManageMembers } from '../access/policies.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { recordAdminAction } from '../moderation/admin-log.js';
import type { UserRow } from '../users/user.table.js';
import {
  agencyError as error,
  forbidden,
  notFound,
  notMember,
  type AgencyContext,
  type AgencyServiceDeps,
} from './agency-context.js';

/** The team: roles and allowances, credits and listings moved in, removal with a hand-over, leaving. */
export function agencyMembers(deps: AgencyServiceDeps, { seated, agencyOf, mine }: AgencyContext) {
  const { db, repo } = deps;
  return {
    /** Moves some of the user's own credits to the agency's wallet (owner, admin). */
    async transferCredits(amount: number, user: UserRow, locale: Locale) {
      const actor = await seated(user);
      if (!canFundAgency(actor, actor.agency.agencyId)) throw forbidden();
      const done = await db.transaction((tx) => repo.transferCredits(tx, user.id, actor.agency.agencyId, amount));
      if (!done) throw error(402, 'insufficient_credits', 'ads.errors.insufficient_credits', 'amount');
      return mine(user, locale);
    },

    /** The member's personal listings become the agency's, when they choose. */
    async moveMyListings(user: UserRow, locale: Locale) {
      const actor = await seated(user);
      const moved = await db.transaction((tx) => repo.moveOwnListingsToAgency(tx, user.id, actor.agency.agencyId));
      if (moved) deps.onListingsChange?.([], []);
      return { moved, agency: await mine(user, locale) };
    },

    async updateMember(memberId: number, input: AgencyMemberUpdate, user: UserRow, locale: Locale) {
      const actor = await seated(user);
      const agencyId = actor.agency.agencyId;
      if (!canManageMembers(actor, agencyId)) throw forbidden();
      const agency = await agencyOf(actor);
      await db
        .transaction(async (tx) => {
          const member = await repo.membershipForUpdate(tx, memberId);
          if (!member || member.agencyId !== agencyId) throw notFound();
          // Owners are made and unmade by owners only; the last owner stays one.
          if ((member.role === 'owner' || input.role === 'owner') && actor.agency.role !== 'owner') throw forbidden();
          if (member.role === 'owner' && input.role && input.role !== 'owner') {
            if ((await repo.ownerCount(tx, agencyId)) <= 1) {
              throw error(409, 'last_owner', 'agencies.errors.last_owner', 'role');
            }
          }
          if (input.manager_id) {
            const manager = await repo.membership(input.manager_id, tx);
            if (!manager || manager.agencyId !== agencyId || manager.role !== 'manager') {
              throw error(422, 'validation_failed', 'agencies.errors.manager_invalid', 'manager_id');
            }
          }
          await repo.updateMember(tx, memberId, {
            ...(input.role !== undefined && { role: input.role }),
            ...(input.manager_id !== undefined && { managerId: input.manager_id }),
            ...(input.is_public !== undefined && { isPublic: input.is_public }),
            ...(input.brn !== undefined && { brn: input.brn }),
            ...(input.brn_expires_on !== undefined && { brnExpiresOn: input.brn_expires_on }),
            ...(input.listing_allowance !== undefined && { listingAllowance: input.listing_allowance }),
            ...(input.monthly_credit_allowance !== undefined && {
              monthlyCreditAllowance: input.monthly_credit_allowance,
            }),
            ...(input.in_rotation !== undefined && { inRotation: input.in_rotation }),
            ...(input.paused !== undefined && { paused: input.paused }),
          });
          // The allowances together cannot exceed what the agency has.
          const use = await repo.quotaUse(agencyId, null, tx);
          if (use.allowances > agency.listingQuota) {
            throw new AppError(
              422,
              'validation_failed',
              englishMessage('agencies.errors.allowances_over')
                .replace('{{total}}', String(use.allowances))
                .replace('{{quota}}', String(agency.listingQuota)),
              { listing_allowance: 'agencies.errors.allowances_over' },
            );
          }
        })
        .catch((e: unknown) => {
          if (isUniqueViolation(e, 'agency_members_brn_idx'))
            throw error(409, 'brn_taken', 'agencies.errors.brn_taken', 'brn');
          throw e;
        });
      return mine(user, locale);
    },

    /** What removing a member hands over, for the dialog. */
    async removalPreview(memberId: number, user: UserRow) {
      const actor = await seated(user);
      if (!canManageMembers(actor, actor.agency.agencyId)) throw forbidden();
      const member = await repo.membership(memberId);
      if (!member || member.agencyId !== actor.agency.agencyId) throw notFound();
      const counts = await repo.removalCounts(actor.agency.agencyId, memberId);
      return { live_listings: counts.listings, open_leads: counts.leads };
    },

    /**
     * Removes a member: their agency listings and open leads go to the members chosen (ids and URLs
     * unchanged), they lose access at once and keep their personal account. Logged.
     */
    async removeMember(memberId: number, to: { listings_to: number; leads_to: number }, user: UserRow, locale: Locale) {
      const actor = await seated(user);
      const agencyId = actor.agency.agencyId;
      if (!canManageMembers(actor, agencyId)) throw forbidden();
      if (memberId === user.id) throw error(422, 'validation_failed', 'agencies.errors.remove_self', 'form');
      const moved = await db.transaction(async (tx) => {
        const member = await repo.membershipForUpdate(tx, memberId);
        if (!member || member.agencyId !== agencyId) throw notFound();
        if (member.role === 'owner' && actor.agency.role !== 'owner') throw forbidden();
        for (const receiver of [to.listings_to, to.leads_to]) {
          const seat = await repo.membership(receiver, tx);
          if (!seat || seat.agencyId !== agencyId || receiver === memberId) {
            throw error(422, 'validation_failed', 'agencies.errors.receiver_invalid', 'listings_to');
          }
        }
        const handed = await repo.handOver(tx, agencyId, memberId, to.listings_to, to.leads_to);
        await repo.removeMember(tx, memberId);
        await recordAdminAction(tx, {
          adminId: user.id,
          action: 'agency.member_removed',
          targetType: 'user',
          targetId: memberId,
          detail: {
            agency_id: agencyId,
            listings_to: to.listings_to,
            leads_to: to.leads_to,
            listings: handed.listings.length,
            leads: handed.leads,
          },
        });
        return handed;
      });
      deps.onListingsChange?.(
        moved.listings.map((l) => l.id),
        moved.listings.map((l) => l.cityKey),
      );
      deps.onAgencyChange?.();
      return { listings: moved.listings.length, leads: moved.leads, agency: await mine(user, locale) };
    },

    /** Leaves the agency (the only owner cannot: they make another owner first). */
    async leave(user: UserRow, locale: Locale) {
      const actor = await seated(user);
      await db.transaction(async (tx) => {
        const member = await repo.membershipForUpdate(tx, user.id);
        if (!member) throw notMember();
        if (member.role === 'owner' && (await repo.ownerCount(tx, member.agencyId)) <= 1) {
          throw error(409, 'last_owner', 'agencies.errors.last_owner', 'form');
        }
        const counts = await repo.removalCounts(member.agencyId, user.id);
        if (counts.listings || counts.leads) {
          // Their agency listings and open leads stay with the agency: its first owner takes them.
          const owner = (await repo.members(member.agencyId, tx)).find(
            (m) => m.role === 'owner' && m.userId !== user.id,
          );
          if (owner) await repo.handOver(tx, member.agencyId, user.id, owner.userId, owner.userId);
        }
        await repo.removeMember(tx, user.id);
        void actor;
      });
      deps.onAgencyChange?.();
      return mine(user, locale);
    },
  };
}
