import { type Currency, type Demand, type DemandStatus, type PropertyType, type Purpose } from '@estate/shared';
import type { DemandRow } from './demand.table.js';
import { toUserCard, type UserCardRow } from '../users/user-card.js';
import { isOwnedBy } from '../access/policies.js';

/** The API shape of a demand. */
export function toDemand(row: DemandRow, author: UserCardRow, viewerId: number | undefined): Demand {
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
    author: toUserCard(author),
    is_mine: isOwnedBy(row.userId, viewerId),
  };
}
