import {
  resolveProfilePicture,
  type Currency,
  type Demand,
  type DemandStatus,
  type PropertyType,
  type Purpose,
} from '@estate/shared';
import type { DemandAuthorRow } from './demand.repository.js';
import type { DemandRow } from './demand.table.js';

/** The API shape of a demand. */
export function toDemand(row: DemandRow, author: DemandAuthorRow, viewerId: number | undefined): Demand {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    purpose: row.purpose as Purpose,
    property_type: (row.propertyType as PropertyType | null) ?? null,
    country: row.country,
    city: row.city,
    budget_min: row.budgetMin == null ? null : Number(row.budgetMin),
    budget_max: row.budgetMax == null ? null : Number(row.budgetMax),
    currency: (row.currency as Currency | null) ?? null,
    bedrooms: row.bedrooms,
    status: row.status as DemandStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author: {
      id: author.id,
      full_name: author.fullName,
      slug: author.slug,
      profile_picture: resolveProfilePicture(author.profilePicture),
      is_verified_user: author.isVerified,
    },
    is_mine: viewerId === row.userId,
  };
}
