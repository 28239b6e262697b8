import { SEARCHABLE_STATUSES } from '@estate/shared';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { listings, liveStatusSql, PUBLIC_SEARCH } from '../listings/listing.table.js';
import { uploads } from '../uploads/upload.table.js';
import { NEAR_DISTANCE, photoKeys, type PhotoScope } from './photo-keys.js';
import { listingPhotoHashes, retiredListingPhotos, unitReviewPairs } from './unit.table.js';

/** A listing as the duplicate check compares it. */
export interface UnitListing extends PhotoScope {
  id: number;
  ownerId: number;
  agencyId: number | null;
  status: string;
  slug: string;
  bedrooms: number;
  areaSqm: number;
  price: number;
  currency: string;
  latitude: number;
  longitude: number;
  country: string;
  unitGroupId: number | null;
  createdAt: Date;
  firstListedAt: Date | null;
}

/** Another listing that looks like the same unit, and why. */
export interface UnitMatch {
  id: number;
  slug: string;
  ownerId: number;
  agencyId: number | null;
  status: string;
  unitGroupId: number | null;
  reason: 'photos' | 'place' | 'permit';
}

/** Photos a listing must share with another to be the same unit (issue 37). */
export const SHARED_PHOTOS = 3;
/**
 * The place criterion: within this many metres, size within 5 %, price within 15 % (of the lower
 * of the two, so the rule is the same whichever of the two listings is published first).
 */
export const PLACE_METRES = 150;
const SIZE_SHARE = 0.05;
const PRICE_SHARE = 0.15;
const METRES_PER_DEGREE = 111_320;
/** Photos one key may bring (see photoMatches). */
const KEY_FANOUT = 100;
/** How long a deleted listing's photos keep its "On Baytak since" date for its lister. */
export const RETIRED_DAYS = 90;

const pgArray = (values: readonly (number | bigint)[]) => `{${values.join(',')}}`;
const matchColumns = sql`l.id, l.slug, l.owner_id, l.agency_id, l.status, l.unit_group_id`;
type MatchRow = {
  id: number;
  slug: string;
  owner_id: number;
  agency_id: number | null;
  status: string;
  unit_group_id: number | null;
};
const toMatch = (row: MatchRow, reason: UnitMatch['reason']): UnitMatch => ({
  id: Number(row.id),
  slug: row.slug,
  ownerId: Number(row.owner_id),
  agencyId: row.agency_id === null ? null : Number(row.agency_id),
  status: row.status,
  unitGroupId: row.unit_group_id === null ? null : Number(row.unit_group_id),
  reason,
});
/** `<alias>.status` is one search shows (PUBLIC_SEARCH names no table: listing_permits has a status too). */
const searchableSql = (alias: string) =>
  sql.raw(`${alias}.status in (${SEARCHABLE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

const sameScope = (l: PhotoScope) =>
  sql`l.city_key = ${l.cityKey} and l.purpose = ${l.purpose} and l.property_type = ${l.propertyType}`;

/** SQL only: the rules live in unit-check.ts and unit.service.ts. */
export const unitRepository = {
  async listing(db: Db, id: number): Promise<UnitListing | undefined> {
    const [row] = await db
      .select({
        id: listings.id,
        ownerId: listings.ownerId,
        agencyId: listings.agencyId,
        status: listings.status,
        slug: listings.slug,
        cityKey: listings.cityKey,
        purpose: listings.purpose,
        propertyType: listings.propertyType,
        bedrooms: listings.bedrooms,
        areaSqm: listings.areaSqm,
        price: listings.price,
        currency: listings.currency,
        latitude: listings.latitude,
        longitude: listings.longitude,
        country: listings.country,
        unitGroupId: listings.unitGroupId,
        createdAt: listings.createdAt,
        firstListedAt: listings.firstListedAt,
      })
      .from(listings)
      .where(eq(listings.id, id));
    return row && { ...row, price: Number(row.price) };
  },

  /** The dHashes of a listing's photos (featured and gallery images), from its uploads. */
  async photoHashes(db: Db, listingId: number): Promise<{ uploadId: string; dhash: bigint }[]> {
    const rows = await db
      .select({ uploadId: uploads.id, dhash: sql<string>`${uploads.dhash}::text` })
      .from(uploads)
      .where(
        and(eq(uploads.listingId, listingId), inArray(uploads.kind, ['featured', 'gallery']), isNotNull(uploads.dhash)),
      );
    return rows.map((r) => ({ uploadId: r.uploadId, dhash: BigInt(r.dhash) }));
  },

  /** Rewrites the listing's rows of the photo index (photo-keys.ts). */
  async indexPhotos(db: Db, listing: UnitListing, photos: { uploadId: string; dhash: bigint }[]): Promise<void> {
    await db.delete(listingPhotoHashes).where(eq(listingPhotoHashes.listingId, listing.id));
    if (!photos.length) return;
    await db.insert(listingPhotoHashes).values(
      photos.map((p) => ({
        listingId: listing.id,
        uploadId: p.uploadId,
        dhash: p.dhash,
        keys: photoKeys(p.dhash, listing),
      })),
    );
  },

  /**
   * Live listings of the same scope with at least SHARED_PHOTOS photos each within NEAR_DISTANCE
   * of a different photo of this one: the GIN index finds the photos sharing a key, one index
   * descent per key (a single `keys && array` is estimated at half the table, since keys are
   * almost all distinct, and planned as a scan); the exact distance keeps the near ones. A key
   * shared by more than KEY_FANOUT photos of the scope is a pattern (a blank wall), not a unit:
   * it brings at most that many (decision 0048).
   */
  async photoMatches(db: Db, listing: UnitListing, hashes: bigint[]): Promise<UnitMatch[]> {
    if (hashes.length < SHARED_PHOTOS) return [];
    const keys = [...new Set(hashes.flatMap((h) => photoKeys(h, listing)))];
    const result = await db.execute(sql`
      with probe as (
        select p.dhash, p.n from unnest(${pgArray(hashes)}::bigint[]) with ordinality as p(dhash, n)
      ), near as (
        select h.listing_id
        from unnest(${pgArray(keys)}::int[]) k(key)
        cross join lateral (
          select h.listing_id, h.dhash from ${listingPhotoHashes} h where h.keys @> array[k.key] limit ${KEY_FANOUT}
        ) h
        join probe p on bit_count((h.dhash # p.dhash)::bit(64)) <= ${NEAR_DISTANCE}
        where h.listing_id <> ${listing.id}
        group by h.listing_id
        having count(distinct p.n) >= ${SHARED_PHOTOS}
      )
      select ${matchColumns}
      from near join ${listings} l on l.id = near.listing_id
      where ${sameScope(listing)} and ${liveStatusSql('l')}`);
    return rowsOf<MatchRow>(result).map((row) => toMatch(row, 'photos'));
  },

  /**
   * Public listings of the same scope within PLACE_METRES with the same bedrooms, size within 5 %
   * and price within 15 % (the search's GiST index). The lister's own pending listings are found
   * by their photos only: no index holds their places, and an owner may have thousands.
   */
  async placeMatches(db: Db, listing: UnitListing): Promise<UnitMatch[]> {
    const dLat = PLACE_METRES / METRES_PER_DEGREE;
    const dLng = PLACE_METRES / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((listing.latitude * Math.PI) / 180)));
    const box = sql`box(point(${listing.longitude - dLng}, ${listing.latitude - dLat}), point(${listing.longitude + dLng}, ${listing.latitude + dLat}))`;
    const alike = sql`${sameScope(listing)} and l.id <> ${listing.id}
      and l.bedrooms = ${listing.bedrooms} and l.currency = ${listing.currency}
      and l.area_sqm between ${listing.areaSqm / (1 + SIZE_SHARE)} and ${listing.areaSqm * (1 + SIZE_SHARE)}
      and l.price between ${listing.price / (1 + PRICE_SHARE)} and ${listing.price * (1 + PRICE_SHARE)}
      and 2 * 6371000 * asin(sqrt(power(sin(radians(l.latitude - ${listing.latitude}) / 2), 2)
        + cos(radians(${listing.latitude})) * cos(radians(l.latitude))
        * power(sin(radians(l.longitude - ${listing.longitude}) / 2), 2))) <= ${PLACE_METRES}`;
    const result = await db.execute(sql`
      select ${matchColumns} from ${listings} l where l.location <@ ${box} and ${PUBLIC_SEARCH} and ${alike}`);
    return rowsOf<MatchRow>(result).map((row) => toMatch(row, 'place'));
  },

  /**
   * In Dubai, public listings of the same city, purpose and type carrying this listing's DLD permit
   * (listing_permits, written by features/permits in the same transaction, before this check).
   */
  async permitMatches(db: Db, listing: UnitListing): Promise<UnitMatch[]> {
    const result = await db.execute(sql`
      select ${matchColumns} from listing_permits mine
      join listing_permits p on p.authority = mine.authority and p.permit_number = mine.permit_number
        and p.listing_id <> mine.listing_id
      join ${listings} l on l.id = p.listing_id
      where mine.listing_id = ${listing.id} and mine.authority = 'dld_trakheesi'
        and ${searchableSql('l')} and ${sameScope(listing)}`);
    return rowsOf<MatchRow>(result).map((row) => toMatch(row, 'permit'));
  },

  /** Puts the listing and the matched one (when it has none yet) into the matched one's group. */
  async joinGroup(db: Db, listingId: number, match: UnitMatch): Promise<number> {
    const group = match.unitGroupId ?? match.id;
    await db.execute(sql`
      update ${listings} set unit_group_id = ${group}
      where id in (${listingId}, ${match.id}) and unit_group_id is null`);
    return group;
  },

  /** "It is a different unit": the listing waits in the review queue (status pending). */
  async holdForReview(db: Db, listingId: number): Promise<void> {
    await db
      .update(listings)
      .set({ status: 'pending', updatedAt: sql`now()` })
      .where(eq(listings.id, listingId));
  },

  async addReviewPairs(db: Db, listingId: number, matches: UnitMatch[]): Promise<void> {
    if (!matches.length) return;
    await db
      .insert(unitReviewPairs)
      .values(matches.map((m) => ({ listingId, otherId: m.id, reason: m.reason })))
      .onConflictDoNothing();
  },

  /** The suspected twins of these pending listings, for the review queue. */
  async reviewPairs(db: Db, listingIds: number[]) {
    if (!listingIds.length) return [];
    return db
      .select({
        listingId: unitReviewPairs.listingId,
        otherId: unitReviewPairs.otherId,
        reason: unitReviewPairs.reason,
        slug: listings.slug,
        title: listings.title,
      })
      .from(unitReviewPairs)
      .innerJoin(listings, eq(listings.id, unitReviewPairs.otherId))
      .where(inArray(unitReviewPairs.listingId, listingIds));
  },

  /** Keeps a deleted listing's photo hashes and first date for RETIRED_DAYS (and forgets older ones). */
  async retire(db: Db, listing: UnitListing, hashes: bigint[]): Promise<void> {
    await db.execute(
      sql`delete from ${retiredListingPhotos} where deleted_at < now() - make_interval(days => ${RETIRED_DAYS})`,
    );
    if (!hashes.length) return;
    await db.insert(retiredListingPhotos).values({
      ownerId: listing.ownerId,
      agencyId: listing.agencyId,
      firstListedAt: listing.firstListedAt ?? listing.createdAt,
      hashes,
    });
  },

  /** The lister's (or their agency's) listings deleted within RETIRED_DAYS, newest first. */
  async retiredOf(db: Db, ownerId: number, agencyId: number | null) {
    const by: SQL =
      agencyId === null ? sql`owner_id = ${ownerId}` : sql`(owner_id = ${ownerId} or agency_id = ${agencyId})`;
    const result = await db.execute(sql`
      select id, first_listed_at, hashes::text[] as hashes from ${retiredListingPhotos}
      where ${by} and deleted_at > now() - make_interval(days => ${RETIRED_DAYS})
      order by deleted_at desc limit 200`);
    return rowsOf<{ id: number; first_listed_at: string | Date; hashes: string[] }>(result).map((r) => ({
      id: Number(r.id),
      firstListedAt: new Date(r.first_listed_at),
      hashes: r.hashes.map((h) => BigInt(h)),
    }));
  },

  /** A re-listed unit keeps its first date: in "On Baytak since", and in every newest order (decision 0048). */
  async carryFirstDate(db: Db, listingId: number, retiredId: number, firstListedAt: Date): Promise<void> {
    await db.update(listings).set({ firstListedAt, createdAt: firstListedAt }).where(eq(listings.id, listingId));
    await db.delete(retiredListingPhotos).where(eq(retiredListingPhotos.id, retiredId));
  },
};
