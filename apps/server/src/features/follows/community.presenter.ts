import { type AccountType, type PersonSummary, type PostSummary, type ProfileAgency } from '@estate/shared';
import type { PersonRow } from './follow.repository.js';
import { toUserCard } from '../users/user-card.js';
import type { ProfileRepository } from './profile.repository.js';

type ProfileAgencyRow = NonNullable<Awaited<ReturnType<ProfileRepository['agencyOf']>>>;

export function toPerson(row: PersonRow): PersonSummary {
  return {
    ...toUserCard(row),
    type: row.type as AccountType,
    designation: row.designation,
  };
}

export function toPost(row: {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: PostSummary['featured_image'];
  createdAt: Date;
}): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featured_image: row.featuredImage ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The agency on a public profile: both names (the page shows its language's), logo, BRN and licence. */
export function toProfileAgency(row: ProfileAgencyRow | undefined): ProfileAgency | null {
  if (!row) return null;
  return {
    slug: row.slug,
    name: row.nameEn,
    name_ar: row.nameAr,
    logo: row.logo ?? null,
    brn: row.brn,
    brn_expires_on: row.brnExpiresOn,
    licence: {
      authority: row.licenceAuthority,
      number: row.licenceNumber,
      expires_on: row.licenceExpiresOn,
      checked_at: row.licenceCheckedAt?.toISOString() ?? null,
    },
  };
}
