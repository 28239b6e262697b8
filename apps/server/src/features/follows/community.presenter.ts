import { type AccountType, type PersonSummary, type PostSummary } from '@estate/shared';
import type { PersonRow } from './follow.repository.js';
import { toUserCard } from '../users/user-card.js';

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
