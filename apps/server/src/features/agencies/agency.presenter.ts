import {
  maskPhone,
  type AgencyInvite,
  type AgencyMember,
  type AgencyPublic,
  type AgencyRole,
  type AgencyTeamMember,
  type Locale,
} from '@estate/shared';
import type { AgencyRepository, AgencyRow } from './agency.repository.js';

type MemberRow = Awaited<ReturnType<AgencyRepository['members']>>[number];
type InviteRow = Awaited<ReturnType<AgencyRepository['openInvites']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An agency as its public page shows it, in the page's language. */
export function toAgencyPublic(
  agency: AgencyRow,
  locale: Locale,
  counts: { for_sale: number; for_rent: number },
  team: AgencyTeamMember[],
): AgencyPublic {
  return {
    id: agency.id,
    slug: agency.slug,
    name: locale === 'ar' && agency.nameAr ? agency.nameAr : agency.nameEn,
    name_en: agency.nameEn,
    name_ar: agency.nameAr,
    logo: agency.logo ?? null,
    about: (locale === 'ar' && agency.aboutAr) || agency.aboutEn || agency.aboutAr,
    country: agency.country,
    city: agency.city,
    // Masked: the numbers come from `POST /api/agencies/{slug}/phone/` (issue 42, J8.1).
    phone_masked: maskPhone(agency.phone, agency.country),
    whatsapp_masked: maskPhone(agency.whatsapp, agency.country),
    email: agency.email,
    website: agency.website,
    licence: {
      authority: agency.licenceAuthority,
      number: agency.licenceNumber,
      expires_on: agency.licenceExpiresOn,
      checked_at: iso(agency.licenceCheckedAt),
    },
    status: agency.status,
    counts,
    team,
    created_at: agency.createdAt.toISOString(),
  };
}

export function toTeamMember(m: MemberRow): AgencyTeamMember {
  return {
    id: m.userId,
    slug: m.slug,
    name: m.name,
    picture: m.picture,
    role: m.role as AgencyRole,
    brn: m.brn,
    brn_expires_on: m.brnExpiresOn,
    live_listings: Number(m.liveListings),
  };
}

/** A member for the dashboard; `detailed` adds the address, allowances and rotation. */
export function toMember(m: MemberRow, detailed: boolean): AgencyMember {
  return {
    ...toTeamMember(m),
    email: detailed ? m.email : '',
    manager_id: m.managerId,
    is_public: m.isPublic,
    listing_allowance: detailed ? m.listingAllowance : null,
    monthly_credit_allowance: detailed ? m.monthlyCreditAllowance : null,
    in_rotation: detailed ? m.inRotation : false,
    paused: detailed ? m.paused : false,
    joined_at: m.joinedAt.toISOString(),
  };
}

export function toInvite(i: InviteRow): AgencyInvite {
  return {
    id: i.id,
    email: i.email,
    role: i.role as AgencyRole,
    expires_at: i.expiresAt.toISOString(),
    invited_by: i.invitedBy,
  };
}
