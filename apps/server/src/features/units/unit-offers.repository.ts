import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { SEARCHABLE_STATUSES } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { agencies } from '../agencies/agency.table.js';
import { listings } from '../listings/listing.table.js';
import { users } from '../users/user.table.js';

const verified = sql<boolean>`(${listings.verifiedUntil} is not null and ${listings.verifiedUntil} > now())`;

/** SQL only: a unit's public offers, side by side (unit.service.ts). */
export async function publicOffersOf(db: Db, groupId: number) {
  const rows = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      title: listings.title,
      price: listings.price,
      currency: listings.currency,
      ownerId: listings.ownerId,
      agencyId: listings.agencyId,
      verified,
      listedSince: sql<Date>`coalesce(${listings.firstListedAt}, ${listings.createdAt})`.mapWith(listings.createdAt),
      cover: listings.cover,
      listerName: users.fullName,
      listerSlug: users.slug,
      agencyName: agencies.nameEn,
      agencySlug: agencies.slug,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .leftJoin(agencies, eq(agencies.id, listings.agencyId))
    // Public offers only: a pending or hidden member of the group is nobody else's to see.
    .where(and(eq(listings.unitGroupId, groupId), inArray(listings.status, [...SEARCHABLE_STATUSES])))
    .orderBy(desc(verified), asc(listings.createdAt), asc(listings.id));
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}
