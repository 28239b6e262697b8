import { randomBytes } from 'node:crypto';
import { AGENCY_INVITE_DAYS, isLocale, type AgencyInvitePreview, type AgencyRole, type Locale } from '@estate/shared';
import en from '@estate/shared/i18n/en/agencies.json' with { type: 'json' };
import ar from '@estate/shared/i18n/ar/agencies.json' with { type: 'json' };
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { canInvite } from '../access/policies.js';
import type { UserRow } from '../users/user.table.js';
import {
  agencyError as error,
  forbidden,
  hashInviteToken,
  notFound,
  type AgencyContext,
  type AgencyServiceDeps,
} from './agency-context.js';

const ROLE_NAMES = { en: en.agencies.roles, ar: ar.agencies.roles } as const;
const otherLocale = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');

/** Invitations by e-mail: send, withdraw, preview a link, accept it (issue 36). */
export function agencyInvitations(deps: AgencyServiceDeps, { seated, agencyOf, mine }: AgencyContext) {
  const { db, repo } = deps;
  return {
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
      // In the invitee's language when they have an account; else in both, the inviter's first.
      const theirs = await repo.accountLocale(email);
      await db.transaction(async (tx) => {
        await repo.insertInvite(tx, {
          agencyId: agency.id,
          email,
          role: input.role,
          tokenHash: hashInviteToken(token),
          invitedBy: user.id,
          expiresAt: new Date(Date.now() + AGENCY_INVITE_DAYS * 24 * 3600_000),
        });
        const first = theirs && isLocale(theirs) ? theirs : locale;
        const valuesIn = (lang: Locale) => ({
          agency: lang === 'ar' && agency.nameAr ? agency.nameAr : agency.nameEn,
          inviter: user.fullName,
          role: ROLE_NAMES[lang][input.role],
          days: String(AGENCY_INVITE_DAYS),
        });
        await deps.sendMail(tx, {
          to: email,
          template: 'agency_invite',
          locale: first,
          name: email,
          actionPath: `/agencies/join?token=${token}`,
          values: valuesIn(first),
          ...(theirs && isLocale(theirs)
            ? {}
            : { also: { locale: otherLocale(first), values: valuesIn(otherLocale(first)) } }),
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
  };
}
