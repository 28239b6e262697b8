import { resolveProfilePicture, type AccountType, type PersonSummary, type PostSummary } from '@estate/shared';
import type { PersonRow } from './follow.repository.js';

export function toPerson(row: PersonRow): PersonSummary {
  return {
    id: row.id,
    full_name: row.fullName,
    slug: row.slug,
    profile_picture: resolveProfilePicture(row.profilePicture),
    is_verified_user: row.isVerified,
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
