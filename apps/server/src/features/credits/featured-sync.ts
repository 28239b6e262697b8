import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { listingChange } from '../../lib/response-cache.js';
import { listings } from '../listings/listing.table.js';
import { runningAd } from './credits.table.js';

/**
 * A listing is featured exactly while a feature ad for it runs (`runningAd`: active, not ended
 * early, started and not past ends_at). `listings.is_featured` mirrors that so search can order by an index; this puts
 * it back in step for the given listings (after a purchase, block, unblock or unfeature), or for
 * every listing whose flag is stale (the expiry sweep). Answers the listings that changed, with
 * their city (what the response cache drops).
 */
export async function syncFeaturedListings(db: Db, listingIds?: number[]): Promise<FeaturedChange[]> {
  const running = sql`exists (select 1 from ad_placements a where a.listing_id = ${listings.id} and a.kind = 'feature' and ${runningAd('a')})`;
  const scope = listingIds ? (listingIds.length ? inArray(listings.id, listingIds) : sql`false`) : undefined;
  const changed = { id: listings.id, cityKey: listings.cityKey };
  // The flag as a literal condition, not a parameter: every statement is a named prepared one
  // (db/prepared-statements.ts), and the generic plan of `is_featured = $1` read the whole table
  // (1 s a minute at 1,000,000 listings) where `not is_featured` meets the few running ads.
  const turnedOn = await db
    .update(listings)
    .set({ isFeatured: true })
    .where(and(scope, sql`not ${listings.isFeatured}`, running))
    .returning(changed);
  const turnedOff = await db
    .update(listings)
    .set({ isFeatured: false })
    .where(and(scope, sql`${listings.isFeatured}`, sql`not ${running}`))
    .returning(changed);
  return [...turnedOn, ...turnedOff];
}
export interface FeaturedChange {
  id: number;
  cityKey: string;
}

/** `syncFeaturedListings`, answering how many listings changed. */
export async function syncFeatured(db: Db, listingIds?: number[]): Promise<number> {
  return (await syncFeaturedListings(db, listingIds)).length;
}

/** The response-cache tags of the listings whose featured flag changed. */
export const featuredChangeTags = (changes: FeaturedChange[]): string[] =>
  changes.flatMap((change) => listingChange(change.id, change.cityKey));
