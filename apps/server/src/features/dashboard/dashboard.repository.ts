import { sql, type SQL } from 'drizzle-orm';
import { PUBLIC_STATUSES, SEARCHABLE_STATUSES, type DashboardListingFilter } from '@estate/shared';
import type { Db } from '../../db/database.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { listingsListedBy } from '../access/managed-by.js';
import { liveStatusSql } from '../listings/listing.table.js';

/**
 * The dashboard's SQL: every query is keyed by the owner and starts from an owner index
 * (listings_owner_idx, listing_inquiries_owner_idx, credit_ledger_user_idx, the listing_likes
 * and listing_events primary keys). Only SQL here; the rules are in dashboard.service.ts.
 */

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
/** Shown in search: for_sale, for_rent, active. */
const ON_MARKET = list(SEARCHABLE_STATUSES);
/** Anyone may open these pages (the statuses a favorite stays visible in). */
const PUBLIC = list(PUBLIC_STATUSES);

/**
 * A legacy listing (`l` is the listings row): on the market, published before the cutoff, and
 * its price last set before the cutoff too (price history, newest row; the publication if none).
 */
const isLegacy = (cutoff: string) => sql`(l.status in (${ON_MARKET})
  and l.created_at < ${cutoff}::timestamptz
  and coalesce((select max(p.changed_at) from listing_price_history p where p.listing_id = l.id), l.created_at)
      < ${cutoff}::timestamptz)`;

const FILTERS: Record<DashboardListingFilter, SQL> = {
  all: sql`true`,
  for_sale: sql`l.status = 'for_sale'`,
  for_rent: sql`l.status = 'for_rent'`,
  active: sql`l.status = 'active'`,
  sold: sql`l.status = 'sold'`,
  rented: sql`l.status = 'rented'`,
  pending: sql`l.status = 'pending'`,
  on_hold: sql`l.status = 'on_hold'`,
  in_review: sql`l.status = 'pending' and l.review_note is null`,
  rejected: sql`l.status = 'pending' and l.review_note is not null`,
};

export interface CountsRow {
  active: number;
  sale: number;
  rent: number;
  sold: number;
  rented: number;
  pending: number;
  in_review: number;
  rejected: number;
  live: number;
  total: number;
  legacy: number;
  views: number;
  clicks: number;
  shares: number;
}

export interface ListingRowOut {
  id: number;
  slug: string;
  title: string;
  purpose: string;
  area_type: string;
  property_type: string;
  status: string;
  is_featured: boolean;
  price: string | number;
  currency: string;
  rent_frequency: string | null;
  city: string;
  country: string;
  cover: unknown;
  views: number;
  clicks: number;
  shares: number;
  likes: number;
  review_note: string | null;
  is_legacy: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  lister_id: number;
  lister_name: string;
}

export interface FavoriteRowOut extends Omit<
  ListingRowOut,
  'views' | 'clicks' | 'shares' | 'likes' | 'review_note' | 'is_legacy' | 'updated_at' | 'lister_id' | 'lister_name'
> {
  liked_at: Date | string;
  is_owner: boolean;
}

export interface LegacyRowOut {
  id: number;
  slug: string;
  title: string;
  status: string;
  purpose: string;
  price: string | number;
  currency: string;
  rent_frequency: string | null;
  created_at: Date | string;
  price_changed_at: Date | string;
}

const CARD_COLUMNS = sql`l.id, l.slug, l.title, l.purpose, l.area_type, l.property_type, l.status, l.is_featured,
  l.price, l.currency, l.rent_frequency, l.city, l.country, l.cover, l.created_at`;

export function dashboardRepository(db: Db) {
  const run = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));

  return {
    /**
     * Every count of the overview in one pass over the owner's listings (listings_owner_idx). A
     * status card counts with the same condition as the listings tab's chip it links to (issue 17:
     * one definition, one number).
     */
    async counts(ownerId: number, legacyCutoff: string): Promise<CountsRow> {
      const [row] = await run<CountsRow>(sql`
        select
          count(*) filter (where ${FILTERS.active})::int as active,
          count(*) filter (where ${FILTERS.for_sale})::int as sale,
          count(*) filter (where ${FILTERS.for_rent})::int as rent,
          count(*) filter (where l.status = 'sold')::int as sold,
          count(*) filter (where l.status = 'rented')::int as rented,
          count(*) filter (where l.status = 'pending')::int as pending,
          count(*) filter (where l.status = 'pending' and l.review_note is null)::int as in_review,
          count(*) filter (where l.status = 'pending' and l.review_note is not null)::int as rejected,
          count(*) filter (where ${liveStatusSql('l')})::int as live,
          count(*)::int as total,
          count(*) filter (where ${isLegacy(legacyCutoff)})::int as legacy,
          coalesce(sum(l.views), 0)::float8 as views,
          coalesce(sum(l.clicks), 0)::float8 as clicks,
          coalesce(sum(l.shares), 0)::float8 as shares
        from listings l
        where ${listingsListedBy(ownerId, 'l')}`);
      return row;
    },

    async quota(ownerId: number): Promise<number> {
      const [row] = await run<{ quota: number }>(sql`select listing_quota as quota from users where id = ${ownerId}`);
      return Number(row?.quota ?? 0);
    },

    /** Granted (positive rows) and spent (negative rows) credits (credit_ledger_user_idx). */
    async credits(userId: number): Promise<{ granted: number; spent: number }> {
      const [row] = await run<{ granted: number; spent: number }>(sql`
        select coalesce(sum(amount) filter (where amount > 0), 0)::float8 as granted,
               coalesce(-sum(amount) filter (where amount < 0), 0)::float8 as spent
        from credit_ledger where user_id = ${userId}`);
      return { granted: Number(row?.granted ?? 0), spent: Number(row?.spent ?? 0) };
    },

    /** Inquiries received, by channel (listing_inquiries_owner_idx on owner_id, channel). */
    async inquiries(ownerId: number): Promise<{ channel: string; count: number }[]> {
      return run(sql`
        select channel, count(*)::int as count from listing_inquiries
        where owner_id = ${ownerId} group by channel`);
    },

    /** The oldest legacy listings first. */
    async legacy(ownerId: number, cutoff: string, limit: number): Promise<LegacyRowOut[]> {
      return run(sql`
        select l.id, l.slug, l.title, l.status, l.purpose, l.price, l.currency, l.rent_frequency, l.created_at,
          coalesce((select max(p.changed_at) from listing_price_history p where p.listing_id = l.id), l.created_at)
            as price_changed_at
        from listings l
        where ${listingsListedBy(ownerId, 'l')} and ${isLegacy(cutoff)}
        order by l.created_at, l.id
        limit ${limit}`);
    },

    /** The owner's listing (id and title), or undefined when it is not theirs. */
    async ownListing(ownerId: number, id: number): Promise<{ id: number; title: string } | undefined> {
      const [row] = await run<{ id: number; title: string }>(sql`
        select id, title from listings where id = ${id} and ${listingsListedBy(ownerId)}`);
      return row;
    },

    async choices(ownerId: number, limit: number): Promise<{ id: number; title: string }[]> {
      return run(sql`
        select id, title from listings where ${listingsListedBy(ownerId)}
        order by views desc, created_at desc, id desc limit ${limit}`);
    },

    /**
     * Events per day and kind over the owner's listings, or one of them: for each listing the
     * primary key (listing_id, kind, day, visitor) is read as a range.
     */
    async events(
      ownerId: number,
      range: { from: string; to: string; listingId?: number },
    ): Promise<{ day: string; kind: string; count: number }[]> {
      const listingsOf = range.listingId
        ? sql`${range.listingId}`
        : sql`select id from listings where ${listingsListedBy(ownerId)}`;
      return run(sql`
        select e.day::text as day, e.kind, count(*)::int as count
        from listing_events e
        where e.listing_id in (${listingsOf})
          and e.kind in ('view', 'click', 'share')
          and e.day between ${range.from}::date and ${range.to}::date
        group by e.day, e.kind`);
    },

    /**
     * How many listings each status (and rejected or not) holds, for the filter chips; `whose` is
     * features/access's listingsListedBy or listingsManagedBy on `l`.
     */
    async statusCounts(whose: SQL): Promise<{ status: string; rejected: boolean; count: number }[]> {
      return run(sql`
        select l.status, (l.review_note is not null) as rejected, count(*)::int as count
        from listings l where ${whose} group by 1, 2`);
    },

    /**
     * A page of the listings `whose` picks (as statusCounts), newest first (listings_owner_idx; an
     * agency's, listings_agency_idx), with who lists each.
     */
    async listings(
      whose: SQL,
      input: { filter: DashboardListingFilter; limit: number; offset: number; legacyCutoff: string },
    ): Promise<ListingRowOut[]> {
      return run(sql`
        select ${CARD_COLUMNS}, l.views, l.clicks, l.shares, l.likes, l.review_note, l.updated_at,
          ${isLegacy(input.legacyCutoff)} as is_legacy, l.owner_id as lister_id, u.full_name as lister_name
        from listings l join users u on u.id = l.owner_id
        where ${whose} and ${FILTERS[input.filter]}
        order by l.created_at desc, l.id desc
        limit ${input.limit} offset ${input.offset}`);
    },

    /**
     * Liked listings the user may still open (public statuses, or their own in any status),
     * latest like first; the listing_likes primary key starts with user_id.
     */
    async favorites(
      userId: number,
      input: { limit: number; offset: number },
    ): Promise<{
      rows: FavoriteRowOut[];
      count: number;
    }> {
      const visible = sql`k.user_id = ${userId} and (l.status in (${PUBLIC}) or ${listingsListedBy(userId, 'l')})`;
      const [rows, [total]] = await Promise.all([
        run<FavoriteRowOut>(sql`
          select ${CARD_COLUMNS}, k.created_at as liked_at, (${listingsListedBy(userId, 'l')}) as is_owner
          from listing_likes k join listings l on l.id = k.listing_id
          where ${visible}
          order by k.created_at desc, l.id desc
          limit ${input.limit} offset ${input.offset}`),
        run<{ count: number }>(sql`
          select count(*)::int as count from listing_likes k join listings l on l.id = k.listing_id
          where ${visible}`),
      ]);
      return { rows, count: Number(total?.count ?? 0) };
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
