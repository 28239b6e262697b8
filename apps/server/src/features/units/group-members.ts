import { and, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SearchFilters } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { cityKeyOf } from '../listings/listing-row.js';
import { listings, PUBLIC_SEARCH } from '../listings/listing.table.js';

/** A group's public member as search's collapse needs it, in the representative's order. */
export interface GroupMember {
  id: number;
  groupId: number;
  ownerId: number;
  agencyId: number | null;
  price: number;
  currency: string;
  purpose: string;
  areaType: string;
  propertyType: string;
  cityKey: string;
  country: string;
  bedrooms: number;
  bathrooms: number;
  isFeatured: boolean;
}

/** How long a process keeps a group's members (a price or status change shows within it). */
const MEMBERS_TTL_MS = 30_000;

/** The filters `matchesInMemory` decides; a search with any other is matched by SQL. */
const DECIDED = new Set([
  'purpose',
  'area_type',
  'property_type',
  'city',
  'country',
  'bedrooms',
  'bathrooms',
  'min_price',
  'max_price',
  'featured',
  // not filters
  'sort',
  'page',
  'page_size',
  'after',
  'size_unit',
]);

/**
 * Whether a member matches the search, for the simple filters only (the same comparisons as
 * searchConditions in listing-search.query.ts: equal, at least, a closed price range); undefined
 * when the search has any other filter (a keyword, an area, a map box...): SQL decides then.
 */
export function matchesInMemory(filters: SearchFilters, m: GroupMember): boolean | undefined {
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !DECIDED.has(key)) return undefined;
  }
  const f = filters;
  return (
    (f.purpose === undefined || m.purpose === f.purpose) &&
    (f.area_type === undefined || m.areaType === f.area_type) &&
    (f.property_type === undefined || m.propertyType === f.property_type) &&
    (!f.city || m.cityKey === cityKeyOf(f.city)) &&
    (!f.country || m.country === f.country) &&
    (f.bedrooms === undefined || m.bedrooms >= f.bedrooms) &&
    (f.bathrooms === undefined || m.bathrooms >= f.bathrooms) &&
    (f.min_price === undefined || m.price >= f.min_price) &&
    (f.max_price === undefined || m.price <= f.max_price) &&
    (f.featured === undefined || m.isFeatured === f.featured)
  );
}

/**
 * The public members of groups, kept MEMBERS_TTL_MS per process: a page of search with grouped
 * listings reads its groups once, and the next searches that show them read nothing.
 */
export function groupMembers(db: Db) {
  const kept = new LRUCache<number, GroupMember[]>({ max: 20_000, ttl: MEMBERS_TTL_MS });
  return async function membersOf(groups: number[]): Promise<Map<number, GroupMember[]>> {
    const out = new Map<number, GroupMember[]>();
    const missing = groups.filter((g) => {
      const members = kept.get(g);
      if (members) out.set(g, members);
      return !members;
    });
    if (!missing.length) return out;
    const rows = await db
      .select({
        id: listings.id,
        groupId: sql<number>`${listings.unitGroupId}`,
        ownerId: listings.ownerId,
        agencyId: listings.agencyId,
        price: listings.price,
        currency: listings.currency,
        purpose: listings.purpose,
        areaType: listings.areaType,
        propertyType: listings.propertyType,
        cityKey: listings.cityKey,
        country: listings.country,
        bedrooms: listings.bedrooms,
        bathrooms: listings.bathrooms,
        isFeatured: listings.isFeatured,
      })
      .from(listings)
      .where(and(inArray(listings.unitGroupId, missing), sql`${PUBLIC_SEARCH}`))
      // The representative's order: verified first, then the earliest listed.
      .orderBy(
        sql`(${listings.verifiedUntil} is not null and ${listings.verifiedUntil} > now()) desc`,
        listings.createdAt,
        listings.id,
      );
    for (const g of missing) out.set(g, []);
    for (const row of rows)
      out.get(Number(row.groupId))!.push({ ...row, groupId: Number(row.groupId), price: Number(row.price) });
    for (const g of missing) kept.set(g, out.get(g)!);
    return out;
  };
}
