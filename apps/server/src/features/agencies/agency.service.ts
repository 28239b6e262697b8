import { createHash, randomBytes } from 'node:crypto';
import {
  AGENCY_INVITE_DAYS,
  isDubaiAgency,
  permissionsOf,
  type AgencyInput,
  type AgencyInvitePreview,
  type AgencyMemberUpdate,
  type AgencyRole,
  type AgencyUpdate,
  type Locale,
  type MyAgencyAnswer,
} from '@estate/shared';
import type { Db, Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { slugOf } from '../../lib/slug.js';
import type { UploadClaims } from '../../lib/upload-claims.js';
import { assertEmailVerified } from '../../lib/verified-email.js';
import { actorFor, type Actor } from '../access/actor.js';
import { canEditAgency, canInvite, canManageMembers } from '../access/policies.js';
import { recordAdminAction } from '../moderation/admin-log.js';
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

const error = (status: number, code: ConstructorParameters<typeof AppError>[1], key: string, field = 'form') =>
  new AppError(status, code, englishMessage(key), { [field]: key });
const notMember = () => error(403, 'forbidden', 'agencies.errors.not_member');
const forbidden = () => error(403, 'forbidden', 'agencies.errors.not_allowed');
const notFound = () => error(404, 'not_found', 'agencies.errors.not_found');

const today = () => new Date().toISOString().slice(0, 10);
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');
const logoRef = (agencyId: number) => `agency:${agencyId}`;
/** Licence reminders: this many days before the expiry, and on the day. */
const LICENCE_NOTICE_DAYS = [0, 7, 30] as const;
const whenText = (locale: Locale, days: number) =>
  locale === 'ar'
    ? days <= 0
      ? 'اليوم'
      : `خلال ${days} يومًا`
    : days <= 0
      ? 'today'
      : `in ${days} day${days === 1 ? '' : 's'}`;

/**
 * Agencies and their teams (issue 36): create, edit, invite, accept, change roles and allowances,
 * remove with a hand-over, leave; the public page; moderators' licence check. Who may act is
 * decided by features/access; this service only applies the decisions.
 */
export function agencyService(deps: AgencyServiceDeps) {
  const { db, repo } = deps;

  /** The licence rules: in Dubai an ORN of digits and a future expiry; elsewhere optional. */
  function licenceOf(input: Pick<AgencyInput, 'country' | 'city' | 'licence_number' | 'licence_expires_on'>) {
    const dubai = isDubaiAgency(input.country, input.city);
    const number = input.licence_number ?? null;
    const expires = input.licence_expires_on ?? null;
    if (dubai && !number) throw error(422, 'validation_failed', 'agencies.errors.orn_required', 'licence_number');
    if (dubai && number && number.length > deps.ornMaxDigits) {
      throw new AppError(
        422,
        'validation_failed',
        englishMessage('agencies.errors.orn_length').replace('{{max}}', String(deps.ornMaxDigits)),
        { licence_number: 'agencies.errors.orn_length' },
      );
    }
    if (dubai && !expires) {
      throw error(422, 'validation_failed', 'agencies.errors.licence_expiry_required', 'licence_expires_on');
    }
    if (expires && expires <= today()) {
      throw error(422, 'validation_failed', 'agencies.errors.licence_expiry_past', 'licence_expires_on');
    }
    return {
      licenceAuthority: dubai ? 'dld_rera' : number ? 'other' : 'none',
      licenceNumber: number,
      licenceExpiresOn: expires,
    };
  }

  async function assertLicenceFree(tx: Executor, authority: string, number: string | null, exceptId: number | null) {
    if (!number) return;
    const holder = await repo.licenceHolder(authority, number, exceptId, tx);
    if (holder) throw error(409, 'licence_taken', 'agencies.errors.licence_taken', 'licence_number');
  }

  async function uniqueSlug(tx: Executor, name: string): Promise<string> {
    const base = slugOf(name, 60) || 'agency';
    for (let n = 1; n < 50; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.slugTaken(slug, tx))) return slug;
    }
    return `${base}-${randomBytes(3).toString('hex')}`;
  }

  /** The actor, who must belong to an agency (403 at once for anyone removed). */
  async function seated(user: UserRow): Promise<Actor & { agency: NonNullable<Actor['agency']> }> {
    const actor = await actorFor(db, user);
    if (!actor.agency) throw notMember();
    return actor as Actor & { agency: NonNullable<Actor['agency']> };
  }

  async function agencyOf(actor: Actor & { agency: NonNullable<Actor['agency']> }): Promise<AgencyRow> {
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
      repo.wallet(agency.id, user.id),
    ]);
    // An agent sees the team's public card of each member; admins and managers see the details.
    const detailed = canManageMembers(actor, agency.id) || seat.role === 'manager';
    const shown = members.filter((m) => detailed || m.userId === user.id || m.isPublic);
    return {
      agency: {
        ...toAgencyPublic(agency, locale, counts, members.filter((m) => m.isPublic).map(toTeamMember)),
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
        spent_this_month: wallet.spent,
        monthly_allowance: seat.monthlyCreditAllowance,
      },
      personal_listings: personal,
    };
  }

  return {
    mine,

    /** A signed-in user with a confirmed address makes an agency and becomes its owner. */
    async create(input: AgencyInput, user: UserRow, locale: Locale) {
      assertEmailVerified(user);
      const licence = licenceOf(input);
      await db.transaction(async (tx) => {
        const current = await repo.membership(user.id, tx);
        if (current) {
          const theirs = await repo.byId(current.agencyId, tx);
          throw new AppError(409, 'member_of_another_agency', englishMessage('agencies.errors.member_elsewhere'), {
            form: 'agencies.errors.member_elsewhere',
            agency: theirs?.nameEn ?? '',
          });
        }
        await assertLicenceFree(tx, licence.licenceAuthority, licence.licenceNumber, null);
        const created = await repo.insert(tx, {
          slug: await uniqueSlug(tx, input.name_en),
          nameEn: input.name_en,
          nameAr: input.name_ar ?? null,
          aboutEn: input.about_en ?? '',
          aboutAr: input.about_ar ?? '',
          country: input.country,
          city: input.city,
          cityKey: input.city.trim().toLowerCase(),
          phone: input.phone,
          whatsapp: input.whatsapp ?? null,
          email: input.email.toLowerCase(),
          website: input.website ?? null,
          ...licence,
          createdBy: user.id,
        });
        if (input.logo) {
          const logo = await deps.uploads.claim(tx, {
            userId: user.id,
            id: input.logo,
            kind: 'profile_picture',
            ref: logoRef(created.id),
          });
          await repo.update(tx, created.id, { logo: logo.image });
        }
        await repo.addMember(tx, { userId: user.id, agencyId: created.id, role: 'owner', inRotation: true });
        return created;
      });
      deps.onAgencyChange?.();
      return mine(user, locale);
    },

    async update(input: AgencyUpdate, user: UserRow, locale: Locale) {
      const actor = await seated(user);
      const agency = await agencyOf(actor);
      if (!canEditAgency(actor, agency.id)) throw forbidden();
      const merged = {
        country: input.country ?? agency.country,
        city: input.city ?? agency.city,
        licence_number: 'licence_number' in input ? input.licence_number : (agency.licenceNumber ?? undefined),
        licence_expires_on:
          'licence_expires_on' in input ? input.licence_expires_on : (agency.licenceExpiresOn ?? undefined),
      };
      const licence = licenceOf(merged);
      const licenceChanged =
        licence.licenceNumber !== agency.licenceNumber || licence.licenceExpiresOn !== agency.licenceExpiresOn;
      const released: { id: number; city_key: string }[] = [];
      await db.transaction(async (tx) => {
        await assertLicenceFree(tx, licence.licenceAuthority, licence.licenceNumber, agency.id);
        await repo.update(tx, agency.id, {
          ...(input.name_en !== undefined && { nameEn: input.name_en }),
          ...('name_ar' in input && { nameAr: input.name_ar ?? null }),
          ...('about_en' in input && { aboutEn: input.about_en ?? '' }),
          ...('about_ar' in input && { aboutAr: input.about_ar ?? '' }),
          ...(input.country !== undefined && { country: input.country }),
          ...(input.city !== undefined && { city: input.city, cityKey: input.city.trim().toLowerCase() }),
          ...(input.phone !== undefined && { phone: input.phone }),
          ...('whatsapp' in input && { whatsapp: input.whatsapp ?? null }),
          ...(input.email !== undefined && { email: input.email.toLowerCase() }),
          ...('website' in input && { website: input.website ?? null }),
          ...(input.response_target_minutes !== undefined && {
            responseTargetMinutes: input.response_target_minutes,
          }),
          ...licence,
          // A new licence number or expiry must be checked again, and its reminders start over.
          ...(licenceChanged && { licenceCheckedAt: null, licenceCheckedBy: null, licenceNoticesSent: [] }),
        });
        // A renewed licence puts the listings the sweep held back on sale or rent.
        if (licenceChanged && licence.licenceExpiresOn && licence.licenceExpiresOn > today()) {
          released.push(...(await repo.releaseHeldListings(tx, agency.id)));
        }
        if (input.logo) {
          const logo = await deps.uploads.claim(tx, {
            userId: user.id,
            id: input.logo,
            kind: 'profile_picture',
            ref: logoRef(agency.id),
          });
          await deps.uploads.release(tx, logoRef(agency.id), [logo.id]);
          await repo.update(tx, agency.id, { logo: logo.image });
        }
      });
      if (released.length) {
        deps.onListingsChange?.(
          released.map((l) => l.id),
          released.map((l) => l.city_key),
        );
      }
      deps.onAgencyChange?.();
      return mine(user, locale);
    },

    /** Invites someone by e-mail: a single-use link for 7 days, mailed through the job queue. */
    async invite(input: { email: string; role: AgencyRole }, user: UserRow, locale: Locale) {
      const actor = await seated(user);
      const agency = await agencyOf(actor);
      if (!canInvite(actor, agency.id)) throw forbidden();
      // Only an owner makes another owner.
      if (input.role === 'owner' && actor.agency.role !== 'owner') throw forbidden();
      if ((await repo.invitesSentSince(agency.id, new Date(Date.now() - 3600_000))) >= deps.invitesPerHour) {
        throw error(429, 'too_many_requests', 'agencies.errors.too_many_invites');
      }
      const token = randomBytes(24).toString('base64url');
      const email = input.email.toLowerCase();
      await db.transaction(async (tx) => {
        await repo.insertInvite(tx, {
          agencyId: agency.id,
          email,
          role: input.role,
          tokenHash: hashInviteToken(token),
          invitedBy: user.id,
          expiresAt: new Date(Date.now() + AGENCY_INVITE_DAYS * 24 * 3600_000),
        });
        await deps.sendMail(tx, {
          to: email,
          template: 'agency_invite',
          locale,
          name: email,
          actionPath: `/agencies/join?token=${token}`,
          values: {
            agency: locale === 'ar' && agency.nameAr ? agency.nameAr : agency.nameEn,
            inviter: user.fullName,
            role: input.role,
            days: String(AGENCY_INVITE_DAYS),
          },
        });
      });
      return mine(user, locale);
    },

    async cancelInvite(id: number, user: UserRow, locale: Locale) {
      const actor = await seated(user);
      if (!canInvite(actor, actor.agency.agencyId)) throw forbidden();
      if (!(await repo.deleteInvite(actor.agency.agencyId, id))) throw notFound();
      return mine(user, locale);
    },

    /** What a link invites to (shown before accepting), or 404 for a link that never existed. */
    async previewInvite(token: string): Promise<AgencyInvitePreview> {
      const invite = await repo.inviteByHash(hashInviteToken(token));
      if (!invite) throw error(404, 'not_found', 'agencies.errors.invite_invalid', 'token');
      const agency = await repo.byId(invite.agencyId);
      if (!agency) throw error(404, 'not_found', 'agencies.errors.invite_invalid', 'token');
      return {
        agency: { name: agency.nameEn, slug: agency.slug, logo: agency.logo ?? null },
        role: invite.role as AgencyRole,
        email: invite.email,
        state: invite.acceptedAt ? 'used' : invite.expiresAt <= new Date() ? 'expired' : 'open',
      };
    },

    /**
     * Accepts an invitation: once, within 7 days, by the person it was sent to, who is in no other
     * agency. Their own listings stay personal until they move them.
     */
    async accept(token: string, user: UserRow, locale: Locale) {
      await db.transaction(async (tx) => {
        const invite = await repo.inviteByHash(hashInviteToken(token), tx);
        if (!invite || invite.acceptedAt) throw error(410, 'invite_invalid', 'agencies.errors.invite_invalid', 'token');
        if (invite.expiresAt <= new Date())
          throw error(410, 'invite_expired', 'agencies.errors.invite_expired', 'token');
        if (invite.email !== user.email.toLowerCase()) {
          throw error(403, 'forbidden', 'agencies.errors.invite_other_address', 'token');
        }
        const current = await repo.membership(user.id, tx);
        if (current) {
          const theirs = await repo.byId(current.agencyId, tx);
          throw new AppError(409, 'member_of_another_agency', englishMessage('agencies.errors.member_elsewhere'), {
            form: 'agencies.errors.member_elsewhere',
            agency: theirs?.nameEn ?? '',
          });
        }
        if (!(await repo.acceptInvite(tx, invite.id, user.id))) {
          throw error(410, 'invite_invalid', 'agencies.errors.invite_invalid', 'token');
        }
        await repo.addMember(tx, { userId: user.id, agencyId: invite.agencyId, role: invite.role });
      });
      deps.onAgencyChange?.();
      return mine(user, locale);
    },

    /** Moves some of the user's own credits to the agency's wallet (owner, admin). */
    async transferCredits(amount: number, user: UserRow, locale: Locale) {
      const actor = await seated(user);
      if (!canEditAgency(actor, actor.agency.agencyId)) throw forbidden();
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

    /** The public page of an active agency. */
    async publicPage(slug: string, locale: Locale) {
      const agency = await repo.bySlug(slug);
      if (!agency || agency.status !== 'active') throw notFound();
      const [members, counts] = await Promise.all([repo.members(agency.id), repo.purposeCounts(agency.id)]);
      return toAgencyPublic(agency, locale, counts, members.filter((m) => m.isPublic).map(toTeamMember));
    },

    publicListings: async (slug: string, agentId: number | null, page: number, size: number) => {
      const agency = await repo.bySlug(slug);
      if (!agency || agency.status !== 'active') throw notFound();
      return repo.publicListings(agency.id, agentId, page, size);
    },

    /**
     * The daily licence sweep (issue 36): an agency's Dubai listings leave search once its licence
     * has expired (status on_hold, back when a renewed licence is entered), and its owners are
     * mailed 30, 7 and 0 days before (each step once; a missed day sends the step reached).
     */
    async licenceSweep(): Promise<{ held: number; notices: number }> {
      const held = await db.transaction((tx) => repo.holdExpiredDubaiListings(tx));
      if (held.length) {
        deps.onListingsChange?.(
          held.map((l) => l.id),
          held.map((l) => l.city_key),
        );
      }
      const due = await repo.licenceNoticesDue();
      const byAgency = new Map<number, typeof due>();
      for (const row of due) byAgency.set(row.id, [...(byAgency.get(row.id) ?? []), row]);
      let notices = 0;
      for (const [agencyId, owners] of byAgency) {
        const first = owners[0]!;
        // The most urgent step reached (a missed day still sends it), once.
        const step = LICENCE_NOTICE_DAYS.find((days) => Number(first.days_left) <= days);
        if (step === undefined || first.sent.map(Number).includes(step)) continue;
        await db.transaction(async (tx) => {
          if (!(await repo.markLicenceNotice(tx, agencyId, step))) return;
          for (const owner of owners) {
            const locale: Locale = owner.owner_locale === 'ar' ? 'ar' : 'en';
            await deps.sendMail(tx, {
              to: owner.owner_email,
              template: 'agency_licence_expiry',
              locale,
              name: owner.owner_name,
              actionPath: '/dashboard?tab=agency',
              values: {
                agency: locale === 'ar' && owner.name_ar ? owner.name_ar : owner.name_en,
                licence: owner.licence_number ?? '',
                date: owner.expires_on,
                when: whenText(locale, Number(owner.days_left)),
              },
            });
            notices++;
          }
        });
      }
      return { held: held.length, notices };
    },

    /** Moderators: agencies, unchecked licences first. */
    forAdmin: (page: number) => repo.forAdmin(page, 50),

    /** A moderator compared the licence with the register. Logged. */
    async markLicenceChecked(agencyId: number, admin: UserRow) {
      await db.transaction(async (tx) => {
        const agency = await repo.byId(agencyId, tx);
        if (!agency) throw notFound();
        await repo.update(tx, agencyId, { licenceCheckedAt: new Date(), licenceCheckedBy: admin.id });
        await recordAdminAction(tx, {
          adminId: admin.id,
          action: 'agency.licence_checked',
          targetType: 'agency',
          targetId: agencyId,
          detail: { licence_number: agency.licenceNumber, expires_on: agency.licenceExpiresOn },
        });
      });
      deps.onAgencyChange?.();
    },
  };
}
export type AgencyService = ReturnType<typeof agencyService>;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  return inner?.code === '23505' && (inner.constraint === constraint || !inner.constraint);
}
