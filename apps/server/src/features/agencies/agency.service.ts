import { randomBytes } from 'node:crypto';
import { type AgencyInput, type AgencyUpdate, type Locale } from '@estate/shared';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { englishMessage } from '../../lib/english-message.js';
import { slugOf } from '../../lib/slug.js';
import { assertEmailVerified } from '../../lib/verified-email.js';
import { canEditAgency } from '../access/policies.js';
import { recordAdminAction } from '../moderation/admin-log.js';
import type { UserRow } from '../users/user.table.js';
import { toAgencyPublic, toTeamMember } from './agency.presenter.js';
import { agencyContext, forbidden, notFound, today, type AgencyServiceDeps } from './agency-context.js';
import { agencyInvitations } from './agency-invites.js';
import { assertLicenceFree, licenceOf, licenceSweep } from './agency-licence.js';
import { agencyMembers } from './agency-members.js';

export type { AgencyMail, AgencyServiceDeps } from './agency-context.js';
export { hashInviteToken } from './agency-context.js';

const logoRef = (agencyId: number) => `agency:${agencyId}`;

/**
 * Agencies and their teams (issue 36): create, edit, invite, accept, change roles and allowances,
 * remove with a hand-over, leave; the public page; moderators' licence check. Who may act is
 * decided by features/access; this service only applies the decisions.
 */
export function agencyService(deps: AgencyServiceDeps) {
  const { db, repo } = deps;

  async function uniqueSlug(tx: Executor, name: string): Promise<string> {
    const base = slugOf(name, 60) || 'agency';
    for (let n = 1; n < 50; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.slugTaken(slug, tx))) return slug;
    }
    return `${base}-${randomBytes(3).toString('hex')}`;
  }

  const context = agencyContext(deps);
  const { seated, agencyOf, mine } = context;
  const licenceRules = (input: Parameters<typeof licenceOf>[0]) => licenceOf(input, deps.ornMaxDigits);

  return {
    mine,
    ...agencyInvitations(deps, context),
    ...agencyMembers(deps, context),
    licenceSweep: () => licenceSweep(deps),

    /** A signed-in user with a confirmed address makes an agency and becomes its owner. */
    async create(input: AgencyInput, user: UserRow, locale: Locale) {
      assertEmailVerified(user);
      const licence = licenceRules(input);
      await db.transaction(async (tx) => {
        const current = await repo.membership(user.id, tx);
        if (current) {
          const theirs = await repo.byId(current.agencyId, tx);
          throw new AppError(409, 'member_of_another_agency', englishMessage('agencies.errors.member_elsewhere'), {
            form: 'agencies.errors.member_elsewhere',
            agency: theirs?.nameEn ?? '',
          });
        }
        await assertLicenceFree(deps, tx, licence.licenceAuthority, licence.licenceNumber, null);
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
      const licence = licenceRules(merged);
      const licenceChanged =
        licence.licenceNumber !== agency.licenceNumber || licence.licenceExpiresOn !== agency.licenceExpiresOn;
      const released: { id: number; city_key: string }[] = [];
      await db.transaction(async (tx) => {
        await assertLicenceFree(deps, tx, licence.licenceAuthority, licence.licenceNumber, agency.id);
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
