import { createHash } from 'node:crypto';
import { permissionsOf, type Locale, type MyAgencyAnswer } from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import type { UploadClaims } from '../../lib/upload-claims.js';
import { actorFor, type Actor } from '../access/actor.js';
import { agentTableScope, canFundAgency, canInvite, canManageMembers, canSeeCreditUse } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import { toAgencyPublic, toInvite, toMember, toTeamMember } from './agency.presenter.js';
import type { AgencyRepository, AgencyRow } from './agency.repository.js';

/** A mail job (features/mail), enqueued in the caller's transaction. */
export interface AgencyMail {
  to: string;
  template: 'agency_invite' | 'agency_licence_expiry';
  locale: Locale;
  name: string;
  actionPath: string;
  values?: Record<string, string>;
  /** The same mail in a second language under the first, with that language's values. */
  also?: { locale: Locale; values?: Record<string, string> };
}

export interface AgencyServiceDeps {
  db: Db;
  repo: AgencyRepository;
  uploads: UploadClaims;
  sendMail: (tx: Executor, mail: AgencyMail) => Promise<void>;
  /** The Dubai ORN: digits, at most this many (AGENCY_ORN_MAX_DIGITS). */
  ornMaxDigits: number;
  /** Invitations one agency may send per hour. */
  invitesPerHour: number;
  /** Listings whose owner or agency changed (response cache), with their cities. */
  onListingsChange?: (ids: number[], cityKeys: string[]) => void;
  /** Agencies changed (their public pages). */
  onAgencyChange?: () => void;
}

/** A signed-in user who belongs to an agency. */
export type Seated = Actor & { agency: NonNullable<Actor['agency']> };

export const agencyError = (
  status: number,
  code: ConstructorParameters<typeof AppError>[1],
  key: string,
  field = 'form',
) => new AppError(status, code, englishMessage(key), { [field]: key });
export const notMember = () => agencyError(403, 'forbidden', 'agencies.errors.not_member');
export const forbidden = () => agencyError(403, 'forbidden', 'agencies.errors.not_allowed');
export const notFound = () => agencyError(404, 'not_found', 'agencies.errors.not_found');

export const today = () => new Date().toISOString().slice(0, 10);
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What every agency use case shares: who acts, their agency, and the dashboard's answer. */
export function agencyContext(deps: AgencyServiceDeps) {
  const { db, repo } = deps;

  /** The actor, who must belong to an agency (403 at once for anyone removed). */
  async function seated(user: UserRow): Promise<Seated> {
    const actor = await actorFor(db, user);
    if (!actor.agency) throw notMember();
    return actor as Seated;
  }

  async function agencyOf(actor: Seated): Promise<AgencyRow> {
    const agency = await repo.byId(actor.agency.agencyId);
    if (!agency) throw notMember();
    return agency;
  }

  /** The dashboard's view of the user's agency: role, permissions, members, invitations, quota. */
  async function mine(user: UserRow, locale: Locale): Promise<MyAgencyAnswer> {
    const actor = await actorFor(db, user);
    const empty = { agency: null, role: null, permissions: [], members: [], invites: [], quota: null, wallet: null };
    if (!actor.agency) return { ...empty, personal_listings: await repo.personalLiveCount(user.id) };
    const agency = await repo.byId(actor.agency.agencyId);
    if (!agency) return { ...empty, personal_listings: 0 };
    const seat = actor.agency;
    const [members, invites, use, counts, personal, wallet] = await Promise.all([
      repo.members(agency.id),
      canInvite(actor, agency.id) ? repo.openInvites(agency.id) : Promise.resolve([]),
      repo.quotaUse(agency.id, user.id),
      repo.purposeCounts(agency.id),
      repo.personalLiveCount(user.id),
      repo.walletUse(agency.id, user.id),
    ]);
    // An agent sees the team's public card of each member; admins and managers see the details.
    const detailed = canManageMembers(actor, agency.id) || seat.role === 'manager';
    const shown = members.filter((m) => detailed || m.userId === user.id || m.isPublic);
    return {
      agency: {
        ...toAgencyPublic(agency, locale, counts, members.filter((m) => m.isPublic).map(toTeamMember)),
        // Its own numbers in clear for its members (the edit form); the public page masks them.
        phone: agency.phone,
        whatsapp: agency.whatsapp,
        about_en: agency.aboutEn,
        about_ar: agency.aboutAr,
        response_target_minutes: agency.responseTargetMinutes,
        listing_quota: agency.listingQuota,
      },
      role: seat.role,
      permissions: permissionsOf(seat.role),
      members: shown.map((m) => toMember(m, detailed || m.userId === user.id)),
      invites: invites.map(toInvite),
      quota: { quota: agency.listingQuota, live: use.live, allowances: use.allowances },
      wallet: {
        balance: wallet.balance,
        spent_this_month: wallet.spentBy.get(user.id) ?? 0,
        monthly_allowance: seat.monthlyCreditAllowance,
        agency_spent_this_month: agentTableScope(actor) === 'all' ? wallet.spent : null,
        own_credits: canFundAgency(actor, agency.id) ? wallet.own : null,
        members: members
          .filter((m) => canSeeCreditUse(actor, m.userId))
          .map((m) => ({
            id: m.userId,
            spent_this_month: wallet.spentBy.get(m.userId) ?? 0,
            monthly_allowance: m.monthlyCreditAllowance,
          })),
      },
      personal_listings: personal,
    };
  }

  return { seated, agencyOf, mine };
}
export type AgencyContext = ReturnType<typeof agencyContext>;
