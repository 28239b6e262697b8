import { sql } from 'drizzle-orm';
import type { PermitAuthority } from '@estate/shared';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { liveStatusSql } from '../listings/listing.table.js';

/**
 * Live listings (LIVE_STATUSES) carrying the permit `permitNumber` of `authority`, oldest first, by
 * `listing_permits_number_idx`. For other features: the "one card per real unit" grouping finds
 * the listings of one Dubai unit with it (issue 37).
 */
export async function listingsWithPermit(
  db: Executor,
  permitNumber: string,
  authority: PermitAuthority = 'dld_trakheesi',
): Promise<{ listingId: number; ownerId: number; agencyId: number | null; status: string }[]> {
  return rowsOf<{ listingId: number; ownerId: number; agencyId: number | null; status: string }>(
    await db.execute(sql`select l.id as "listingId", l.owner_id as "ownerId", l.agency_id as "agencyId", l.status
      from listing_permits p join listings l on l.id = p.listing_id
      where p.authority = ${authority} and p.permit_number = ${permitNumber} and ${liveStatusSql('l')}
      order by l.id`),
  );
}
